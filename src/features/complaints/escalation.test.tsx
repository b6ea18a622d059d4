import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { ADMIN_ID } from '@mocks/testing';
import { press } from '@/test/keys';
import { recordPosts } from '@/test/requests';
import { openQueue, waitingOldestFirst } from './complaints.test-helpers';

const nicknameOf = (id: number) => db.users.find((user) => user.id === id)!.nickname;

// Whole pages render slowly on a busy 2-core machine: generous per-test limits.
describe('complaints: a second opinion', { timeout: 90_000 }, () => {
  it('E on the open complaint asks with a note, and the queue moves on to the next one', async () => {
    const user = userEvent.setup();
    const sent = recordPosts(/\/escalate$/);
    const [first, second] = waitingOldestFirst();
    await openQueue(`?complaintId=${first!.id}`);
    const panel = await screen.findByRole('complementary', { name: 'Жалоба' });
    expect(await within(panel).findByRole('button', { name: /Нужно второе мнение/ })).toBeEnabled();
    press('KeyE', 'у');
    const dialog = await screen.findByRole('dialog', { name: 'Нужно второе мнение' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /В чём сомнение/ }),
      'Спорная шутка, не знаю',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Попросить' }));
    expect(await screen.findByText('Запрос второго мнения отправлен')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        path: `/api/admin/complaints/${first!.id}/escalate`,
        body: { note: 'Спорная шутка, не знаю' },
      },
    ]);
    expect(
      await within(panel).findByRole('heading', { name: `Жалоба №${second!.id}` }),
    ).toBeInTheDocument();
  });

  it('says the server’s 409 when the complaint was decided meanwhile', async () => {
    const user = userEvent.setup();
    const [first] = waitingOldestFirst();
    await openQueue(`?complaintId=${first!.id}`);
    const panel = await screen.findByRole('complementary', { name: 'Жалоба' });
    await user.click(await within(panel).findByRole('button', { name: /Нужно второе мнение/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Нужно второе мнение' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /В чём сомнение/ }),
      'Спорная шутка, не знаю',
    );
    // An administrator decides it while the dialog is open.
    Object.assign(
      db.complaints.find((row) => row.id === first!.id)!,
      {
        status: 'rejected',
        resolution: {
          action: 'none',
          note: '',
          resolvedById: ADMIN_ID,
          resolvedAt: new Date().toISOString(),
        },
      },
    );
    await user.click(within(dialog).getByRole('button', { name: 'Попросить' }));
    expect(
      await screen.findByText(new RegExp(`^Уже решено: ${nicknameOf(ADMIN_ID)}`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Нужно второе мнение' })).toBeInTheDocument();
  });
});
