import { fireEvent, screen } from '@testing-library/react';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';

/** Every decision the server receives, in order. */
export function recordDecisions() {
  const calls: Array<{ path: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST' || !/\/videos\/\d+\/(approve|reject)$/.test(path)) return;
    const text = await request.clone().text();
    calls.push({ path, body: text ? JSON.parse(text) : undefined });
  });
  return calls;
}

export function waitingVideos() {
  return db.videos
    .filter((video) => video.status === 'moderation')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export async function openVideo(id: number, as: 1 | 2 = 2) {
  loginAs(as);
  const view = renderApp(`/moderation/videos/${id}`);
  await screen.findByRole('form', { name: 'Данные видео' });
  return view;
}

/** What a key on a Russian layout sends: the Cyrillic character, with the physical key's code. */
export function pressOnRussianLayout(code: string, key: string, init: KeyboardEventInit = {}) {
  fireEvent.keyDown(document.body, { key, code, ...init });
}
