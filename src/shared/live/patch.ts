import type { QueryClient } from '@tanstack/react-query';
import { keys, type EntityKeys } from '../api/keys';
import { patchCachedItem } from '../api/cached-items';
import type { Claim, Page } from '../api/schemas';
import {
  APPLICATION_STATUS_STYLES,
  COMPLAINT_STATUS_STYLES,
  VIDEO_STATUS_STYLES,
} from '../ui/statuses';
import { LIVE_QUEUES, type LiveEvent, type LiveQueue } from './events';

type Row = { id: number } & Record<string, unknown>;

const queueKeys: Record<LiveQueue, EntityKeys> = {
  videos: keys.videos,
  complaints: keys.complaints,
  applications: keys.applications,
};

/** The statuses each queue's rows can show: another one is not written into a row. */
const queueStatuses: Record<LiveQueue, readonly string[]> = {
  videos: Object.keys(VIDEO_STATUS_STYLES),
  complaints: Object.keys(COMPLAINT_STATUS_STYLES),
  applications: Object.keys(APPLICATION_STATUS_STYLES),
};

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && typeof (value as Row).id === 'number';

/** Every cached copy of the item: in the list pages of its queue and its own record. */
function cachedCopies(queryClient: QueryClient, entity: EntityKeys, id: number): Row[] {
  const copies: Row[] = [];
  for (const [, data] of queryClient.getQueriesData<Page<unknown>>({ queryKey: entity.lists() })) {
    const item = Array.isArray(data?.items)
      ? data.items.find((row) => isRow(row) && row.id === id)
      : undefined;
    if (isRow(item)) copies.push(item);
  }
  const record = queryClient.getQueryData<unknown>(entity.detail(id));
  if (isRow(record) && record.id === id) copies.push(record);
  return copies;
}

function sameClaim(a: unknown, b: Claim): boolean {
  const left = (a ?? null) as Claim;
  if (left === null || b === null) return left === b;
  return left.by.id === b.by.id && left.expiresAt === b.expiresAt;
}

/**
 * Writes `change` into the cached copies of one item that differ from it, and only into those: a
 * list page keeps the objects of all its other rows (memoised table rows are not drawn again), and
 * a copy that already shows the change is left as it is.
 */
function patchItem(
  queryClient: QueryClient,
  entity: EntityKeys,
  id: number,
  differs: (row: Row) => boolean,
  change: (row: Row) => Row,
): boolean {
  if (!cachedCopies(queryClient, entity, id).some(differs)) return false;
  patchCachedItem<Row>(queryClient, entity, id, (row) => (differs(row) ? change(row) : row));
  return true;
}

/**
 * What an event changes in the query cache, in place and without fetching a list again: a claim
 * shows on its row and record, a decided item shows its status (and nobody on it) where it is
 * (it stays where it was, so the keyboard's active row does not move), the counters take the
 * numbers sent. Lists of a decided item's queue are marked stale, to be fetched the next time they
 * are shown, and its open record is fetched again for who decided it.
 */
export function applyLiveEvent(
  queryClient: QueryClient,
  event: Exclude<LiveEvent, { type: 'session' }>,
): void {
  if (event.type === 'counters') {
    queryClient.setQueryData(keys.counters, event.data);
    return;
  }
  const entity = queueKeys[event.data.queue];
  if (event.type === 'claim') {
    const { id, claim } = event.data;
    patchItem(
      queryClient,
      entity,
      id,
      (row) => 'claim' in row && !sameClaim(row.claim, claim),
      (row) => ({ ...row, claim }),
    );
    return;
  }
  const { id, status } = event.data;
  if (!queueStatuses[event.data.queue].includes(status)) {
    // A status this panel cannot show: the server's lists say what it means.
    void queryClient.invalidateQueries({ queryKey: entity.all });
    return;
  }
  const changed = patchItem(
    queryClient,
    entity,
    id,
    (row) => 'status' in row && (row.status !== status || ('claim' in row && row.claim !== null)),
    (row) => ({ ...row, status, ...('claim' in row ? { claim: null } : {}) }),
  );
  if (!changed) return;
  void queryClient.invalidateQueries({ queryKey: entity.lists(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: entity.detail(id) });
}

/** After a gap in the stream (reconnected, woken from sleep): what may have been missed is fetched. */
export function refetchLiveData(queryClient: QueryClient): void {
  for (const queue of LIVE_QUEUES)
    void queryClient.invalidateQueries({ queryKey: queueKeys[queue].lists() });
  void queryClient.invalidateQueries({ queryKey: keys.counters });
}
