import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './client';

export const countersSchema = z.object({
  videosModeration: z.number().int(),
  complaintsNew: z.number().int(),
  applicationsPending: z.number().int(),
});
export type Counters = z.infer<typeof countersSchema>;

export const countersQueryKey = ['stats', 'counters'] as const;

/** Navigation badges: refreshed every 30 s and invalidated after each moderation action (PRODUCT §5). */
export const countersQueryOptions = () =>
  queryOptions({
    queryKey: countersQueryKey,
    queryFn: ({ signal }) => api.get('stats/counters', countersSchema, { signal }),
    refetchInterval: 30_000,
    staleTime: 10_000,
  });
