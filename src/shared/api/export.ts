import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@/shared/lib/save-file';
import { api, type SearchParams } from './client';

/**
 * `Экспорт CSV` of a list: the whole filtered set from the server's export endpoint, through the API
 * client (token renewal applies), handed to the browser's «save».
 */
export function useCsvExport<S>(
  path: string,
  fallbackName: string,
  params: (search: S) => SearchParams,
) {
  return useMutation({
    mutationFn: (search: S) => api.download(path, { searchParams: params(search), fallbackName }),
    onSuccess: (file) => saveFile(file.blob, file.name),
  });
}
