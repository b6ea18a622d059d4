import { afterEach, describe, expect, it, vi } from 'vitest';
import { COLLEAGUE_HOLD_MS, colleagueStep, colleagueUser } from '../colleague';
import { db } from '../db';
import { testTokens } from '../token-testing';
import { ADMIN_ID, call, fetchRaw, MODERATOR_ID, RAW_BASE } from '../testing';
import { readFrames } from '../live-testing';
import { EVENTS_ERRORS, TICKET_TTL_S } from './events';
import { countQueues } from './stats';
import { userSummaryById } from '../views/users';

/** An open `GET /events`: its frames as they arrive, read one by one. */
async function openStream(ticket: string) {
  const controller = new AbortController();
  const response = await fetch(`${RAW_BASE}/events?ticket=${ticket}`, {
    headers: { Accept: 'text/event-stream' },
    signal: controller.signal,
  });
  return { response, ...readFrames(response.body!), close: () => controller.abort() };
}

async function ticketFor(userId: number): Promise<string> {
  const answer = await call<{ ticket: string; expiresIn: number }>('/events/ticket', {
    method: 'POST',
    as: userId,
  });
  expect(answer.status).toBe(200);
  return answer.result.ticket;
}

const open: Array<{ close: () => void }> = [];
afterEach(() => {
  for (const stream of open.splice(0)) stream.close();
  vi.useRealTimers();
});

async function stream(userId = MODERATOR_ID) {
  const opened = await openStream(await ticketFor(userId));
  open.push(opened);
  return opened;
}

const oldestWaitingVideo = () =>
  [...db.videos]
    .filter((video) => video.status === 'moderation')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;

describe('POST /events/ticket', () => {
  it('needs the bearer token like every call', async () => {
    const answer = await fetchRaw('POST', '/events/ticket');
    expect(answer.status).toBe(401);
  });

  it('gives a ticket valid for 30 s', async () => {
    const answer = await call<{ ticket: string; expiresIn: number }>('/events/ticket', {
      method: 'POST',
      as: MODERATOR_ID,
    });
    expect(answer.result).toEqual({
      ticket: expect.stringMatching(/^[0-9a-f]{32}$/),
      expiresIn: 30,
    });
  });
});

describe('GET /events', () => {
  it('refuses a missing, unknown, spent or expired ticket with 401', async () => {
    for (const path of ['/events', '/events?ticket=nope']) {
      const answer = await fetchRaw('GET', path);
      expect(answer).toEqual({ status: 401, json: { message: EVENTS_ERRORS.ticket } });
    }
    const first = await stream();
    expect(first.response.status).toBe(200);
    const spent = new URL(first.response.url).searchParams.get('ticket');
    expect(await fetchRaw('GET', `/events?ticket=${spent}`)).toEqual({
      status: 401,
      json: { message: 'Билет потока событий недействителен или просрочен' },
    });

    const ticket = await ticketFor(MODERATOR_ID);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TICKET_TTL_S * 1000 + 1);
    expect((await fetchRaw('GET', `/events?ticket=${ticket}`)).status).toBe(401);
  });

  it('streams text/event-stream, starting with the counters', async () => {
    const { response, next } = await stream();
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await next()).toEqual({ event: 'counters', data: countQueues() });
  });

  it("sends another moderator's claim, its release, a decision and the new counters", async () => {
    const { next } = await stream();
    const before = await next();
    const video = oldestWaitingVideo();
    const admin = userSummaryById(1);

    expect((await call(`/videos/${video.id}/claim`, { method: 'POST' })).status).toBe(200);
    expect(await next()).toEqual({
      event: 'claim',
      data: {
        queue: 'videos',
        id: video.id,
        claim: {
          by: admin,
          expiresAt: expect.any(String),
        },
      },
    });

    await call(`/videos/${video.id}/claim`, { method: 'DELETE' });
    expect(await next()).toEqual({
      event: 'claim',
      data: { queue: 'videos', id: video.id, claim: null },
    });

    await call(`/videos/${video.id}/approve`, { method: 'POST' });
    expect(await next()).toEqual({
      event: 'decision',
      data: {
        queue: 'videos',
        id: video.id,
        status: 'published',
        by: admin,
        at: expect.any(String),
      },
    });
    const counters = before.data as ReturnType<typeof countQueues>;
    expect(await next()).toEqual({
      event: 'counters',
      data: { ...counters, videosModeration: counters.videosModeration - 1 },
    });
  });

  it('sends one decision per complaint a resolution closes, then the counters', async () => {
    const { next } = await stream();
    await next();
    const complaint = db.complaints.find(
      (row) =>
        row.status === 'new' &&
        db.complaints.some(
          (other) =>
            other !== row &&
            other.status === 'new' &&
            other.targetType === row.targetType &&
            other.targetId === row.targetId,
        ),
    )!;
    const closed = db.complaints.filter(
      (row) =>
        row.status === 'new' &&
        row.targetType === complaint.targetType &&
        row.targetId === complaint.targetId,
    );
    await call(`/complaints/${complaint.id}/resolve`, {
      method: 'POST',
      body: { action: 'none', note: '' },
    });
    const decisions = [];
    for (const _ of closed) decisions.push(await next());
    expect(decisions.map((frame) => frame.event)).toEqual(closed.map(() => 'decision'));
    expect(decisions.map((frame) => (frame.data as { id: number }).id).sort()).toEqual(
      closed.map((row) => row.id).sort(),
    );
    expect((await next()).event).toBe('counters');
  });

  it('a resolution that hides a comment and blocks its author says so in its decision (effects)', async () => {
    const { next } = await stream();
    await next();
    const complaint = db.complaints.find(
      (row) =>
        row.status === 'new' &&
        row.targetType === 'comment' &&
        db.comments.find((comment) => comment.id === row.targetId)?.status === 'visible' &&
        db.users.find((user) => user.id === row.targetUserId)?.status === 'active',
    )!;
    await call(`/complaints/${complaint.id}/resolve`, {
      method: 'POST',
      body: { action: 'hide_content', note: '' },
    });
    const hidden = await next();
    expect(hidden).toMatchObject({
      event: 'decision',
      data: {
        status: 'resolved',
        effects: [{ entity: 'comments', id: complaint.targetId, status: 'hidden' }],
      },
    });

    const another = db.complaints.find(
      (row) =>
        row.status === 'new' &&
        row.targetUserId !== complaint.targetUserId &&
        row.targetUserId !== 1 &&
        db.users.find((user) => user.id === row.targetUserId)?.status === 'active',
    )!;
    const { next: nextAgain } = await stream();
    await nextAgain();
    await call(`/complaints/${another.id}/resolve`, {
      method: 'POST',
      body: { action: 'block_user', note: 'Спам' },
    });
    let frame = await nextAgain();
    while ((frame.data as { id?: number }).id !== another.id) frame = await nextAgain();
    expect((frame.data as { effects: unknown[] }).effects).toContainEqual({
      entity: 'users',
      id: another.targetUserId,
      status: 'blocked',
    });
  });

  it("sends the simulated colleague's claim and decision", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
    const { next } = await stream();
    await next();
    const colleague = colleagueUser()!;
    colleagueStep(() => 0);
    const claimed = await next();
    expect(claimed.event).toBe('claim');
    expect(claimed.data).toMatchObject({ claim: { by: { id: colleague.id } } });

    vi.setSystemTime(Date.now() + COLLEAGUE_HOLD_MS);
    colleagueStep(() => 0);
    const decided = await next();
    expect(decided.event).toBe('decision');
    expect(decided.data).toMatchObject({
      queue: (claimed.data as { queue: string }).queue,
      id: (claimed.data as { id: number }).id,
      by: { id: colleague.id },
    });
  });

  it('sends nothing for a call that changes no queue', async () => {
    const { next } = await stream();
    await next();
    testTokens(MODERATOR_ID);
    const video = oldestWaitingVideo();
    await call(`/videos/${video.id}/claim`, { method: 'POST' });
    // The next frame is the claim: the login's commit before it said nothing.
    expect((await next()).event).toBe('claim');
  });
});

describe("a blocked user's streams", () => {
  it('get `session` with the reason and close; nobody else hears of it', async () => {
    const moderator = await stream(MODERATOR_ID);
    const admin = await stream(ADMIN_ID);
    expect((await moderator.next()).event).toBe('counters');
    expect((await admin.next()).event).toBe('counters');
    const blocked = await call('/users/2/block', {
      method: 'PATCH',
      body: { reason: 'Передача доступа третьим лицам' },
    });
    expect(blocked.status).toBe(200);
    expect(await moderator.next()).toEqual({
      event: 'session',
      data: { message: 'Учётная запись заблокирована. Причина: Передача доступа третьим лицам' },
    });
    await expect(moderator.next()).rejects.toThrow('the stream ended');
    // The administrator's stream goes on: the next change reaches it, and no `session` came before.
    const video = oldestWaitingVideo();
    await call(`/videos/${video.id}/approve`, { method: 'POST', body: {} });
    expect((await admin.next()).event).toBe('decision');
  });

  it('a complaint that blocks a user ends their session too', async () => {
    const target = db.users.find((user) => user.id === 13)!;
    const complaint = db.complaints.find((row) => row.status === 'new')!;
    complaint.targetUserId = target.id;
    target.roleIds = [2];
    const theirs = await stream(target.id);
    await theirs.next();
    const answer = await call(`/complaints/${complaint.id}/resolve`, {
      method: 'POST',
      body: { action: 'block_user', note: 'Оскорбления' },
    });
    expect(answer.status).toBe(200);
    let frame = await theirs.next();
    while (frame.event !== 'session') frame = await theirs.next();
    expect(frame.data).toEqual({ message: 'Учётная запись заблокирована. Причина: Оскорбления' });
  });

  it('a blocked user gets no stream: the ticket or the stream answers 403', async () => {
    const ticket = await ticketFor(MODERATOR_ID);
    db.users.find((user) => user.id === MODERATOR_ID)!.status = 'blocked';
    expect((await fetchRaw('GET', `/events?ticket=${ticket}`)).status).toBe(403);
    const refused = await call('/events/ticket', { method: 'POST', as: MODERATOR_ID });
    expect(refused.status).toBe(403);
  });
});
