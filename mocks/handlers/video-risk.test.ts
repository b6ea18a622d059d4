import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '@/contract/common';
import { SHARE_FILTER_MESSAGE } from '@/contract/list';
import { ADMIN_ONLY_MESSAGE } from '@/contract/roles';
import {
  RISK_MESSAGES,
  RISK_MODEL,
  VIDEO_NEXT_ORDER_MESSAGE,
  type FrameRiskClasses,
  type VideoRisk,
} from '@/contract/video-risk';
import type { Video } from '@/contract/videos';
import { db } from '../db';
import { subscribeLive, type LiveEvent } from '../live';
import { ADMIN_ID, call, MODERATOR_ID } from '../testing';

const SAFE: FrameRiskClasses = { Drawing: 0.05, Hentai: 0, Neutral: 0.9, Porn: 0.02, Sexy: 0.03 };
const RISKY: FrameRiskClasses = { Drawing: 0, Hentai: 0.1, Neutral: 0.2, Porn: 0.5, Sexy: 0.2 };

const scores = (frames = [SAFE, RISKY]) => ({
  model: RISK_MODEL.name,
  modelVersion: RISK_MODEL.version,
  frames: frames.map((classes, index) => ({ at: index * 2.5, classes })),
});

const putRisk = (id: number, body: unknown, as = MODERATOR_ID) =>
  call<Video>(`/videos/${id}/risk`, { method: 'PUT', body, as });

const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** The live events from now on. */
function liveEvents(): LiveEvent[] {
  const events: LiveEvent[] = [];
  stops.push(subscribeLive((event) => events.push(event)));
  return events;
}

const list = (query: string) => call<Page<Video>>(`/videos?limit=100&${query}`);

describe('PUT /videos/{id}/risk', () => {
  it('keeps the scores a moderator sends, with the maximum, the moment and who sent them', async () => {
    const video = db.videos.find((row) => !row.risk)!;
    const answer = await putRisk(video.id, scores());
    expect(answer.status).toBe(200);
    const risk = answer.result.risk as VideoRisk;
    expect(risk.max).toBeCloseTo(0.8);
    expect(risk.scoredBy).toBe(MODERATOR_ID);
    expect(risk.frames).toEqual(scores().frames);
    // An administrator opening the video later reads them without computing them again.
    const read = await call<Video>(`/videos/${video.id}`, { as: ADMIN_ID });
    expect(read.result.risk).toEqual(risk);
    expect(read.result.riskMax).toBeCloseTo(0.8);
    // The list's rows carry the maximum only, not the frames.
    const row = (await list(`search=${encodeURIComponent(video.title)}`)).result.items.find(
      (item) => item.id === video.id,
    )!;
    expect(row.riskMax).toBeCloseTo(0.8);
    expect('risk' in row).toBe(false);
  });

  it('refuses a bad body with 422 and a Russian message per field, and changes nothing', async () => {
    const video = db.videos.find((row) => !row.risk)!;
    const bad = await putRisk(video.id, {
      model: '',
      modelVersion: 'x'.repeat(41),
      frames: [{ at: -1, classes: { ...SAFE, Porn: 1.5 } }],
    });
    expect(bad.status).toBe(422);
    expect(bad.error.errors).toEqual({
      model: RISK_MESSAGES.model,
      modelVersion: RISK_MESSAGES.modelVersion,
      frames: RISK_MESSAGES.at,
    });
    const probability = await putRisk(video.id, scores([{ ...SAFE, Sexy: -0.1 }]));
    expect(probability.error.errors).toEqual({ frames: RISK_MESSAGES.probability });
    const none = await putRisk(video.id, { ...scores(), frames: [] });
    expect(none.error.errors).toEqual({ frames: RISK_MESSAGES.frames });
    const tooMany = await putRisk(video.id, scores(Array.from({ length: 201 }, () => SAFE)));
    expect(tooMany.error.errors).toEqual({ frames: RISK_MESSAGES.frames });
    expect(db.videos.find((row) => row.id === video.id)!.risk ?? null).toBeNull();
  });

  it('tells every live stream the video’s new maximum; a refused body tells nothing', async () => {
    const video = db.videos.find((row) => !row.risk)!;
    const events = liveEvents();
    await putRisk(video.id, { ...scores(), frames: [] });
    expect(events.filter((event) => event.type === 'risk')).toEqual([]);
    await putRisk(video.id, scores());
    expect(events.filter((event) => event.type === 'risk')).toEqual([
      { type: 'risk', data: { queue: 'videos', id: video.id, riskMax: expect.closeTo(0.8) } },
    ]);
  });

  it('answers 404 for an unknown video', async () => {
    const answer = await putRisk(999_999, scores());
    expect([answer.status, answer.error.message]).toEqual([404, 'Видео не найдено']);
  });
});

describe('GET /videos by risk', () => {
  it('sorts by the highest frame risk both ways, videos not scored last either way', async () => {
    for (const order of ['desc', 'asc'] as const) {
      const { items } = (await list(`sort=risk&order=${order}`)).result;
      const scored = items.filter((item) => item.riskMax !== null).map((item) => item.riskMax!);
      expect(scored.length).toBeGreaterThan(0);
      expect(items.slice(0, scored.length).every((item) => item.riskMax !== null)).toBe(true);
      const sorted = [...scored].sort((a, b) => (order === 'asc' ? a - b : b - a));
      expect(scored).toEqual(sorted);
    }
  });

  it('filters from riskMin: only scored videos at or above it', async () => {
    const expected = db.videos.filter((video) => (video.risk?.max ?? -1) >= 0.5).length;
    const { total, items } = (await list('riskMin=0.5')).result;
    expect(total).toBe(expected);
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.riskMax !== null && item.riskMax >= 0.5)).toBe(true);
    for (const invalid of ['1.5', '-0.1', 'abc', '1e-1']) {
      const refused = await list(`riskMin=${invalid}`);
      expect([refused.status, refused.error.errors]).toEqual([
        422,
        { riskMin: SHARE_FILTER_MESSAGE },
      ]);
    }
  });
});

describe('POST /videos/next by risk', () => {
  const waiting = () => db.videos.filter((video) => video.status === 'moderation');

  it('hands out the riskiest waiting video with `order: risk`, the oldest without it', async () => {
    const riskiest = waiting()
      .filter((video) => video.risk)
      .reduce((top, video) => (video.risk!.max > top.risk!.max ? video : top));
    const risky = await call<{ item: Video }>('/videos/next', {
      method: 'POST',
      body: { order: 'risk' },
      as: MODERATOR_ID,
    });
    expect(risky.result.item.id).toBe(riskiest.id);
    const oldest = waiting()
      .filter((video) => video.id !== riskiest.id)
      .reduce((first, video) => (video.createdAt < first.createdAt ? video : first));
    const plain = await call<{ item: Video }>('/videos/next', { method: 'POST', as: MODERATOR_ID });
    expect(plain.result.item.id).toBe(oldest.id);
  });

  it('refuses an unknown order', async () => {
    const refused = await call('/videos/next', { method: 'POST', body: { order: 'views' } });
    expect([refused.status, refused.error.errors]).toEqual([
      422,
      { order: VIDEO_NEXT_ORDER_MESSAGE },
    ]);
  });
});

describe('/policy/risk-threshold', () => {
  it('is read by every panel user, 0.5 until set', async () => {
    const read = await call('/policy/risk-threshold', { as: MODERATOR_ID });
    expect(read.result).toEqual({ threshold: 0.5 });
  });

  it('is set by administrators, in the audit trail; a moderator gets 409, a bad value 422', async () => {
    const refused = await call('/policy/risk-threshold', {
      method: 'PUT',
      body: { threshold: 0.3 },
      as: MODERATOR_ID,
    });
    expect([refused.status, refused.error.message]).toEqual([409, ADMIN_ONLY_MESSAGE]);
    for (const threshold of [0.96, 0.01, '0.5']) {
      const bad = await call('/policy/risk-threshold', { method: 'PUT', body: { threshold } });
      expect([bad.status, bad.error.errors]).toEqual([422, { threshold: RISK_MESSAGES.threshold }]);
    }
    expect((await call('/policy/risk-threshold')).result).toEqual({ threshold: 0.5 });

    const events = liveEvents();
    const set = await call('/policy/risk-threshold', { method: 'PUT', body: { threshold: 0.7 } });
    // Open panels read the policy again, the threshold with it.
    expect(events).toContainEqual({ type: 'policy', data: {} });
    expect(set.result).toEqual({ threshold: 0.7 });
    expect((await call('/policy/risk-threshold', { as: MODERATOR_ID })).result).toEqual({
      threshold: 0.7,
    });
    const entry = db.audit.at(-1)!;
    expect([entry.actorId, entry.entityType, entry.before, entry.after]).toEqual([
      ADMIN_ID,
      'queue_target',
      { riskThreshold: 0.5 },
      { riskThreshold: 0.7 },
    ]);
  });
});
