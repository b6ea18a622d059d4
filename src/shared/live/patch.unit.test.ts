import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { keys } from '../api/keys';
import { shareById } from '../api/share-by-id';
import { applyLiveEvent } from './patch';

const colleague = { id: 7, nickname: 'olga', avatarUrl: null };
const claimOf = (expiresAt = '2026-11-25T10:02:00.000Z') => ({ by: colleague, expiresAt });
const video = (id: number, extra: object = {}) => ({
  id,
  title: `Видео ${id}`,
  status: 'moderation',
  claim: null,
  ...extra,
});

function cacheWith(items: ReturnType<typeof video>[]) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { structuralSharing: shareById, staleTime: Infinity } },
  });
  const search = { status: 'moderation', page: 1 };
  queryClient.setQueryData(keys.videos.list(search), { items, total: 40 });
  const page = () =>
    queryClient.getQueryData<{ items: ReturnType<typeof video>[]; total: number }>(
      keys.videos.list(search),
    )!;
  return { queryClient, page, search };
}

describe('applyLiveEvent', () => {
  it("shows a colleague's claim on its row; every other row keeps its object", () => {
    const { queryClient, page } = cacheWith([video(1), video(2), video(3)]);
    queryClient.setQueryData(keys.videos.detail(2), video(2));
    const before = page();
    applyLiveEvent(queryClient, {
      type: 'claim',
      data: { queue: 'videos', id: 2, claim: claimOf() },
    });
    // The opened item says who is on it (`Сейчас проверяет …`) from its record.
    expect(queryClient.getQueryData(keys.videos.detail(2))).toMatchObject({ claim: claimOf() });
    const after = page();
    expect(after.items.map((item) => item.claim)).toEqual([null, claimOf(), null]);
    expect(after.items[0]).toBe(before.items[0]);
    expect(after.items[2]).toBe(before.items[2]);
    expect(after.total).toBe(40);

    applyLiveEvent(queryClient, { type: 'claim', data: { queue: 'videos', id: 2, claim: null } });
    expect(page().items[1]!.claim).toBeNull();
    expect(page().items[0]).toBe(before.items[0]);
  });

  it('changes nothing at all for a claim the cache shows already, or an item it does not hold', () => {
    const { queryClient, page } = cacheWith([video(1), video(2, { claim: claimOf() })]);
    const before = page();
    applyLiveEvent(queryClient, {
      type: 'claim',
      data: { queue: 'videos', id: 2, claim: claimOf() },
    });
    applyLiveEvent(queryClient, { type: 'claim', data: { queue: 'videos', id: 99, claim: null } });
    applyLiveEvent(queryClient, {
      type: 'claim',
      data: { queue: 'complaints', id: 1, claim: claimOf() },
    });
    expect(page()).toBe(before);
  });

  it('shows a decided item in place with nobody on it, marks the lists stale, fetches no list', () => {
    const { queryClient, page, search } = cacheWith([
      video(1),
      video(2, { claim: claimOf() }),
      video(3),
    ]);
    queryClient.setQueryData(keys.videos.detail(2), video(2, { claim: claimOf() }));
    const before = page();
    applyLiveEvent(queryClient, {
      type: 'decision',
      data: { queue: 'videos', id: 2, status: 'published', by: colleague, at: null },
    });
    const after = page();
    // Still on the page, where it was: the rows do not move under the keyboard.
    expect(after.items.map((item) => [item.id, item.status, item.claim])).toEqual([
      [1, 'moderation', null],
      [2, 'published', null],
      [3, 'moderation', null],
    ]);
    expect(after.items[0]).toBe(before.items[0]);
    expect(after.items[2]).toBe(before.items[2]);
    expect(queryClient.getQueryData(keys.videos.detail(2))).toMatchObject({
      status: 'published',
      claim: null,
    });
    expect(queryClient.getQueryState(keys.videos.list(search))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.videos.list(search))?.fetchStatus).toBe('idle');
  });

  it("shows a video's new risk on its row in place, marks the lists stale, reads its page again", () => {
    const { queryClient, page, search } = cacheWith([
      video(1, { riskMax: null }),
      video(2, { riskMax: null }),
    ]);
    queryClient.setQueryData(keys.videos.detail(2), video(2, { riskMax: null }));
    const before = page();
    applyLiveEvent(queryClient, { type: 'risk', data: { queue: 'videos', id: 2, riskMax: 0.8 } });
    expect(page().items.map((item) => [item.id, (item as { riskMax?: number }).riskMax])).toEqual([
      [1, null],
      [2, 0.8],
    ]);
    expect(page().items[0]).toBe(before.items[0]);
    expect(queryClient.getQueryState(keys.videos.list(search))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(keys.videos.list(search))?.fetchStatus).toBe('idle');
    expect(queryClient.getQueryState(keys.videos.detail(2))?.isInvalidated).toBe(true);
  });

  it('leaves a list that shows the decision already as it is', () => {
    const { queryClient, page, search } = cacheWith([video(1), video(2, { status: 'published' })]);
    const before = page();
    applyLiveEvent(queryClient, {
      type: 'decision',
      data: { queue: 'videos', id: 2, status: 'published', by: colleague, at: null },
    });
    expect(page()).toBe(before);
    expect(queryClient.getQueryState(keys.videos.list(search))?.isInvalidated).toBe(false);
  });

  it('patches only the queue named: a complaint with the id of a cached video is another item', () => {
    const { queryClient, page } = cacheWith([video(1)]);
    const before = page();
    applyLiveEvent(queryClient, {
      type: 'decision',
      data: { queue: 'complaints', id: 1, status: 'resolved', by: colleague, at: null },
    });
    expect(page()).toBe(before);
  });

  it('writes no status the rows cannot show: the lists are fetched instead', () => {
    const { queryClient, page, search } = cacheWith([video(1)]);
    const before = page();
    applyLiveEvent(queryClient, {
      type: 'decision',
      data: { queue: 'videos', id: 1, status: 'archived', by: colleague, at: null },
    });
    expect(page()).toBe(before);
    expect(queryClient.getQueryState(keys.videos.list(search))?.isInvalidated).toBe(true);
  });

  it('has the queues’ figures fetched again after any decision, even on an item no list holds', () => {
    const { queryClient } = cacheWith([]);
    const figures = [...keys.queues.all, 'overview'];
    queryClient.setQueryData(figures, { queues: [] });
    const stale = () => queryClient.getQueryState(figures)!.isInvalidated;
    applyLiveEvent(queryClient, {
      type: 'claim',
      data: { queue: 'videos', id: 2, claim: claimOf() },
    });
    expect(stale()).toBe(false);
    applyLiveEvent(queryClient, {
      type: 'decision',
      data: { queue: 'complaints', id: 99, status: 'rejected', by: colleague, at: null },
    });
    expect(stale()).toBe(true);
  });

  it('puts the counters sent in place of the cached ones', () => {
    const { queryClient } = cacheWith([]);
    const counters = { videosModeration: 3, complaintsNew: 1, applicationsPending: 0 };
    applyLiveEvent(queryClient, { type: 'counters', data: counters });
    expect(queryClient.getQueryData(keys.counters)).toEqual(counters);
  });

  it('a decision that changed other entities shows them too: the video, the complaints about it, the user', () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { structuralSharing: shareById, staleTime: Infinity } },
    });
    const author = { id: 40, nickname: 'vera', avatarUrl: null };
    const complaint = (id: number, status: string) => ({
      id,
      status,
      claim: null,
      targetType: 'video',
      target: { id: 249, title: 'Видео 249', previewUrl: '', status: 'published' },
      targetUserId: author.id,
      targetUser: { ...author, status: 'active' },
    });
    const complaints = { status: 'all', page: 1 };
    queryClient.setQueryData(keys.complaints.list(complaints), {
      items: [complaint(126, 'new'), complaint(127, 'resolved')],
      total: 2,
    });
    queryClient.setQueryData(keys.videos.detail(249), video(249, { status: 'published' }));
    const users = { page: 1 };
    queryClient.setQueryData(keys.users.list(users), {
      items: [{ id: author.id, nickname: 'vera', status: 'active' }],
      total: 1,
    });

    applyLiveEvent(queryClient, {
      type: 'decision',
      data: {
        queue: 'complaints',
        id: 126,
        status: 'resolved',
        by: colleague,
        at: null,
        effects: [
          { entity: 'videos', id: 249, status: 'rejected' },
          { entity: 'users', id: author.id, status: 'blocked' },
        ],
      },
    });
    const rows = queryClient.getQueryData<{ items: ReturnType<typeof complaint>[] }>(
      keys.complaints.list(complaints),
    )!.items;
    expect(
      rows.map((row) => [row.id, row.status, row.target.status, row.targetUser.status]),
    ).toEqual([
      [126, 'resolved', 'rejected', 'blocked'],
      [127, 'resolved', 'rejected', 'blocked'],
    ]);
    expect(queryClient.getQueryData(keys.videos.detail(249))).toMatchObject({ status: 'rejected' });
    expect(
      queryClient.getQueryData<{ items: { status: string }[] }>(keys.users.list(users))!.items[0],
    ).toMatchObject({ status: 'blocked' });
    expect(queryClient.getQueryState(keys.users.list(users))?.isInvalidated).toBe(true);
  });

  it("a video's own decision shows in the complaints about it", () => {
    const { queryClient } = cacheWith([]);
    const about = (id: number) => ({
      id,
      status: 'new',
      claim: null,
      targetType: 'video',
      target: { id, title: `Видео ${id}`, previewUrl: '', status: 'moderation' },
      targetUserId: 5,
      targetUser: { id: 5, nickname: 'x', avatarUrl: null, status: 'active' },
    });
    queryClient.setQueryData(keys.complaints.detail(9), { ...about(3), id: 9 });
    queryClient.setQueryData(keys.complaints.detail(10), { ...about(4), id: 10 });
    const untouched = queryClient.getQueryData(keys.complaints.detail(10));
    applyLiveEvent(queryClient, {
      type: 'decision',
      data: { queue: 'videos', id: 3, status: 'published', by: colleague, at: null },
    });
    expect(queryClient.getQueryData(keys.complaints.detail(9))).toMatchObject({
      status: 'new',
      target: { id: 3, status: 'published' },
    });
    expect(queryClient.getQueryData(keys.complaints.detail(10))).toBe(untouched);
  });
});
