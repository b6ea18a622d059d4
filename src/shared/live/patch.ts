import type { QueryClient } from '@tanstack/react-query';
import { keys, type EntityKeys } from '../api/keys';
import { patchCachedItem } from '../api/cached-items';
import type { Claim, Page } from '../api/schemas';
import {
  APPLICATION_STATUS_STYLES,
  COMMENT_STATUS_STYLES,
  COMPLAINT_STATUS_STYLES,
  USER_STATUS_STYLES,
  VIDEO_STATUS_STYLES,
} from '../ui/statuses';
import type { AffectedEntity } from '@/contract/live-events';
import { applyEscalationEvent } from './escalation-events';
import { LIVE_QUEUES, type LiveEvent, type LiveQueue } from './events';

type Row = { id: number } & Record<string, unknown>;
type Entity = LiveQueue | AffectedEntity;

const entityKeys: Record<Entity, EntityKeys> = {
  videos: keys.videos,
  complaints: keys.complaints,
  applications: keys.applications,
  comments: keys.comments,
  users: keys.users,
};

/** The statuses each entity's rows can show: another one is not written into a row. */
const knownStatuses: Record<Entity, readonly string[]> = {
  videos: Object.keys(VIDEO_STATUS_STYLES),
  complaints: Object.keys(COMPLAINT_STATUS_STYLES),
  applications: Object.keys(APPLICATION_STATUS_STYLES),
  comments: Object.keys(COMMENT_STATUS_STYLES),
  users: Object.keys(USER_STATUS_STYLES),
};

/** How a complaint names the kind of what it is about (`targetType`). */
const TARGET_TYPES: Partial<Record<Entity, string>> = {
  videos: 'video',
  comments: 'comment',
  users: 'user',
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
 * What a complaint shows of the entity whose status changed: its target (the video, the comment, the
 * user) and the user it is about. The row itself when neither is that entity or both say so already.
 */
function withTargetStatus(row: Row, entity: Entity, id: number, status: string): Row {
  let next = row;
  const target = row.target as { id?: number; status?: string } | undefined;
  if (row.targetType === TARGET_TYPES[entity] && target?.id === id && target.status !== status)
    next = { ...next, target: { ...target, status } };
  const author = row.targetUser as { status?: string } | undefined;
  if (entity === 'users' && row.targetUserId === id && author && author.status !== status)
    next = { ...next, targetUser: { ...author, status } };
  return next;
}

/** Every cached complaint (list rows and records) about that entity shows its new status. */
function followInComplaints(queryClient: QueryClient, entity: Entity, id: number, status: string) {
  if (!TARGET_TYPES[entity]) return;
  for (const [key, data] of queryClient.getQueriesData<unknown>({
    queryKey: keys.complaints.all,
  })) {
    const page = data as Page<unknown> | undefined;
    if (Array.isArray(page?.items)) {
      const items = page.items.map((row) =>
        isRow(row) ? withTargetStatus(row, entity, id, status) : row,
      );
      if (items.some((row, index) => row !== page.items[index]))
        queryClient.setQueryData(key, { ...page, items });
    } else if (isRow(data)) {
      const next = withTargetStatus(data, entity, id, status);
      if (next !== data) queryClient.setQueryData(key, next);
    }
  }
}

/**
 * An entity's new status, wherever the cache shows it: its own rows and record (and nobody on it),
 * left where they are (the keyboard's active row does not move), and what the complaints about it
 * show. Its lists are marked stale, to be fetched the next time they are shown, and its open record
 * is fetched again (for who decided it).
 */
function followStatus(queryClient: QueryClient, entity: Entity, id: number, status: string) {
  const own = entityKeys[entity];
  if (!knownStatuses[entity].includes(status)) {
    // A status this panel cannot show: the server's lists say what it means.
    void queryClient.invalidateQueries({ queryKey: own.all });
    return;
  }
  followInComplaints(queryClient, entity, id, status);
  const changed = patchItem(
    queryClient,
    own,
    id,
    (row) => 'status' in row && (row.status !== status || ('claim' in row && row.claim !== null)),
    (row) => ({ ...row, status, ...('claim' in row ? { claim: null } : {}) }),
  );
  if (!changed) return;
  void queryClient.invalidateQueries({ queryKey: own.lists(), refetchType: 'none' });
  void queryClient.invalidateQueries({ queryKey: own.detail(id) });
}

/**
 * What an event changes in the query cache, in place and without fetching a list again: a claim
 * shows on its row and record, a decided item shows its status where it is (followStatus), and so do
 * the other entities the decision changed (a complaint resolved by hiding its video: the video, and
 * the complaint rows that show it); the counters take the numbers sent; a policy
 * change fetches its reasons again.
 */
export function applyLiveEvent(
  queryClient: QueryClient,
  event: Exclude<LiveEvent, { type: 'session' }>,
): void {
  if (event.type === 'counters') {
    queryClient.setQueryData(keys.counters, event.data);
    return;
  }
  // The policy's reasons changed: the dialogs and its page read them again.
  if (event.type === 'policy') {
    void queryClient.invalidateQueries({ queryKey: keys.policy.all });
    return;
  }
  // A video's frames were scored: its rows show the new maximum where they are (a list sorted or
  // filtered by risk is fetched the next time it is shown, as after a decision: a busy queue's scores
  // would otherwise refetch every open list), its page reads the scores.
  if (event.type === 'risk') {
    const { id, riskMax } = event.data;
    patchItem(
      queryClient,
      keys.videos,
      id,
      (row) => 'riskMax' in row && row.riskMax !== riskMax,
      (row) => ({ ...row, riskMax }),
    );
    void queryClient.invalidateQueries({ queryKey: keys.videos.lists(), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: keys.videos.detail(id) });
    return;
  }
  if (event.type === 'escalation') {
    applyEscalationEvent(queryClient, event.data);
    return;
  }
  const { queue, id } = event.data;
  if (event.type === 'claim') {
    const { claim } = event.data;
    patchItem(
      queryClient,
      entityKeys[queue],
      id,
      (row) => 'claim' in row && !sameClaim(row.claim, claim),
      (row) => ({ ...row, claim }),
    );
    return;
  }
  followStatus(queryClient, queue, id, event.data.status);
  for (const effect of event.data.effects ?? [])
    followStatus(queryClient, effect.entity, effect.id, effect.status);
  // The queues' figures count decisions: an open «Обзор очередей» fetches them again.
  void queryClient.invalidateQueries({ queryKey: keys.queues.all });
}

/** After a gap in the stream (reconnected, woken from sleep): what may have been missed is fetched. */
export function refetchLiveData(queryClient: QueryClient): void {
  for (const queue of LIVE_QUEUES)
    void queryClient.invalidateQueries({ queryKey: entityKeys[queue].lists() });
  void queryClient.invalidateQueries({ queryKey: keys.counters });
  void queryClient.invalidateQueries({ queryKey: keys.queues.all });
  void queryClient.invalidateQueries({ queryKey: keys.policy.all });
}
