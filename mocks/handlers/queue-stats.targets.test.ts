import { describe, expect, it } from 'vitest';
import { QUEUE_STATS_ERRORS } from '@/contract/queue-stats';
import { ADMIN_ONLY_MESSAGE } from '@/contract/roles';
import { db } from '../db';
import { ADMIN_ID, call, MODERATOR_ID, RAW_BASE } from '../testing';
import { testTokens } from '../token-testing';
import { atNow, DAY_OF_NOW, HOUR, NOW, query, stats } from './queue-stats.test-helpers';

atNow();

describe('PATCH /stats/queues/targets', () => {
  it('sets the targets an administrator sends; the others keep theirs', async () => {
    const answer = await call('/stats/queues/targets', {
      method: 'PATCH',
      body: { videos: 2000 % 700 },
    });
    expect(answer.result).toEqual({ videos: 600, complaints: 4, applications: 48 });
    const { result } = await stats();
    const videos = result.queues.find((queue) => queue.queue === 'videos')!;
    expect(videos.targetHours).toBe(600);
    expect(videos.overTarget).toBe(
      db.videos.filter(
        (video) => video.status === 'moderation' && NOW - Date.parse(video.createdAt) > 600 * HOUR,
      ).length,
    );
  });

  it('is the administrators’: a moderator gets 409 and changes nothing; a bad target is 422', async () => {
    const refused = await call('/stats/queues/targets', {
      method: 'PATCH',
      body: { videos: 1 },
      as: MODERATOR_ID,
    });
    expect([refused.status, refused.error.message]).toEqual([409, ADMIN_ONLY_MESSAGE]);
    const invalid = await call('/stats/queues/targets', {
      method: 'PATCH',
      body: { complaints: 0.5, applications: 721 },
    });
    expect([invalid.status, invalid.error.errors]).toEqual([
      422,
      { complaints: QUEUE_STATS_ERRORS.target, applications: QUEUE_STATS_ERRORS.target },
    ]);
    expect(db.queueTargets.map((row) => row.targetHours)).toEqual([24, 4, 48]);
  });
});

describe('GET /stats/queues/export', () => {
  async function download(as: number) {
    const response = await fetch(`${RAW_BASE}/stats/queues/export${query()}`, {
      headers: { Authorization: `Bearer ${testTokens(as).accessToken}` },
    });
    return { response, text: await response.text() };
  }

  it('writes both tables; a nickname that reads as a formula is written as text', async () => {
    const worker = db.users.find((user) => user.id === 5)!;
    worker.nickname = '=HYPERLINK("http://evil")';
    const { response, text } = await download(ADMIN_ID);
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="queues-${DAY_OF_NOW}.csv"`,
    );
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Очередь;Ждут;Ждёт с (UTC);Срок, ч;Дольше срока;Поступило за период;Решено за период;Ждут второго мнения;Вторых мнений за период',
    );
    expect(lines[1]).toMatch(/^Видео;\d+;2026-/);
    expect(lines[4]).toBe('');
    expect(lines[5]).toBe(
      'Модератор;Решений за 24 часа;Решений за период;Медиана до решения, с;Изменено им же, %;Изменено другими, %;Вторых мнений за период',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")";`);
  });

  it('gives a moderator their own row only', async () => {
    const { text } = await download(MODERATOR_ID);
    const moderators = text.split('\r\n\r\n')[1]!.trim().split('\r\n');
    expect(moderators).toHaveLength(2);
    expect(moderators[1]).toMatch(/^moderator;\d+;\d+;\d*;\d+,\d;\d+,\d;\d+$/);
  });
});
