import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { formatMoney } from '@/shared/lib/format';
import { press } from '@/test/keys';
import { sendHeldDecisions } from '@/test/session';
import { holdAnswers, recordPaths } from '@/test/requests';
import { rowWithLink } from '@/test/table';
import { openQueue } from './applications.test-helpers';

/** Money is formatted with non-breaking spaces; Testing Library reads them as plain spaces. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

function pendingOf(type: 'payout' | 'verification') {
  const application = db.applications.find((row) => row.type === type && row.status === 'pending')!;
  const user = db.users.find((row) => row.id === application.userId)!;
  return { application, user };
}

describe('applications: money leaving asks first', () => {
  it('approving a payout names the amount and sends nothing until confirmed', async () => {
    const user = userEvent.setup();
    const approvals = recordPaths(/\/applications\/\d+\/approve$/);
    const { application, user: owner } = pendingOf('payout');
    const grid = await openQueue('?type=payout&limit=100');
    const row = rowWithLink(grid, owner.nickname);
    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить вывод средств?' });
    expect(
      within(dialog).getByText(
        plain(`С баланса ${owner.nickname} будет списано ${formatMoney(application.amount!)}.`),
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    // A decision is held for «Отменить»: the window ends now, so one taken would go out.
    await sendHeldDecisions();
    expect(approvals).toEqual([]);

    await user.click(within(row).getByRole('button', { name: /^Одобрить «/ }));
    const again = await screen.findByRole('dialog', { name: 'Одобрить вывод средств?' });
    await user.click(
      within(again).getByRole('button', { name: `Вывести ${formatMoney(application.amount!)}` }),
    );
    // Sent once the 5 s to take it back are over; a page of 100 rows redraws slowly on a busy machine.
    await waitFor(
      () => expect(approvals).toEqual([`/api/admin/applications/${application.id}/approve`]),
      { timeout: 45_000 },
    );
    expect(await screen.findByText(/^Заявка №\d+ одобрена$/)).toBeInTheDocument();
  }, 90_000);

  it('a verification is approved with one click, and a double click sends one call', async () => {
    const user = userEvent.setup();
    const approval = holdAnswers('post', 'applications/:id/approve');
    const approvals = recordPaths(/\/applications\/\d+\/approve$/);
    const { user: owner } = pendingOf('verification');
    const grid = await openQueue('?type=verification&limit=100');
    const button = within(rowWithLink(grid, owner.nickname)).getByRole('button', {
      name: /^Одобрить «/,
    });
    await user.dblClick(button);
    expect(await screen.findByText(/^Заявка №\d+ одобрена$/)).toBeInTheDocument();
    const sent = sendHeldDecisions();
    approval.release();
    await sent;
    expect(approvals).toHaveLength(1);
    expect(screen.queryByText(/^Уже решено/)).not.toBeInTheDocument();
  });

  it('bulk approval says how much money the selected payouts take', async () => {
    const user = userEvent.setup();
    const grid = await openQueue('?type=payout');
    const rows = within(grid).getAllByRole('row').slice(1, 3);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    const nicknames = rows.map((row) => within(row).getAllByRole('link')[0]!.textContent);
    const sum = db.applications
      .filter((item) => item.type === 'payout' && item.status === 'pending')
      .filter((item) =>
        nicknames.includes(db.users.find((candidate) => candidate.id === item.userId)!.nickname),
      )
      .reduce((total, item) => total + item.amount!, 0);
    await user.click(
      within(await screen.findByRole('region', { name: 'Действия с выбранными' })).getByRole(
        'button',
        {
          name: 'Одобрить',
        },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Одобрить выбранные заявки?' });
    expect(
      within(dialog).getByText(
        plain(
          `Будет одобрено заявок: 2. Выводов средств: 2 на ${formatMoney(sum)} — эти суммы спишутся с балансов пользователей.`,
        ),
      ),
    ).toBeInTheDocument();
  });
});

describe('applications: the keyboard queue', { timeout: 60_000 }, () => {
  it('shows its keys; J moves, A approves a verification and moves on, X ticks', async () => {
    const approvals = recordPaths(/\/applications\/\d+\/approve$/);
    const grid = await openQueue('?type=verification');
    const keys = screen.getByRole('note', { name: 'Клавиши' });
    expect(keys).toHaveTextContent(
      'JвнизKвверхAодобритьRотклонитьEвторое мнениеXвыбрать?все клавиши',
    );
    const rows = () => within(grid).getAllByRole('row').slice(1);
    expect(rows()[0]).toHaveAttribute('aria-current', 'true');
    press('KeyJ', 'о');
    await waitFor(() => expect(rows()[1]).toHaveAttribute('aria-current', 'true'));
    const second = within(rows()[1]!).getAllByRole('link')[0]!.textContent;
    const application = db.applications.find(
      (row) =>
        row.type === 'verification' &&
        row.status === 'pending' &&
        db.users.find((user) => user.id === row.userId)!.nickname === second,
    )!;
    press('KeyA', 'ф');
    expect(await screen.findByText(/^Заявка №\d+ одобрена$/)).toBeInTheDocument();
    await waitFor(() => expect(rows()[2]).toHaveAttribute('aria-current', 'true'));
    press('KeyX', 'ч');
    expect(await screen.findByText('Выбрано: 1')).toBeInTheDocument();
    await sendHeldDecisions();
    expect(approvals).toEqual([`/api/admin/applications/${application.id}/approve`]);
  });

  it('a decided application: A, R and X say it is decided, and nothing is sent', async () => {
    const calls = recordPaths(/\/applications\/\d+\/(approve|reject)$/);
    await openQueue('?status=approved');
    press('KeyA', 'ф');
    expect(await screen.findByText('Заявка уже рассмотрена')).toBeInTheDocument();
    press('KeyR', 'к');
    press('KeyX', 'ч');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Выбрано:/)).not.toBeInTheDocument();
    await sendHeldDecisions();
    expect(calls).toEqual([]);
  });
});
