import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_TTL_MS, formatDecidedAt } from '../claims';
import { COLLEAGUE_HOLD_MS, colleagueStep, colleagueUser } from '../colleague';
import { controls } from '../controls';
import { db } from '../db';
import { ADMIN_ID, call, MODERATOR_ID, copyOf } from '../testing';
import { waitingVideo } from './audit.test-helpers';

interface ClaimAnswer {
  by: { id: number; nickname: string; avatarUrl: string | null };
  expiresAt: string;
}
interface WithClaim {
  id: number;
  status: string;
  claim: ClaimAnswer | null;
}

const NOW = Date.parse('2026-11-23T06:15:00.000Z');

/** The claim's clock is `Date.now()`: fake timers move it, nothing else is faked. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

/** The oldest waiting item: first in its queue's list (first come, first served). */
const oldest = <T extends { createdAt: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;

const QUEUES = [
  {
    queue: 'videos',
    waiting: () => oldest(db.videos.filter((row) => row.status === 'moderation')).id,
    decided: () => db.videos.find((row) => row.status !== 'moderation')!.id,
    listQuery: '?status=moderation&limit=100',
  },
  {
    queue: 'complaints',
    waiting: () => oldest(db.complaints.filter((row) => row.status === 'new')).id,
    decided: () => db.complaints.find((row) => row.status !== 'new')!.id,
    listQuery: '?status=new&limit=100',
  },
  {
    queue: 'applications',
    waiting: () => db.applications.find((row) => row.status === 'pending')!.id,
    decided: () => db.applications.find((row) => row.status !== 'pending')!.id,
    listQuery: '?status=pending&limit=100',
  },
] as const;

const claim = (queue: string, id: number, as: number) =>
  call<ClaimAnswer>(`/${queue}/${id}/claim`, { method: 'POST', as });
const release = (queue: string, id: number, as: number) =>
  call<{ id: number }>(`/${queue}/${id}/claim`, { method: 'DELETE', as });
const claimIn = async (queue: string, id: number, listQuery: string) => {
  const { result } = await call<{ items: WithClaim[] }>(`/${queue}${listQuery}`);
  return result.items.find((item) => item.id === id)?.claim;
};
const nickname = (id: number) => db.users.find((user) => user.id === id)!.nickname;

describe.each(QUEUES)('claims of $queue', ({ queue, waiting, decided, listQuery }) => {
  it('POST claims for 120 s, and the list shows who holds it', async () => {
    const id = waiting();
    const { status, result } = await claim(queue, id, MODERATOR_ID);
    expect(status).toBe(200);
    expect(result).toEqual({
      by: { id: MODERATOR_ID, nickname: 'moderator', avatarUrl: expect.any(String) },
      expiresAt: new Date(NOW + 120_000).toISOString(),
    });
    expect(await claimIn(queue, id, listQuery)).toEqual(result);
  });

  it('the same moderator renews it: 120 s from the renewal', async () => {
    const id = waiting();
    await claim(queue, id, MODERATOR_ID);
    vi.setSystemTime(NOW + 60_000);
    const renewed = await claim(queue, id, MODERATOR_ID);
    expect(renewed.status).toBe(200);
    expect(renewed.result.expiresAt).toBe(new Date(NOW + 180_000).toISOString());
  });

  it('answers 409 `Сейчас проверяет <nickname>` with the claim to another moderator', async () => {
    const id = waiting();
    const held = await claim(queue, id, MODERATOR_ID);
    const other = await claim(queue, id, ADMIN_ID);
    expect(other.status).toBe(409);
    expect(other.error).toEqual({ message: 'Сейчас проверяет moderator', claim: held.result });
  });

  it('lapses after 120 s: the field is null and another moderator may claim', async () => {
    const id = waiting();
    await claim(queue, id, MODERATOR_ID);
    vi.setSystemTime(NOW + CLAIM_TTL_MS - 1);
    expect((await claimIn(queue, id, listQuery))?.by.id).toBe(MODERATOR_ID);
    expect((await claim(queue, id, ADMIN_ID)).status).toBe(409);
    vi.setSystemTime(NOW + CLAIM_TTL_MS);
    expect(await claimIn(queue, id, listQuery)).toBeNull();
    const taken = await claim(queue, id, ADMIN_ID);
    expect([taken.status, taken.result.by.id]).toEqual([200, ADMIN_ID]);
  });

  it('DELETE releases one’s own claim; another moderator’s stays (409)', async () => {
    const id = waiting();
    await claim(queue, id, MODERATOR_ID);
    const refused = await release(queue, id, ADMIN_ID);
    expect([refused.status, refused.error.message]).toEqual([409, 'Сейчас проверяет moderator']);
    expect((await claimIn(queue, id, listQuery))?.by.id).toBe(MODERATOR_ID);
    const released = await release(queue, id, MODERATOR_ID);
    expect([released.status, released.result]).toEqual([200, { id }]);
    expect(await claimIn(queue, id, listQuery)).toBeNull();
    // Nothing left to release is no error.
    expect((await release(queue, id, MODERATOR_ID)).status).toBe(200);
  });

  it('answers 409 `Уже решено` for an item no longer waiting, and 404 for an unknown one', async () => {
    const id = decided();
    const answer = await claim(queue, id, MODERATOR_ID);
    expect(answer.status).toBe(409);
    expect(answer.error.message).toMatch(/^Уже решено: \S+, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
    expect((await claim(queue, 999_999, MODERATOR_ID)).status).toBe(404);
  });
});

describe('the claim field', () => {
  it('is null on items no longer waiting, even with a claim stored', async () => {
    const video = db.videos.find((row) => row.status === 'published')!;
    video.claim = { byId: MODERATOR_ID, expiresAt: NOW + 60_000 };
    expect((await call<WithClaim>(`/videos/${video.id}`)).result.claim).toBeNull();
  });

  it('is null once the holder decides the item, in the detail and the list', async () => {
    const video = db.videos.find((row) => row.status === 'moderation')!;
    await claim('videos', video.id, MODERATOR_ID);
    expect((await call<WithClaim>(`/videos/${video.id}`)).result.claim?.by.id).toBe(MODERATOR_ID);
    await call(`/videos/${video.id}/approve`, { method: 'POST', as: MODERATOR_ID });
    expect((await call<WithClaim>(`/videos/${video.id}`)).result.claim).toBeNull();
    expect(video.claim).toBeNull();
  });

  it('decisions on a claimed item are not refused: the panel asks the moderator first', async () => {
    const complaint = db.complaints.find((row) => row.status === 'new')!;
    await claim('complaints', complaint.id, MODERATOR_ID);
    const answer = await call<WithClaim>(`/complaints/${complaint.id}/reject`, {
      method: 'POST',
      body: { note: '' },
      as: ADMIN_ID,
    });
    expect([answer.status, answer.result.status, answer.result.claim]).toEqual([
      200,
      'rejected',
      null,
    ]);
  });
});

describe('decisions on videos decided meanwhile', () => {
  it('a late reject of a video approved meanwhile answers 409 naming who and when, and changes nothing', async () => {
    const video = waitingVideo();
    vi.setSystemTime(Date.parse('2026-11-23T06:15:00.000Z'));
    await call(`/videos/${video.id}/approve`, {
      method: 'POST',
      body: { expectedStatus: 'moderation' },
      as: MODERATOR_ID,
    });
    const before = copyOf(video);
    vi.setSystemTime(NOW + 5_000);
    const late = await call(`/videos/${video.id}/reject`, {
      method: 'POST',
      body: { reason: 'Нарушает правила', expectedStatus: 'moderation' },
      as: ADMIN_ID,
    });
    expect([late.status, late.error.message]).toEqual([
      409,
      'Уже решено: moderator, 23.11.2026, 09:15',
    ]);
    // The facts as fields, for the panel to read instead of the text.
    expect(late.error).toMatchObject({
      decidedBy: { id: MODERATOR_ID, nickname: 'moderator' },
      decidedAt: '2026-11-23T06:15:00.000Z',
    });
    expect(video).toEqual(before);
    const lateApprove = await call(`/videos/${video.id}/approve`, {
      method: 'POST',
      body: { expectedStatus: 'moderation' },
    });
    expect(lateApprove.status).toBe(409);
  });

  it('a decided video is decided again (taken down) only on purpose: with the status seen', async () => {
    const video = db.videos.find((row) => row.status === 'published')!;
    const reason = 'Снято по запросу правообладателя';
    const unsaid = await call(`/videos/${video.id}/reject`, { method: 'POST', body: { reason } });
    expect(unsaid.status).toBe(409);
    const answer = await call<WithClaim>(`/videos/${video.id}/reject`, {
      method: 'POST',
      body: { reason, expectedStatus: 'published' },
    });
    expect([answer.status, answer.result.status]).toEqual([200, 'rejected']);
  });

  it('bulk skips the videos decided meanwhile and lists them with who decided', async () => {
    const [first, second, third] = db.videos.filter((row) => row.status === 'moderation');
    await call(`/videos/${second!.id}/reject`, {
      method: 'POST',
      body: { reason: 'Низкое качество', expectedStatus: 'moderation' },
      as: MODERATOR_ID,
    });
    const rejected = copyOf(second);
    const { status, result } = await call<{
      updated: number;
      skipped: Array<{ id: number; message: string }>;
    }>('/videos/bulk', {
      method: 'POST',
      body: {
        ids: [first!.id, second!.id, third!.id],
        action: 'approve',
        expectedStatus: 'moderation',
      },
    });
    expect(status).toBe(200);
    expect(result).toEqual({
      updated: 2,
      skipped: [
        {
          id: second!.id,
          message: 'Уже решено: moderator, 23.11.2026, 09:15',
          decidedBy: expect.objectContaining({ id: 2, nickname: 'moderator' }),
          decidedAt: '2026-11-23T06:15:00.000Z',
        },
      ],
    });
    expect(second).toEqual(rejected);
    expect([first!.status, third!.status]).toEqual(['published', 'published']);
  });
});

describe('the date of `Уже решено`', () => {
  it('is Moscow time, DD.MM.YYYY, HH:mm', () => {
    expect(formatDecidedAt('2026-11-23T06:15:00.000Z')).toBe('23.11.2026, 09:15');
    expect(formatDecidedAt('2026-01-05T21:07:00.000Z')).toBe('06.01.2026, 00:07');
  });
});

describe('the simulated colleague', () => {
  it('is off by default', () => {
    expect(controls.colleague).toBe(false);
  });

  it('is a seeded moderator with a nickname of their own', () => {
    const colleague = colleagueUser()!;
    expect(colleague.roleIds).toContain(2);
    expect([ADMIN_ID, MODERATOR_ID]).not.toContain(colleague.id);
    expect(colleague.nickname).not.toBe('');
  });

  it('claims a waiting item nobody holds, holds it a few seconds, then decides it', async () => {
    const colleague = colleagueUser()!;
    colleagueStep(() => 0);
    const held = [...db.videos, ...db.complaints, ...db.applications].filter(
      (row) => row.claim?.byId === colleague.id,
    );
    expect(held).toHaveLength(1);
    const [item] = held;
    const queue = db.videos.includes(item as never)
      ? 'videos'
      : db.complaints.includes(item as never)
        ? 'complaints'
        : 'applications';
    const other = await claim(queue, item!.id, MODERATOR_ID);
    expect(other.error.message).toBe(`Сейчас проверяет ${nickname(colleague.id)}`);

    colleagueStep(() => 0);
    expect(item!.claim?.byId).toBe(colleague.id);
    vi.setSystemTime(NOW + COLLEAGUE_HOLD_MS);
    colleagueStep(() => 0);
    expect(item!.claim).toBeNull();
    const late = await claim(queue, item!.id, MODERATOR_ID);
    expect(late.error.message).toBe(
      `Уже решено: ${nickname(colleague.id)}, ${formatDecidedAt(new Date(NOW + COLLEAGUE_HOLD_MS).toISOString())}`,
    );
  });
});
