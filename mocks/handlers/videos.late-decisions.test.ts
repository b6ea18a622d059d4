import { describe, expect, it } from 'vitest';
import { formatDecidedAt } from '@/contract/conflicts';
import { db } from '../db';
import { ADMIN_ID, call, MODERATOR_ID } from '../testing';

/**
 * A decision on a video that no longer waits changes nothing and answers 409 `Уже решено: …`, whether
 * or not the client says which status it saw (docs/product.md#several-moderators-at-once).
 */
const video = (id: number) => db.videos.find((row) => row.id === id)!;
const waiting = () => db.videos.find((row) => row.status === 'moderation')!.id;
const decidedBy = (id: number, nickname: string) =>
  `Уже решено: ${nickname}, ${formatDecidedAt(video(id).moderatedAt!)}`;

describe('a late video decision without `expectedStatus`', () => {
  it('an approve and a reject sent at once: the first wins, the second is 409 and changes nothing', async () => {
    const id = waiting();
    const [approve, reject] = await Promise.all([
      call(`/videos/${id}/approve`, { method: 'POST', as: ADMIN_ID }),
      call(`/videos/${id}/reject`, {
        method: 'POST',
        body: { reason: 'Низкое качество видео' },
        as: MODERATOR_ID,
      }),
    ]);
    // Whichever came first decided; the other one heard who.
    const [won, lost] = approve.status === 200 ? [approve, reject] : [reject, approve];
    expect([won.status, lost.status]).toEqual([200, 409]);
    const winner = won === approve ? 'admin' : 'moderator';
    expect(lost.error.message).toBe(decidedBy(id, winner));
    expect(video(id).status).toBe(won === approve ? 'published' : 'rejected');
  });

  it('a second approve of a published video is 409, and the first decision stays its own', async () => {
    const id = waiting();
    expect((await call(`/videos/${id}/approve`, { method: 'POST', as: MODERATOR_ID })).status).toBe(
      200,
    );
    const decidedAt = video(id).moderatedAt;
    const again = await call(`/videos/${id}/approve`, { method: 'POST', as: ADMIN_ID });
    expect([again.status, again.error.message]).toEqual([409, decidedBy(id, 'moderator')]);
    expect(video(id)).toMatchObject({ moderatedById: MODERATOR_ID, moderatedAt: decidedAt });
  });

  it('a decision that would change nothing is 409 even with the status seen', async () => {
    const published = db.videos.find((row) => row.status === 'published')!.id;
    const answer = await call(`/videos/${published}/approve`, {
      method: 'POST',
      body: { expectedStatus: 'published' },
    });
    expect(answer.status).toBe(409);
    expect(answer.error.message).toMatch(/^Уже решено: /);
  });

  it('taking a published video down on purpose still works, with the status seen', async () => {
    const published = db.videos.find((row) => row.status === 'published')!.id;
    const answer = await call(`/videos/${published}/reject`, {
      method: 'POST',
      body: { reason: 'Нарушение правил', expectedStatus: 'published' },
    });
    expect(answer.status).toBe(200);
    expect(video(published).status).toBe('rejected');
  });

  it('in bulk, a video already in the status asked for is skipped, the others decided', async () => {
    const [waitingId, publishedId] = [
      waiting(),
      db.videos.find((row) => row.status === 'published')!.id,
    ];
    const answer = await call<{ updated: number; skipped: Array<{ id: number }> }>('/videos/bulk', {
      method: 'POST',
      body: { ids: [waitingId, publishedId], action: 'approve' },
    });
    expect(answer.status).toBe(200);
    expect(answer.result.updated).toBe(1);
    expect(answer.result.skipped.map(({ id }) => id)).toEqual([publishedId]);
  });
});
