import { within } from '@testing-library/react';
import type { MockVideo } from '@mocks/types';
import { rowLinkingTo } from '@/test/table';

/** The id of the video a row shows: its first link leads to the video's page. */
export function videoIdOf(row: HTMLElement): number {
  return Number(within(row).getAllByRole('link')[0]!.getAttribute('href')!.split('/').pop());
}

/** A video's row in the list, by the link to its page (two videos may share a title). */
export const videoRow = (grid: HTMLElement, video: Pick<MockVideo, 'id'>) =>
  rowLinkingTo(grid, `/moderation/videos/${video.id}`);
