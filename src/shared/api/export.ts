import { useMutation } from '@tanstack/react-query';
import { saveFile } from '@/shared/lib/save-file';
import type { KyInstance } from 'ky';
import { cleanSearch, type SearchParams } from './client';
import { asApiError, type DownloadedFile, fileNameOf, isAbort } from './responses';
import { sessionOf } from './session';

/**
 * A file answer (CSV export…) through the session's HTTP client, so token renewal and the error
 * policy apply to it as to any call. The name comes from Content-Disposition, else `fallbackName`.
 */
export async function downloadFile(
  http: KyInstance,
  path: string,
  options: { searchParams?: SearchParams; signal?: AbortSignal; fallbackName: string },
): Promise<DownloadedFile> {
  try {
    const response = await http(path.replace(/^\//, ''), {
      searchParams: cleanSearch(options.searchParams),
      signal: options.signal,
    });
    const blob = await response.blob();
    return {
      blob,
      name: fileNameOf(response.headers.get('Content-Disposition')) ?? options.fallbackName,
    };
  } catch (error) {
    if (isAbort(error)) throw error;
    throw asApiError(error);
  }
}

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
    mutationFn: (search: S, { client }) =>
      downloadFile(sessionOf(client).http, path, { searchParams: params(search), fallbackName }),
    onSuccess: (file) => saveFile(file.blob, file.name),
  });
}
