import { afterEach, describe, expect, it } from 'vitest';
import { colleagueStep, colleagueUser } from '../colleague';
import { db } from '../db';
import { subscribeLive, type LiveEvent } from '../live';
import { ADMIN_ID, call, MODERATOR_ID } from '../testing';
import { escalate, ESCALATION_QUEUES, giveBack, NOTE } from './escalations.test-helpers';

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const moderator = { id: MODERATOR_ID, nickname: 'moderator', avatarUrl: expect.any(String) };
const admin = { id: ADMIN_ID, nickname: expect.any(String), avatarUrl: expect.any(String) };
const ESCALATED = 'Ждёт второго мнения: просит moderator';

describe.each(ESCALATION_QUEUES)('the live stream, on $queue', (q) => {
  it('tells a request, and its answer: the administrator’s decision or the item handed back', async () => {
    const events: LiveEvent[] = [];
    stops.push(subscribeLive((event) => events.push(event)));
    const id = q.waiting();
    await escalate(q.queue, id, NOTE, MODERATOR_ID);
    await giveBack(q.queue, id, 'Решайте сами, всё в порядке', ADMIN_ID);
    await escalate(q.queue, id, NOTE, MODERATOR_ID);
    await q.decide(id, ADMIN_ID);
    const told = events.filter((event) => event.type === 'escalation').map((event) => event.data);
    const common = { queue: q.queue, id, askedBy: moderator, note: NOTE };
    expect(told).toEqual([
      { ...common, state: 'asked', by: null, status: expect.any(String), answer: null },
      {
        ...common,
        state: 'returned',
        by: admin,
        status: expect.any(String),
        answer: 'Решайте сами, всё в порядке',
      },
      { ...common, state: 'asked', by: null, status: expect.any(String), answer: null },
      { ...common, state: 'decided', by: admin, status: q.decidedStatus, answer: null },
    ]);
  });
});

describe('bulk decisions', () => {
  it('skip, for a moderator, the videos waiting for a second opinion, saying who asked', async () => {
    const [asked, other] = db.videos.filter((row) => row.status === 'moderation');
    await escalate('videos', asked!.id, NOTE, MODERATOR_ID);
    const bulk = (as: number, ids: number[]) =>
      call<{ updated: number; skipped: unknown[] }>('/videos/bulk', {
        method: 'POST',
        body: { ids, action: 'approve', expectedStatus: 'moderation' },
        as,
      });
    const { result } = await bulk(MODERATOR_ID, [asked!.id, other!.id]);
    expect(result).toEqual({ updated: 1, skipped: [{ id: asked!.id, message: ESCALATED }] });
    expect((await bulk(ADMIN_ID, [asked!.id])).result).toEqual({ updated: 1, skipped: [] });
    expect(db.escalations[0]).toMatchObject({ state: 'decided', answeredById: ADMIN_ID });
  });

  it('skip, for a moderator, the applications waiting for a second opinion', async () => {
    const [asked, other] = db.applications.filter(
      (row) => row.status === 'pending' && row.type !== 'payout',
    );
    await escalate('applications', asked!.id, NOTE, MODERATOR_ID);
    const { result } = await call('/applications/bulk', {
      method: 'POST',
      body: { ids: [asked!.id, other!.id], action: 'approve' },
      as: MODERATOR_ID,
    });
    expect(result).toEqual({ updated: 1, skipped: [{ id: asked!.id, message: ESCALATED }] });
  });
});

describe('a complaint waiting for a second opinion', () => {
  it('stays when a moderator decides another complaint about the same target', async () => {
    const waiting = db.complaints.filter((row) => row.status === 'new');
    const [first, second] = waiting.filter(
      (row, _, all) =>
        all.filter(
          (other) => other.targetType === row.targetType && other.targetId === row.targetId,
        ).length > 1,
    );
    const sibling = waiting.find(
      (row) =>
        row !== first && row.targetType === first!.targetType && row.targetId === first!.targetId,
    )!;
    expect(second).toBeDefined();
    await escalate('complaints', first!.id, NOTE, MODERATOR_ID);
    const { status } = await call(`/complaints/${sibling.id}/resolve`, {
      method: 'POST',
      body: { action: 'none' },
      as: MODERATOR_ID,
    });
    expect(status).toBe(200);
    expect(db.complaints.find((row) => row.id === first!.id)!.status).toBe('new');
    expect(db.escalations[0]!.state).toBe('waiting');
  });
});

describe('the simulated colleague', () => {
  it('never takes an item waiting for a second opinion', async () => {
    // Its first pick with random() = 0: the newest waiting video.
    const newest = [...db.videos]
      .filter((row) => row.status === 'moderation')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    await escalate('videos', newest.id, NOTE, MODERATOR_ID);
    colleagueStep(() => 0);
    const colleague = colleagueUser()!.id;
    const held = [...db.videos, ...db.complaints, ...db.applications].filter(
      (row) => row.claim?.byId === colleague,
    );
    expect(held).toHaveLength(1);
    expect(held[0]).not.toBe(db.videos.find((row) => row.id === newest.id));
  });
});

describe('a video deleted while it waits for a second opinion', () => {
  it('leaves «Вторые мнения» and its counter', async () => {
    const video = db.videos.find((row) => row.status === 'moderation')!;
    await escalate('videos', video.id, NOTE, MODERATOR_ID);
    expect((await call<{ secondOpinions: number }>('/stats/counters')).result.secondOpinions).toBe(
      1,
    );
    expect((await call(`/videos/${video.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call<{ total: number }>('/escalations')).result.total).toBe(0);
    expect((await call<{ secondOpinions: number }>('/stats/counters')).result.secondOpinions).toBe(
      0,
    );
  });
});
