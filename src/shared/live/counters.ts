import { queryOptions } from '@tanstack/react-query';
import { apiOf, type LiveStreamState } from '../api/session';
import { countersRefetchInterval } from './live-status';
import { keys } from '../api/keys';
import { countersSchema } from '../api/schemas';

export { countersSchema, type Counters } from '../api/schemas';

/**
 * Navigation badges: refreshed every 30 s and invalidated after each moderation action
 * (docs/product.md#queue-counters); while the live stream is open its `counters` events keep them
 * instead, and they do not poll.
 */
export const countersQueryOptions = (live: Pick<LiveStreamState, 'open'>) =>
  queryOptions({
    queryKey: keys.counters,
    queryFn: ({ client, signal }) =>
      apiOf(client).get('stats/counters', countersSchema, { signal }),
    refetchInterval: countersRefetchInterval(live),
    staleTime: 10_000,
    meta: { failure: 'Не удалось обновить счётчики' },
  });
