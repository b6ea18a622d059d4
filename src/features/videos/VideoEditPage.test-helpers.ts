import { screen } from '@testing-library/react';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { MODERATOR_ID } from '@mocks/testing';
import { recordPosts } from '@/test/requests';

/** The videos waiting for a decision, the oldest first: the queue's order. */
export function waitingVideos() {
  return db.videos
    .filter((video) => video.status === 'moderation')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** A video's page, as the moderator (2) or the administrator (1) sees it. */
export async function openVideo(id: number, as: 1 | 2 = MODERATOR_ID) {
  loginAs(as);
  const view = renderApp(`/moderation/videos/${id}`);
  await screen.findByRole('form', { name: 'Данные видео' });
  return view;
}

/** Every decision the server receives, in order. */
export const recordDecisions = () => recordPosts(/\/videos\/\d+\/(approve|reject)$/);
