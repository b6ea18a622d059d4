import { useQueryClient } from '@tanstack/react-query';
import { writeCachedItem, type Identified } from '../api/cached-items';
import { useEntityChange, type EntityChangeOptions } from './useEntityChange';

/**
 * Create or update: a success notification, the record written into the cache, every list and option
 * list of the entity refreshed. A failure changes nothing (the form keeps its input and shows why).
 */
export function useSaveEntity<V, R extends Identified>(options: EntityChangeOptions<V, R>) {
  const queryClient = useQueryClient();
  return useEntityChange(options, (item) => writeCachedItem(queryClient, options.keys, item));
}
