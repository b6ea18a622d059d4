import { describe, expect, it, vi } from 'vitest';
import type { QueueName } from '@/contract/queue-stats';
import { QUEUE_STATS_ERRORS } from '@/contract/queue-stats';
import { db } from '../db';
import { queueHistory } from '../queue-history';
import { ADMIN_ID, call, MODERATOR_ID } from '../testing';
import { atNow, DAY_OF_NOW, HOUR, NOW, stats, WEEK } from './queue-stats.test-helpers';

/** `2026-12-02T10:00:00.000Z`: the start of the hour `ms` lies in. */
const hourOf = (ms: number) => new Date(ms - (ms % HOUR)).toISOString();

atNow();

/** A moderator of the seed who has no history of their own: their figures are the test's calls only. */
const freshModerator = () => {
  const worked = new Set(queueHistory().decisions.map((decision) => decision.actorId));
  return db.users.find(
    (user) => user.roleIds.includes(2) && user.status === 'active' && !worked.has(user.id),
  )!;
};
const waitingVideo = (skip = 0) =>
  db.videos.filter((video) => video.status === 'moderation')[skip]!;

async function decideVideo(id: number, action: 'approve' | 'reject', as: number) {
  const body = action === 'reject' ? { reason: 'Нарушает правила' } : {};
  const expectedStatus = db.videos.find((video) => video.id === id)!.status;
  const answer = await call(`/videos/${id}/${action}`, {
    method: 'POST',
    body: { ...body, expectedStatus },
    as,
  });
  expect(answer.status).toBe(200);
}

describe('GET /stats/queues', () => {
  it('holds a week of history by several moderators, hour by hour', async () => {
    const { status, result } = await stats();
    expect(status).toBe(200);
    expect(result.queues.map((queue) => queue.queue)).toEqual([
      'videos',
      'complaints',
      'applications',
    ]);
    for (const queue of result.queues) {
      // 168 hours and the current one.
      expect(queue.hours).toHaveLength(169);
      expect(queue.hours[0]!.at).toBe(hourOf(NOW - 168 * HOUR));
      expect(queue.hours.at(-1)!.at).toBe(hourOf(NOW));
      expect(queue.received).toBeGreaterThan(50);
      expect(queue.decided).toBeGreaterThan(50);
    }
    expect(result.moderators.length).toBeGreaterThanOrEqual(5);
    expect(result.moderators.every((row) => row.decisions > 0)).toBe(true);
  });

  it('counts what waits now against each queue’s target', async () => {
    const { result } = await stats();
    const videos = result.queues.find((queue) => queue.queue === 'videos')!;
    const waiting = db.videos.filter((video) => video.status === 'moderation');
    expect(videos.waiting).toBe(waiting.length);
    const oldest = Math.min(...waiting.map((video) => Date.parse(video.createdAt)));
    expect(Date.parse(videos.oldestWaitingSince!)).toBe(oldest);
    expect(videos.targetHours).toBe(24);
    expect(videos.overTarget).toBe(
      waiting.filter((video) => NOW - Date.parse(video.createdAt) > 24 * HOUR).length,
    );
  });

  it('shows a moderator the queues and their own row only; an administrator everyone', async () => {
    const admin = await stats(ADMIN_ID);
    const moderator = await stats(MODERATOR_ID);
    expect(moderator.status).toBe(200);
    expect(moderator.result.queues).toEqual(admin.result.queues);
    expect(moderator.result.moderators.map((row) => row.moderator.id)).toEqual([MODERATOR_ID]);
    expect(moderator.result.moderators[0]).toEqual(
      admin.result.moderators.find((row) => row.moderator.id === MODERATOR_ID),
    );
    // One who decided nothing still gets their row, with nothing in it.
    const fresh = freshModerator();
    const own = await stats(fresh.id);
    expect(own.result.moderators).toEqual([
      expect.objectContaining({
        moderator: expect.objectContaining({ id: fresh.id }),
        decisions: 0,
        decisionsLastDay: 0,
        medianSeconds: null,
        undoneShare: 0,
        reversedShare: 0,
      }),
    ]);
    expect(admin.result.moderators.some((row) => row.moderator.id === fresh.id)).toBe(false);
  });

  it('times a decision from the moment its item was opened (the claim), renewals included', async () => {
    const fresh = freshModerator();
    const video = waitingVideo();
    expect((await call(`/videos/${video.id}/claim`, { method: 'POST', as: fresh.id })).status).toBe(
      200,
    );
    vi.setSystemTime(NOW + 60_000);
    await call(`/videos/${video.id}/claim`, { method: 'POST', as: fresh.id });
    vi.setSystemTime(NOW + 95_000);
    await decideVideo(video.id, 'approve', fresh.id);
    // A decision from a row, never opened, is counted but not timed.
    await decideVideo(waitingVideo().id, 'approve', fresh.id);
    const { result } = await stats(fresh.id, {
      dateFrom: WEEK.dateFrom,
      dateTo: new Date(NOW + 100_000).toISOString(),
    });
    expect(result.moderators[0]).toMatchObject({
      decisions: 2,
      decisionsLastDay: 2,
      medianSeconds: 95,
    });
    // The trail's answers do not carry the mock's bookkeeping.
    const trail = await call<{ items: object[] }>(`/audit?entityType=video&entityId=${video.id}`);
    expect(trail.result.items[0]).not.toHaveProperty('openedAt');
  });

  it('counts decisions changed afterwards, by their author and by somebody else', async () => {
    const fresh = freshModerator();
    const [first, second, third, fourth] = [0, 1, 2, 3].map((skip) => waitingVideo(skip).id);
    for (const id of [first!, second!, third!, fourth!]) await decideVideo(id, 'approve', fresh.id);
    vi.setSystemTime(NOW + 60_000);
    await decideVideo(first!, 'reject', fresh.id); // changed by its author
    await decideVideo(second!, 'reject', ADMIN_ID); // by somebody else
    const period = { dateFrom: WEEK.dateFrom, dateTo: new Date(NOW + 60_000).toISOString() };
    const { result } = await stats(fresh.id, period);
    // Five decisions: four approvals and one rejection; one approval undone, one reversed.
    expect(result.moderators[0]).toMatchObject({
      decisions: 5,
      undoneShare: 1 / 5,
      reversedShare: 1 / 5,
    });
  });

  it('agrees with the audit trail, the items and the archived week, counted here directly', async () => {
    // Some traffic of the panel's own: decisions, a reversal, new items do not come in through it.
    const fresh = freshModerator();
    await decideVideo(waitingVideo().id, 'approve', MODERATOR_ID);
    await decideVideo(waitingVideo().id, 'reject', fresh.id);
    const decided = db.videos.find(
      (video) => video.moderatedById === MODERATOR_ID && video.moderatedAt?.startsWith(DAY_OF_NOW),
    )!;
    vi.setSystemTime(NOW + 1000);
    await decideVideo(decided.id, 'reject', fresh.id);
    const complaint = db.complaints.find((row) => row.status === 'new')!;
    await call(`/complaints/${complaint.id}/reject`, {
      method: 'POST',
      body: {},
      as: MODERATOR_ID,
    });
    const application = db.applications.find((row) => row.status === 'pending')!;
    await call(`/applications/${application.id}/approve`, { method: 'POST', as: fresh.id });

    const period = { dateFrom: WEEK.dateFrom, dateTo: new Date(NOW + 1000).toISOString() };
    const from = Date.parse(period.dateFrom);
    const to = Date.parse(period.dateTo);
    const anchor = Math.floor(NOW / HOUR) * HOUR;

    // Decisions: every status change of a queue item in the trail, and the archive's.
    const kinds: Record<string, QueueName> = {
      video: 'videos',
      complaint: 'complaints',
      application: 'applications',
    };
    type Counted = {
      queue: QueueName;
      at: number;
      actorId: number;
      fate: string | null;
      openMs: number | null;
    };
    const counted: Counted[] = queueHistory().decisions.map((decision) => ({
      queue: decision.queue,
      at: anchor - decision.agoMs,
      actorId: decision.actorId,
      fate: decision.fate,
      openMs: decision.openMs,
    }));
    const trail = db.audit.filter(
      (entry) =>
        kinds[entry.entityType] &&
        entry.after &&
        'status' in entry.after &&
        entry.before?.status !== entry.after.status,
    );
    trail.forEach((entry, index) => {
      const next = trail
        .slice(index + 1)
        .find(
          (later) => later.entityType === entry.entityType && later.entityId === entry.entityId,
        );
      counted.push({
        queue: kinds[entry.entityType]!,
        at: Date.parse(entry.createdAt),
        actorId: entry.actorId,
        fate: next ? (next.actorId === entry.actorId ? 'undone' : 'reversed') : null,
        openMs: entry.openedAt ? Date.parse(entry.createdAt) - Date.parse(entry.openedAt) : null,
      });
    });
    const inPeriod = counted.filter((decision) => decision.at >= from && decision.at <= to);
    const arrivals = [
      ...queueHistory().arrivals.map((arrival) => ({
        queue: arrival.queue,
        at: anchor - arrival.agoMs,
      })),
      ...db.videos.map((row) => ({ queue: 'videos' as const, at: Date.parse(row.createdAt) })),
      ...db.complaints.map((row) => ({
        queue: 'complaints' as const,
        at: Date.parse(row.createdAt),
      })),
      ...db.applications.map((row) => ({
        queue: 'applications' as const,
        at: Date.parse(row.createdAt),
      })),
    ].filter((arrival) => arrival.at >= from && arrival.at <= to);

    const { result } = await stats(ADMIN_ID, period);
    for (const queue of result.queues) {
      expect(queue.decided).toBe(
        inPeriod.filter((decision) => decision.queue === queue.queue).length,
      );
      expect(queue.received).toBe(
        arrivals.filter((arrival) => arrival.queue === queue.queue).length,
      );
      // Hour by hour too.
      for (const hour of queue.hours) {
        const start = Date.parse(hour.at);
        const inHour = (at: number) => at >= start && at < start + HOUR;
        expect([hour.at, hour.decided]).toEqual([
          hour.at,
          inPeriod.filter((decision) => decision.queue === queue.queue && inHour(decision.at))
            .length,
        ]);
        expect([hour.at, hour.received]).toEqual([
          hour.at,
          arrivals.filter((arrival) => arrival.queue === queue.queue && inHour(arrival.at)).length,
        ]);
      }
    }
    const actors = [...new Set(inPeriod.map((decision) => decision.actorId))];
    expect(result.moderators.map((row) => row.moderator.id).sort()).toEqual(actors.sort());
    for (const row of result.moderators) {
      const own = inPeriod.filter((decision) => decision.actorId === row.moderator.id);
      const timed = own
        .flatMap((decision) => (decision.openMs === null ? [] : [decision.openMs]))
        .sort((a, b) => a - b);
      const middle = timed.length >> 1;
      const median =
        timed.length === 0
          ? null
          : timed.length % 2
            ? timed[middle]!
            : (timed[middle - 1]! + timed[middle]!) / 2;
      expect(row).toEqual({
        moderator: expect.objectContaining({ id: row.moderator.id }),
        decisions: own.length,
        decisionsLastDay: own.filter((decision) => decision.at > to - 24 * HOUR).length,
        medianSeconds: median === null ? null : Math.round(median / 1000),
        undoneShare: own.filter((decision) => decision.fate === 'undone').length / own.length,
        reversedShare: own.filter((decision) => decision.fate === 'reversed').length / own.length,
        escalations: 0,
      });
    }
  });

  it('refuses a malformed period, one in the wrong order and one longer than 31 days (422)', async () => {
    expect((await stats(ADMIN_ID, { dateFrom: 'вчера' })).error.errors).toEqual({
      dateFrom: QUEUE_STATS_ERRORS.date,
    });
    expect(
      (await stats(ADMIN_ID, { dateFrom: '2026-11-20T00:00:00Z', dateTo: '2026-11-19T00:00:00Z' }))
        .error.errors,
    ).toEqual({ dateTo: QUEUE_STATS_ERRORS.order });
    const long = await stats(ADMIN_ID, {
      dateFrom: '2026-10-01T00:00:00Z',
      dateTo: '2026-11-19T00:00:00Z',
    });
    expect([long.status, long.error.errors]).toEqual([422, { dateTo: QUEUE_STATS_ERRORS.period }]);
    expect(QUEUE_STATS_ERRORS).toEqual({
      date: 'Укажите дату и время в формате ISO 8601',
      order: 'Конец периода раньше его начала',
      period: 'Период не длиннее 31 дня',
      target: 'Срок — целое число часов от 1 до 720',
    });
  });
});
