import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import type { MockApplication } from '@mocks/types';
import { sendHeldDecisions } from '@/test/session';
import { colleague, heldByColleague } from '@mocks/claims-testing';
import { MODERATOR_ID } from '@mocks/testing';
import { recordCalls } from '@/test/requests';
import { rowWithLink } from '@/test/table';
import { openQueue } from './applications.test-helpers';

/**
 * docs/product.md#several-moderators-at-once on applications: decided from the row, claimed while
 * its decision is being made.
 */

function pendingOldestFirst(type: MockApplication['type']): MockApplication[] {
  return db.applications
    .filter((row) => row.status === 'pending' && row.type === type)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

const nicknameOf = (application: MockApplication) =>
  db.users.find((user) => user.id === application.userId)!.nickname;

const rowOf = (grid: HTMLElement, application: MockApplication) =>
  rowWithLink(grid, nicknameOf(application));

describe('applications: several moderators', { timeout: 60_000 }, () => {
  it('a row another moderator holds shows «проверяет <nickname>»', async () => {
    const [held, free] = pendingOldestFirst('verification');
    heldByColleague(held!);
    const grid = await openQueue('?type=verification');
    expect(
      within(rowOf(grid, held!)).getByText(`проверяет ${colleague().nickname}`),
    ).toBeInTheDocument();
    expect(within(rowOf(grid, free!)).queryByText(/^проверяет /)).not.toBeInTheDocument();
  });

  it('the application is claimed while its reject dialog is open (an empty reason refused), and released once decided', async () => {
    const user = userEvent.setup();
    const [application] = pendingOldestFirst('verification');
    const calls = recordCalls(/\/applications\/\d+\/(approve|reject|claim)$/);
    const grid = await openQueue('?type=verification');
    await user.click(
      within(rowOf(grid, application!)).getByRole('button', { name: /^Отклонить «/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Отклонить заявку' });
    await waitFor(() => expect(application!.claim?.byId).toBe(MODERATOR_ID));
    const reason = within(dialog).getByLabelText(/Причина отклонения/);
    // Spaces and invisible characters alone are an empty reason (the contract's text rule).
    await user.type(reason, ' \u200b  ');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Поле не должно быть пустым')).toBeInTheDocument();
    await user.type(reason, 'Недостаточно данных ');
    await user.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await screen.findByText(/^Заявка №\d+ отклонена$/)).toBeInTheDocument();
    // The decision goes out when its undo window ends (here: at once); the claim lasts until then,
    // and the server ends it when it takes the decision: nothing is released before.
    await sendHeldDecisions();
    expect(application!.status).toBe('rejected');
    expect(application!.rejectReason).toBe('Недостаточно данных');
    await waitFor(() => expect(application!.claim).toBeNull());
    expect(calls).toEqual([
      `POST /api/admin/applications/${application!.id}/claim`,
      `POST /api/admin/applications/${application!.id}/reject`,
    ]);
  });

  it('deciding an application another moderator holds asks first; «Отмена» sends nothing', async () => {
    const user = userEvent.setup();
    const [application] = pendingOldestFirst('verification');
    heldByColleague(application!);
    const calls = recordCalls(/\/applications\/\d+\/(approve|reject|claim)$/);
    const grid = await openQueue('?type=verification');
    const approve = () =>
      user.click(within(rowOf(grid, application!)).getByRole('button', { name: /^Одобрить «/ }));

    await approve();
    const dialog = await screen.findByRole('dialog', { name: 'Элемент уже проверяют' });
    expect(dialog).toHaveTextContent(
      `Сейчас проверяет ${colleague().nickname}. Всё равно принять решение?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.includes('/approve'))).toEqual([]);
    expect(application!.status).toBe('pending');

    await approve();
    const again = await screen.findByRole('dialog', { name: 'Элемент уже проверяют' });
    await user.click(within(again).getByRole('button', { name: 'Принять решение' }));
    expect(await screen.findByText(/^Заявка №\d+ одобрена$/)).toBeInTheDocument();
    await sendHeldDecisions();
    expect(application!.status).toBe('approved');
  });

  it('an application decided meanwhile: the server’s «Уже решено» is shown and nothing is sent', async () => {
    const user = userEvent.setup();
    const [application] = pendingOldestFirst('verification');
    const calls = recordCalls(/\/applications\/\d+\/(approve|reject|claim)$/);
    const grid = await openQueue('?type=verification');
    Object.assign(application!, {
      status: 'approved',
      reviewedById: colleague().id,
      reviewedAt: '2026-11-23T06:15:00.000Z',
    });
    await user.click(
      within(rowOf(grid, application!)).getByRole('button', { name: /^Одобрить «/ }),
    );
    expect(
      await screen.findByText(`Уже решено: ${colleague().nickname}, 23.11.2026, 09:15`),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.includes('/approve'))).toEqual([]);
    // The list shows it as it is now: no longer in the pending queue.
    await waitFor(() => expect(rowOf(grid, application!)).toBeUndefined());
  });

  it('the bulk question says how many of the selected applications others are on', async () => {
    const user = userEvent.setup();
    const [first, second] = pendingOldestFirst('verification');
    heldByColleague(first!);
    const grid = await openQueue('?type=verification');
    for (const application of [first!, second!]) {
      await user.click(within(rowOf(grid, application)).getByRole('checkbox'));
    }
    await user.click(
      within(await screen.findByRole('region', { name: 'Действия с выбранными' })).getByRole(
        'button',
        {
          name: 'Одобрить',
        },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить выбранные заявки?' });
    expect(dialog).toHaveTextContent(
      'Будет одобрено заявок: 2. Сейчас проверяют другие модераторы: 1.',
    );
  });

  it('bulk approval says what was skipped and why', async () => {
    const user = userEvent.setup();
    const [first, second] = pendingOldestFirst('verification');
    const grid = await openQueue('?type=verification');
    for (const application of [first!, second!]) {
      await user.click(within(rowOf(grid, application)).getByRole('checkbox'));
    }
    Object.assign(second!, {
      status: 'rejected',
      rejectReason: 'Нет документов',
      reviewedById: colleague().id,
      reviewedAt: '2026-11-23T06:15:00.000Z',
    });
    await user.click(
      within(await screen.findByRole('region', { name: 'Действия с выбранными' })).getByRole(
        'button',
        {
          name: 'Одобрить',
        },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить выбранные заявки?' });
    await user.click(within(dialog).getByRole('button', { name: 'Одобрить' }));
    expect(await screen.findByText('Пропущено: 1')).toBeInTheDocument();
    expect(
      screen.getByText(`№${second!.id}: Уже решено: ${colleague().nickname}, 23.11.2026, 09:15`),
    ).toBeInTheDocument();
    expect(screen.getByText('Одобрено заявок: 1')).toBeInTheDocument();
    expect([first!.status, second!.status]).toEqual(['approved', 'rejected']);
  });
});
