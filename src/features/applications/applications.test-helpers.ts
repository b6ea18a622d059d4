import { MODERATOR_ID } from '@mocks/testing';
import { loginAs, renderApp } from '@/test/render';
import { loadedTable } from '@/test/table';

/** The applications queue as the moderator sees it, `filter` being the address's query. */
export async function openQueue(filter = '') {
  loginAs(MODERATOR_ID);
  renderApp(`/users/applications${filter}`);
  return loadedTable('Заявки');
}
