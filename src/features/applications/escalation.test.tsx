import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ADMIN_ID, MODERATOR_ID } from '@mocks/testing';
import { press } from '@/test/keys';
import { recordPosts } from '@/test/requests';
import { loginAs, renderApp } from '@/test/render';
import { bodyRows, loadedTable } from '@/test/table';
import { openQueue } from './applications.test-helpers';

const nicknameOf = (id: number) => db.users.find((user) => user.id === id)!.nickname;

// Whole pages render slowly on a busy 2-core machine: generous per-test limits.
describe('applications: a second opinion', { timeout: 90_000 }, () => {
  it('E on the active row asks with a note; the application leaves the queue', async () => {
    const user = userEvent.setup();
    const sent = recordPosts(/\/escalate$/);
    const grid = await openQueue();
    press('KeyJ', 'о');
    const active = grid.querySelector<HTMLElement>('tbody tr[data-active]')!;
    const activeText = active.textContent;
    press('KeyE', 'у');
    const dialog = await screen.findByRole('dialog', { name: 'Нужно второе мнение' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /В чём сомнение/ }),
      'Реквизиты выглядят странно',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Попросить' }));
    expect(await screen.findByText('Запрос второго мнения отправлен')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ note: 'Реквизиты выглядят странно' });
    const id = Number(/\/applications\/(\d+)\/escalate$/.exec(sent[0]!.path)![1]);
    expect(db.escalations).toMatchObject([{ queue: 'applications', itemId: id }]);
    await waitFor(() =>
      expect(bodyRows(grid).map((row) => row.textContent)).not.toContain(activeText),
    );
  });

  it('says the server’s 409 naming who asked when a colleague asked first', async () => {
    const user = userEvent.setup();
    const grid = await openQueue();
    await user.click(
      within(bodyRows(grid)[0]!).getByRole('button', { name: /Нужно второе мнение/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Нужно второе мнение' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /В чём сомнение/ }),
      'Реквизиты выглядят странно',
    );
    const pending = db.applications
      .filter((row) => row.status === 'pending')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const row of pending.slice(0, 1))
      db.escalations.push({
        id: 1,
        queue: 'applications',
        itemId: row.id,
        note: 'Сомневаюсь',
        askedById: ADMIN_ID,
        askedAt: new Date().toISOString(),
        state: 'waiting',
        answeredById: null,
        answeredAt: null,
        answer: null,
      });
    await user.click(within(dialog).getByRole('button', { name: 'Попросить' }));
    expect(
      await screen.findByText(`Ждёт второго мнения: просит ${nicknameOf(ADMIN_ID)}`),
    ).toBeInTheDocument();
  });

  it('shows an administrator the application where it was, marked with who asked, its E spent', async () => {
    const application = db.applications
      .filter((row) => row.status === 'pending')
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
    db.escalations.push({
      id: 1,
      queue: 'applications',
      itemId: application.id,
      note: 'Реквизиты выглядят странно',
      askedById: MODERATOR_ID,
      askedAt: new Date().toISOString(),
      state: 'waiting',
      answeredById: null,
      answeredAt: null,
      answer: null,
    });
    loginAs(ADMIN_ID);
    renderApp('/users/applications');
    const grid = await loadedTable('Заявки');
    const row = within(grid).getByText('второе мнение: просит moderator').closest('tr')!;
    expect(within(row).getByRole('button', { name: /Нужно второе мнение/ })).toBeDisabled();
  });
});
