import { describe, expect, it, vi } from 'vitest';
import { databaseRevision, db } from './db';
import { REVISION_KEY } from './journal';
import { shareLiveEventsBetweenTabs, subscribeLive, type LiveEvent } from './live';
import { testTokens } from './token-testing';
import { prepareRequest } from './http';
import { readJson } from './request-parsing';
import { ADMIN_ID, fetchRaw, RAW_BASE } from './testing';

/**
 * In the browser every tab runs the mock in its own page: its own copy of `db`, one shared
 * localStorage. Here the test module's copy is tab A (it answers through msw/node) and a fresh import
 * of the same modules, reading the same (jsdom) localStorage, is tab B.
 */
async function openAnotherTab() {
  vi.resetModules();
  const [database, tokens, live, claims] = await Promise.all([
    import('./db'),
    import('./tokens'),
    import('./live'),
    import('./claims'),
  ]);
  return { ...database, ...tokens, ...live, ...claims };
}

type Tab = Awaited<ReturnType<typeof openAnotherTab>>;

/** Tab B's handler blocking a user: catch up, change, commit, as every handler does. */
function blockIn(tab: Tab, userId: number, reason: string): void {
  tab.syncDatabase();
  const user = tab.db.users.find((candidate) => candidate.id === userId)!;
  Object.assign(user, { status: 'blocked', blockReason: reason, blockedUntil: null });
  tab.commit();
}

const statusIn = (tab: Tab, userId: number) =>
  tab.db.users.find((user) => user.id === userId)?.status;

describe('one mock database for all tabs', () => {
  it('a refresh token rotated in another tab is known here at once (rotation stays single-use)', async () => {
    const login = await fetchRaw('POST', '/auth', {
      body: { email: 'admin@whowillwin.ru', password: 'admin123' },
    });
    const first = (login.json as { result: { refreshToken: string } }).result.refreshToken;

    const tabB = await openAnotherTab();
    tabB.syncDatabase();
    const rotated = await tabB.rotateRefreshToken(first);
    expect(rotated.ok).toBe(true);

    const second = await fetchRaw('POST', '/auth', {
      body: { refreshToken: rotated.tokens!.refreshToken },
    });
    expect(second.status).toBe(200);
    const reused = await fetchRaw('POST', '/auth', { body: { refreshToken: first } });
    expect(reused).toEqual({ status: 401, json: { message: 'refresh token не найден' } });
  });

  it("a decision made in another tab is seen here, and this tab's commit does not undo it", async () => {
    const { accessToken } = testTokens(ADMIN_ID);
    const tabB = await openAnotherTab();
    blockIn(tabB, 5, 'Спам из другой вкладки');

    const seen = await fetchRaw('GET', '/users/5', { token: accessToken });
    expect(seen.json).toMatchObject({
      result: { status: 'blocked', blockReason: 'Спам из другой вкладки' },
    });
    const blocked = await fetchRaw('PATCH', '/users/6/block', {
      token: accessToken,
      body: { reason: 'Спам из этой вкладки' },
    });
    expect(blocked.status).toBe(200);

    const tabC = await openAnotherTab();
    tabC.syncDatabase();
    expect(statusIn(tabC, 5)).toBe('blocked');
    expect(statusIn(tabC, 6)).toBe('blocked');
  });

  it('a request catches up with other tabs after its body arrived, so a commit meanwhile is not lost', async () => {
    const tabB = await openAnotherTab();
    let bodyWanted!: () => void;
    const reading = new Promise<void>((resolve) => (bodyWanted = resolve));
    let sendBody!: () => void;
    // The body arrives only when the test says so; until then the request waits in `readJson`.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          bodyWanted();
          sendBody = () => {
            controller.enqueue(new TextEncoder().encode(JSON.stringify({ reason: 'Спам' })));
            controller.close();
          };
          return new Promise<void>(() => undefined);
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(`${RAW_BASE}/users/6/block`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);

    const prepared = prepareRequest(request);
    await reading;
    blockIn(tabB, 5, 'Спам из другой вкладки');
    sendBody();
    await prepared;

    // The handler now starts from the other tab's data, and its body is already read.
    expect(db.users.find((user) => user.id === 5)?.status).toBe('blocked');
    await expect(readJson(request)).resolves.toEqual({ reason: 'Спам' });
  });

  it('without another tab nothing is reloaded: data changed in memory stays', async () => {
    const user = db.users.find((candidate) => candidate.id === 7)!;
    user.nickname = 'изменён-в-памяти';
    const answer = await fetchRaw('GET', '/users/7', { token: testTokens(ADMIN_ID).accessToken });
    expect(answer.json).toMatchObject({ result: { nickname: 'изменён-в-памяти' } });
  });

  it("another tab's claim reaches this tab's event streams, once, and taking its data over sends nothing", async () => {
    const tabB = await openAnotherTab();
    const stops = [shareLiveEventsBetweenTabs(), tabB.shareLiveEventsBetweenTabs()];
    const heard: LiveEvent[] = [];
    stops.push(subscribeLive((event) => heard.push(event)));
    try {
      tabB.syncDatabase();
      const video = tabB.db.videos.find((row) => row.status === 'moderation')!;
      tabB.takeClaim(
        video,
        tabB.db.users.find((user) => user.id === ADMIN_ID)!,
      );
      tabB.commit();
      await vi.waitFor(() =>
        expect(heard).toEqual([
          {
            type: 'claim',
            data: { queue: 'videos', id: video.id, claim: expect.objectContaining({}) },
          },
        ]),
      );
      // This tab catches up with tab B's data before its next call: no second claim event.
      const answer = await fetchRaw('GET', '/stats/counters', {
        token: testTokens(ADMIN_ID).accessToken,
      });
      expect(answer.status).toBe(200);
      expect(heard.map((event) => event.type)).toEqual(['claim']);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it("another tab's event waits for its change to reach this tab's storage, and comes in order", async () => {
    const stop = shareLiveEventsBetweenTabs();
    const heard: LiveEvent[] = [];
    const unsubscribe = subscribeLive((event) => heard.push(event));
    const otherTab = new BroadcastChannel('www-mock-live');
    const storedBefore = localStorage.getItem(REVISION_KEY);
    try {
      const [generation, n] = (databaseRevision() ?? 'g:0').split(':');
      const ahead = (by: number) => `${generation}:${Number(n) + by}`;
      localStorage.setItem(REVISION_KEY, JSON.stringify(ahead(0)));
      const counters = (videos: number) =>
        ({ type: 'counters', data: { videos } }) as unknown as LiveEvent;
      // The other tab committed twice; its messages came before its writes to the storage.
      otherTab.postMessage({ event: counters(154), revision: ahead(1) });
      otherTab.postMessage({ event: counters(153), revision: ahead(2) });
      const ping = new BroadcastChannel('www-mock-live');
      const listened = new Promise((resolve) => (ping.onmessage = resolve));
      otherTab.postMessage({ ping: true });
      await listened;
      ping.close();
      expect(heard).toEqual([]);

      localStorage.setItem(REVISION_KEY, JSON.stringify(ahead(1)));
      window.dispatchEvent(new StorageEvent('storage', { key: REVISION_KEY }));
      expect(heard).toEqual([counters(154)]);
      // A write that never shows (the storage refused it) holds the event back 1 s, no longer.
      await vi.waitFor(() => expect(heard).toEqual([counters(154), counters(153)]), {
        timeout: 5000,
      });
    } finally {
      if (storedBefore === null) localStorage.removeItem(REVISION_KEY);
      else localStorage.setItem(REVISION_KEY, storedBefore);
      otherTab.close();
      unsubscribe();
      stop();
    }
  });
});
