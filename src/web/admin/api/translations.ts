import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptionalLanguage } from '../../../shared/languages.js';
import { translationGrid, translationSaved, type TranslationGrid, type TranslationSave } from '../../../shared/schemas/translation.js';
import { invalidateMenu } from '../../api/menu.js';
import { apiRequest } from '../../api/client.js';
import { auditKey } from './audit.js';

const gridKey = (language: OptionalLanguage) => ['admin', 'translations', language] as const;
const gridPath = (language: OptionalLanguage) => `/api/admin/translations/${language}`;

/** Every text guests read, with its translation into `language` and the coverage. */
export function useTranslationGrid(language: OptionalLanguage) {
  return useQuery({
    queryKey: gridKey(language),
    queryFn: ({ signal }) => apiRequest<TranslationGrid>(gridPath(language), { signal, answer: translationGrid }),
  });
}

/** Saves a batch of translations, whole or not at all; answers the grid as it now stands. */
export function useSaveTranslations(language: OptionalLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: TranslationSave[]) =>
      apiRequest<TranslationGrid & { saved: number }>(gridPath(language), { method: 'PUT', body: { rows }, answer: translationSaved }),
    onSuccess: (grid) => {
      invalidateMenu();
      queryClient.setQueryData(gridKey(language), grid);
      return queryClient.invalidateQueries({ queryKey: auditKey });
    },
  });
}
