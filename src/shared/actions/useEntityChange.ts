import {
  useMutation,
  useQueryClient,
  type MutationFunction,
  type QueryKey,
} from '@tanstack/react-query';
import { notifySuccess } from '../ui/notify';
import type { EntityKeys } from '../api/keys';

export interface EntityChangeOptions<V, R> {
  keys: EntityKeys;
  mutationFn: MutationFunction<R, V>;
  successMessage: (result: R, variables: V) => string;
  /** Other data the change affects (another entity's lists that show this one, the counters). */
  alsoInvalidate?: QueryKey[];
}

/** What saving and deleting share: the call, its notice, the entity's data fetched again. */
export function useEntityChange<V, R>(
  options: EntityChangeOptions<V, R>,
  written?: (result: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: (result, variables) => {
      written?.(result);
      notifySuccess(options.successMessage(result, variables));
      return Promise.all(
        [options.keys.all, ...(options.alsoInvalidate ?? [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
