import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { colleagueUser } from '@mocks/colleague';
import { db } from '@mocks/db';
import type { MockVideo } from '@mocks/types';

/**
 * docs/product.md#several-moderators-at-once on the videos: claims, the question before deciding a
 * held video, late decisions.
 */

export const MODERATOR_ID = 2;

export function waitingOldestFirst(): MockVideo[] {
  return db.videos
    .filter((video) => video.status === 'moderation')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export function colleague() {
  return colleagueUser()!;
}

/** The colleague is on the video for the next minute. */
export function heldByColleague(video: MockVideo) {
  video.claim = { byId: colleague().id, expiresAt: Date.now() + 60_000 };
}

/** A video's row in the list, by the link to its page (two videos may share a title). */
export async function rowOf(grid: HTMLElement, video: MockVideo): Promise<HTMLElement> {
  await waitFor(() =>
    expect(grid.querySelector(`a[href="/moderation/videos/${video.id}"]`)).not.toBeNull(),
  );
  return grid.querySelector(`a[href="/moderation/videos/${video.id}"]`)!.closest('tr')!;
}
