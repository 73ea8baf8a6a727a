import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptionalLanguage } from '../../../shared/languages.js';
import {
  importPreview,
  translationGrid,
  translationSaved,
  type ImportPreview,
  type TranslationFileFormat,
  type TranslationGrid,
  type TranslationImportInput,
  type TranslationSave,
} from '../../../shared/schemas/translation.js';
import { invalidateMenu } from '../../api/menu.js';
import { apiRequest } from '../../api/client.js';
import { auditKey } from './audit.js';

const gridKey = (language: OptionalLanguage) => ['admin', 'translations', language] as const;
const gridPath = (language: OptionalLanguage) => `/api/admin/translations/${language}`;

/**
 * Every text guests read, with its translation into `language` and the coverage; or one
 * record's texts (`record`: `products/12`), as its form shows them.
 */
export function useTranslationGrid(language: OptionalLanguage, { record, enabled = true }: { record?: string; enabled?: boolean } = {}) {
  return useQuery({
    queryKey: record === undefined ? gridKey(language) : [...gridKey(language), record],
    queryFn: ({ signal }) =>
      apiRequest<TranslationGrid>(`${gridPath(language)}${record === undefined ? '' : `?record=${record}`}`, {
        signal,
        answer: translationGrid,
      }),
    enabled,
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
      // A record's own view of its texts (its form) is read again.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: auditKey }),
        queryClient.invalidateQueries({ queryKey: gridKey(language), predicate: (query) => query.queryKey.length > 3 }),
      ]);
    },
  });
}

/** Reads a translator's file against the menu (`apply: false`), or saves it whole (`apply: true`). */
export function useImportTranslations(language: OptionalLanguage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TranslationImportInput) =>
      apiRequest<ImportPreview>(`${gridPath(language)}/import`, { method: 'POST', body: input, answer: importPreview }),
    onSuccess: (preview) => {
      if (!preview.applied) return;
      invalidateMenu();
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: gridKey(language) }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}

/** Where a language's file is downloaded. */
export const exportPath = (language: OptionalLanguage, format: TranslationFileFormat) => `${gridPath(language)}/export?format=${format}`;
