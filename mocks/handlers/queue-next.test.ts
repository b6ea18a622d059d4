import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_TTL_MS } from '../claims';
import { db } from '../db';
import { ADMIN_ID, call, MODERATOR_ID } from '../testing';

interface Held {
  by: { id: number; nickname: string; avatarUrl: string | null };
  expiresAt: string;
}
interface Next {
  item: { id: number; status: string; claim: Held | null };
  claim: Held;
}
type Row = { id: number; createdAt: string; status: string; claim?: unknown };

const NOW = Date.parse('2026-11-23T06:15:00.000Z');

/** The claim's clock is `Date.now()`: fake timers move it, nothing else is faked. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** Oldest first, as the queues' lists: by arrival, then by id. */
const byAge = <T extends Row>(rows: T[]) =>
  [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);

type Video = (typeof db.videos)[number];
type Complaint = (typeof db.complaints)[number];
type Application = (typeof db.applications)[number];

/**
 * Per queue: its waiting items oldest first, and a filter of its list that leaves the oldest out (the
 * query, and the rows it keeps).
 */
const QUEUES = [
  {
    queue: 'videos',
    waiting: () => byAge(db.videos.filter((row) => row.status === 'moderation')),
    filter: (oldest: Row) => {
      const other = db.videos.find(
        (row) => row.status === 'moderation' && row.categoryId !== (oldest as Video).categoryId,
      )!.categoryId;
      return {
        query: `categoryId=${other}`,
        keeps: (row: Row) => (row as Video).categoryId === other,
      };
    },
  },
  {
    queue: 'complaints',
    waiting: () => byAge(db.complaints.filter((row) => row.status === 'new')),
    filter: (oldest: Row) => {
      const other = (oldest as Complaint).targetType === 'video' ? 'comment' : 'video';
      return {
        query: `targetType=${other}`,
        keeps: (row: Row) => (row as Complaint).targetType === other,
      };
    },
  },
  {
    queue: 'applications',
    waiting: () => byAge(db.applications.filter((row) => row.status === 'pending')),
    filter: (oldest: Row) => {
      const other = (oldest as Application).type === 'verification' ? 'contest' : 'verification';
      return { query: `type=${other}`, keeps: (row: Row) => (row as Application).type === other };
    },
  },
] as const;

const next = (queue: string, as: number, query = '') =>
  call<Next>(`/${queue}/next${query ? `?${query}` : ''}`, { method: 'POST', as });

/** The seeded moderators who may work (active, role `Модератор`), the mock's test account first. */
const moderators = () =>
  db.users
    .filter((user) => user.roleIds.includes(2) && user.status === 'active')
    .map((user) => user.id);

describe.each(QUEUES)('POST /$queue/next', ({ queue, waiting, filter }) => {
  it('claims the oldest waiting item for 120 s and answers it with its claim', async () => {
    const oldest = waiting()[0]!;
    const { status, result } = await next(queue, MODERATOR_ID);
    expect(status).toBe(200);
    const claim = {
      by: { id: MODERATOR_ID, nickname: 'moderator', avatarUrl: expect.any(String) },
      expiresAt: new Date(NOW + CLAIM_TTL_MS).toISOString(),
    };
    expect(result).toEqual({
      item: expect.objectContaining({ id: oldest.id, claim }),
      claim,
    });
    // The claim is the one `POST /{id}/claim` takes: another moderator is refused it.
    const other = await call(`/${queue}/${oldest.id}/claim`, { method: 'POST', as: ADMIN_ID });
    expect([other.status, other.error.message]).toEqual([409, 'Сейчас проверяет moderator']);
  });

  it('gives the caller the item they hold again (a reload), and passes over `skip`', async () => {
    const [first, second] = waiting();
    expect((await next(queue, MODERATOR_ID)).result.item.id).toBe(first!.id);
    expect((await next(queue, MODERATOR_ID)).result.item.id).toBe(first!.id);
    const skipping = await next(queue, MODERATOR_ID, `skip=${first!.id}`);
    expect(skipping.result.item.id).toBe(second!.id);
  });

  it('skips items another moderator holds', async () => {
    const [first, second, third] = waiting();
    await call(`/${queue}/${first!.id}/claim`, { method: 'POST', as: ADMIN_ID });
    expect((await next(queue, MODERATOR_ID)).result.item.id).toBe(second!.id);
    expect((await next(queue, ADMIN_ID)).result.item.id).toBe(first!.id);
    const [, another] = moderators().filter((id) => id !== MODERATOR_ID);
    expect((await next(queue, another!)).result.item.id).toBe(third!.id);
  });

  it('honours the list’s filters and search', async () => {
    const { query, keeps } = filter(waiting()[0]!);
    const kept = waiting().filter(keeps);
    expect(kept.length).toBeGreaterThan(1);
    expect(kept[0]!.id).not.toBe(waiting()[0]!.id);
    expect((await next(queue, MODERATOR_ID, query)).result.item.id).toBe(kept[0]!.id);
    // A status other than the waiting one holds nothing to hand out.
    const decidedStatus = db[queue].find((row) => !waiting().includes(row as never))!.status;
    expect((await next(queue, ADMIN_ID, `status=${decidedStatus}`)).status).toBe(204);
    expect((await next(queue, ADMIN_ID, 'search=zzzz-nothing-matches')).status).toBe(204);
  });

  it('answers 204 when nothing is free, and again once the items held by others lapse', async () => {
    const { query, keeps } = filter(waiting()[0]!);
    for (const row of waiting().filter(keeps)) {
      await call(`/${queue}/${row.id}/claim`, { method: 'POST', as: ADMIN_ID });
    }
    const none = await next(queue, MODERATOR_ID, query);
    expect(none.status).toBe(204);
    expect(none.result).toBeUndefined();
    // A claim left behind lapses after its 120 s: the item is handed out again, oldest first.
    vi.setSystemTime(NOW + CLAIM_TTL_MS - 1);
    expect((await next(queue, MODERATOR_ID, query)).status).toBe(204);
    vi.setSystemTime(NOW + CLAIM_TTL_MS);
    const lapsed = await next(queue, MODERATOR_ID, query);
    expect([lapsed.status, lapsed.result.item.id]).toEqual([200, waiting().filter(keeps)[0]!.id]);
    // The item changed hands: the trail says whose claim lapsed.
    expect(db.audit.at(-1)).toMatchObject({
      action: 'claim_takeover',
      actorId: MODERATOR_ID,
      entityId: lapsed.result.item.id,
    });
  });

  it('never gives two moderators calling at once the same item', async () => {
    const callers = moderators();
    expect(callers.length).toBeGreaterThanOrEqual(5);
    const answers = await Promise.all(callers.map((as) => next(queue, as)));
    const ids = answers.map((answer) => answer.result.item.id);
    expect(new Set(ids).size).toBe(callers.length);
    expect(ids.sort((a, b) => a - b)).toEqual(
      waiting()
        .slice(0, callers.length)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    );
    // Each holds what they were given.
    answers.forEach((answer, n) => expect(answer.result.claim.by.id).toBe(callers[n]));
  });

  it('refuses what the list refuses, a malformed `skip` and the parameters of pages (422)', async () => {
    const answer = await next(queue, MODERATOR_ID, 'skip=1,x&page=2&sort=createdAt');
    expect(answer.status).toBe(422);
    expect(answer.error.errors).toEqual({
      skip: 'Ожидаются id через запятую, не больше 100',
      page: 'Неизвестный параметр',
      sort: 'Неизвестный параметр',
    });
    const tooMany = Array.from({ length: 101 }, (_, n) => n + 1).join(',');
    expect((await next(queue, MODERATOR_ID, `skip=${tooMany}`)).status).toBe(422);
  });
});
