import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from './client';
import { keys } from './keys';

export const countersSchema = z.object({
  videosModeration: z.int(),
  complaintsNew: z.int(),
  applicationsPending: z.int(),
});
export type Counters = z.infer<typeof countersSchema>;

/** Navigation badges: refreshed every 30 s and invalidated after each moderation action (PRODUCT §5). */
export const countersQueryOptions = () =>
  queryOptions({
    queryKey: keys.counters,
    queryFn: ({ signal }) => api.get('stats/counters', countersSchema, { signal }),
    refetchInterval: 30_000,
    staleTime: 10_000,
  });
