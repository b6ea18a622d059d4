import { afterEach, describe, expect, it, vi } from 'vitest';
import { commit, db } from './db';
import { COMPACT_AFTER, DB_KEY, REVISION_KEY } from './journal';
import { issueTokens } from './tokens';
import { ADMIN_ID, copyOf, fetchRaw } from './testing';

/**
 * What a commit costs in storage: the rows it changed, never the whole database; and that what is
 * stored, read by a tab opened afterwards, is the database this tab holds.
 */
const entryKeys = () =>
  Object.keys(localStorage).filter((key) => key.startsWith(`${DB_KEY}-change.`));

async function openAnotherTab() {
  vi.resetModules();
  return import('./db');
}

afterEach(() => vi.useRealTimers());

describe('the mock database in storage', () => {
  it('a decision stores the rows it changed (the video and its audit entry), not the database', async () => {
    const token = (await issueTokens(ADMIN_ID)).accessToken;
    const snapshot = localStorage.getItem(DB_KEY);
    expect(snapshot).not.toBeNull();
    const before = entryKeys().length;
    const id = db.videos.find((video) => video.status === 'moderation')!.id;

    const answer = await fetchRaw('POST', `/videos/${id}/approve`, { token });

    expect(answer.status).toBe(200);
    expect(localStorage.getItem(DB_KEY)).toBe(snapshot);
    const keys = entryKeys();
    expect(keys).toHaveLength(before + 1);
    const latest = keys.sort((a, b) => Number(a.split('.').pop()) - Number(b.split('.').pop()));
    const raw = localStorage.getItem(latest.at(-1)!)!;
    const entry = JSON.parse(raw) as { rows: Record<string, Array<{ id: number }>> };
    expect(Object.keys(entry.rows).sort()).toEqual(['audit', 'videos']);
    expect(entry.rows.videos!.map((video) => video.id)).toEqual([id]);
    expect(raw.length).toBeLessThan(4000);
    expect(snapshot!.length).toBeGreaterThan(500_000);
    expect(JSON.parse(localStorage.getItem(REVISION_KEY)!)).toMatch(/:\d+$/);
  });

  it('a tab opened afterwards reads the same data: rows changed, created and deleted, sessions', async () => {
    const { accessToken: token, refreshToken } = await issueTokens(ADMIN_ID);
    await fetchRaw('PATCH', '/users/7/block', { token, body: { reason: 'Спам в комментариях' } });
    await fetchRaw('POST', '/categories', {
      token,
      body: { name: 'Новая категория', slug: 'novaya', description: '', isActive: true },
    });
    await fetchRaw('DELETE', '/videos/3', { token });
    await fetchRaw('POST', '/auth', { body: { refreshToken } });
    expect(entryKeys().length).toBeGreaterThan(0);

    const tabB = await openAnotherTab();

    expect(copyOf(tabB.db)).toEqual(copyOf(db));
    expect(tabB.db.videos.some((video) => video.id === 3)).toBe(false);
    expect(tabB.db.categories.at(-1)?.name).toBe('Новая категория');
    expect(tabB.db.refreshSessions[refreshToken]).toBeUndefined();
  });

  it('entries are folded into a new snapshot when enough piled up, off the request', async () => {
    await issueTokens(ADMIN_ID);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const user = db.users.find((candidate) => candidate.id === 9)!;
    for (let step = 0; step < COMPACT_AFTER; step += 1) {
      user.name = `Имя ${step}`;
      commit();
    }
    expect(entryKeys().length).toBeGreaterThanOrEqual(COMPACT_AFTER);
    const stale = localStorage.getItem(DB_KEY);

    await vi.runAllTimersAsync();

    expect(entryKeys()).toEqual([]);
    expect(localStorage.getItem(DB_KEY)).not.toBe(stale);
    const tabB = await openAnotherTab();
    expect(tabB.db.users.find((candidate) => candidate.id === 9)?.name).toBe(
      `Имя ${COMPACT_AFTER - 1}`,
    );
  });
});
