import { db } from '@mocks/db';
import { MODERATOR_ID } from '@mocks/testing';
import { loginAs, renderApp } from '@/test/render';
import { loadedTable } from '@/test/table';

/** The complaints queue as the moderator sees it, `query` being the address's query. */
export async function openQueue(query = '') {
  loginAs(MODERATOR_ID);
  const app = renderApp(`/moderation/complaints${query}`);
  return { grid: await loadedTable('Жалобы'), ...app };
}

/** The new complaints (about `targetType` if given), the oldest first: the queue's order. */
export const waitingOldestFirst = (targetType?: string) =>
  db.complaints
    .filter((c) => c.status === 'new' && (!targetType || c.targetType === targetType))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
