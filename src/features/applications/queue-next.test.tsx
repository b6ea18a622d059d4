import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { heldByColleague } from '@mocks/claims-testing';
import { MODERATOR_ID } from '@mocks/testing';
import { rowWithLink } from '@/test/table';
import { openQueue } from './applications.test-helpers';

/** docs/product.md#queues-at-scale on applications: the server hands out the next application. */
const pendingOldestFirst = (type: string) =>
  db.applications
    .filter((row) => row.status === 'pending' && row.type === type)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
const nicknameOf = (userId: number) => db.users.find((user) => user.id === userId)!.nickname;

describe('applications: the next application from the server', { timeout: 60_000 }, () => {
  it('«Начать» makes the oldest pending application nobody else holds the active row, claimed', async () => {
    const user = userEvent.setup();
    const [held, free] = pendingOldestFirst('verification');
    heldByColleague(held!);
    const grid = await openQueue('?type=verification');
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    await waitFor(() => expect(free!.claim?.byId).toBe(MODERATOR_ID));
    await waitFor(() =>
      expect(rowWithLink(grid, nicknameOf(free!.userId))).toHaveAttribute('aria-current'),
    );
  });

  it('from another view of the list, the queue’s first page shows it as the active row', async () => {
    const user = userEvent.setup();
    const [oldest] = pendingOldestFirst('verification');
    await openQueue('?type=verification&status=approved');
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    await waitFor(() => {
      const grid = screen.getByRole('table', { name: 'Заявки' });
      const rows = within(grid).getAllByRole('row').slice(1);
      expect(rows[0]).toHaveAttribute('aria-current');
      expect(within(rows[0]!).getByText(nicknameOf(oldest!.userId))).toBeInTheDocument();
    });
  });

  it('says «Очередь пуста» naming the filters when nothing is free', async () => {
    const user = userEvent.setup();
    for (const application of pendingOldestFirst('payout')) heldByColleague(application);
    await openQueue('?type=payout');
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    expect(
      await screen.findByText('Очередь пуста: статус «На рассмотрении», тип «Вывод средств»'),
    ).toBeInTheDocument();
    // The search is one of them.
    await user.type(screen.getByRole('textbox', { name: /Поиск/ }), 'ничего такого');
    await waitFor(() => expect(screen.getByText('Заявки не найдены')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    expect(
      await screen.findByText(
        'Очередь пуста: статус «На рассмотрении», тип «Вывод средств», поиск «ничего такого»',
      ),
    ).toBeInTheDocument();
  });
});
