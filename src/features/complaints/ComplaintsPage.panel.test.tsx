import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { sendHeldDecisions } from '@/test/session';
import { press } from '@/test/keys';
import { openQueue, waitingOldestFirst } from './complaints.test-helpers';

// The whole app renders per test; a cold first render on a busy machine takes long.
describe('complaints queue: the panel beside the decision', { timeout: 60_000 }, () => {
  it('«Последние жалобы на пользователя» lists the other complaints about the user', async () => {
    const counts = new Map<number, number>();
    for (const c of db.complaints)
      counts.set(c.targetUserId, (counts.get(c.targetUserId) ?? 0) + 1);
    const complaint = waitingOldestFirst().find((c) => (counts.get(c.targetUserId) ?? 0) >= 3)!;
    await openQueue(`?complaintId=${complaint.id}`);
    const panel = await screen.findByRole('complementary', { name: 'Жалоба' });
    expect(
      await within(panel).findByText(
        `Последние жалобы на пользователя (всего ${counts.get(complaint.targetUserId)})`,
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByText('Других жалоб нет.')).not.toBeInTheDocument();
  });

  it('a failed request for the user’s complaints says so, with «Повторить», never «Других жалоб нет»', async () => {
    const complaint = waitingOldestFirst()[0]!;
    server.use(
      http.get('*/api/admin/complaints', ({ request }) =>
        new URL(request.url).searchParams.has('targetUserId')
          ? HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 })
          : undefined,
      ),
    );
    await openQueue(`?complaintId=${complaint.id}`);
    const panel = await screen.findByRole('complementary', { name: 'Жалоба' });
    expect(
      await within(panel).findByText('Не удалось загрузить жалобы на пользователя'),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(within(panel).queryByText('Других жалоб нет.')).not.toBeInTheDocument();
  });

  it('a complaint a colleague has decided: the message is shown and the row put back', async () => {
    server.use(
      http.post('*/api/admin/complaints/:id/resolve', () =>
        HttpResponse.json({ message: 'Жалоба уже рассмотрена' }, { status: 409 }),
      ),
    );
    const { grid } = await openQueue('?targetType=comment');
    press('KeyH', 'р');
    expect(await screen.findByText(/^Жалоба №\d+: комментарий скрыт/)).toBeInTheDocument();
    // Sent without waiting for its refetches: the refusal's notification closes 5 s after it shows.
    const sending = sendHeldDecisions();
    // The notification (the row keeps the server's word too, outside it).
    const refusal = await waitFor(() => {
      const alert = screen
        .getAllByRole('alert')
        .find((element) => within(element).queryByText('Жалоба уже рассмотрена'));
      expect(alert).toBeDefined();
      return alert!;
    });
    // Final (a colleague was first): nothing to try again.
    expect(within(refusal).queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
    await sending;
    const first = within(grid).getAllByRole('row')[1]!;
    await waitFor(() => expect(within(first).getByText('Новая')).toBeInTheDocument());
  });
});
