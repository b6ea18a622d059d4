import { useEntityChange, type EntityChangeOptions } from './useEntityChange';

/**
 * Delete (after a confirmation the page asks for): nothing disappears until the server agrees; a
 * refusal (409 «in use») shows the server's message and leaves the row where it was.
 */
export function useDeleteEntity<V, R>(options: EntityChangeOptions<V, R>) {
  return useEntityChange(options);
}
