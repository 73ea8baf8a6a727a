import { useMutation, useQueryClient } from '@tanstack/react-query';
import { menuImportPreview, type MenuImportInput, type MenuImportPreview } from '../../../shared/schemas/menu-file.js';
import { invalidateMenu } from '../../api/menu.js';
import { apiRequest } from '../../api/client.js';
import { auditKey } from './audit.js';
import { listKey } from './resource.js';
import { productsResource } from './products.js';

/** A file's bytes in base64, as the import takes them (read as a data address, its header left off). */
export function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result.replace(/^data:[^,]*,/, '') : '');
    reader.onerror = () => reject(reader.error ?? new Error('Dosya okunamadı'));
    reader.readAsDataURL(file);
  });
}

/** Reads a menu file: previews it, or saves it as previewed (`apply`), after which the lists are read again. */
export function useImportMenuFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MenuImportInput) =>
      apiRequest<MenuImportPreview>('/api/admin/products/import', { method: 'POST', body: input, answer: menuImportPreview }),
    onSuccess: async (preview) => {
      if (!preview.applied) return;
      invalidateMenu();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey(productsResource) }),
        queryClient.invalidateQueries({ queryKey: auditKey }),
      ]);
    },
  });
}
