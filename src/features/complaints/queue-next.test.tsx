import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { heldByColleague } from '@mocks/claims-testing';
import { MODERATOR_ID } from '@mocks/testing';
import { press } from '@/test/keys';
import { openQueue, waitingOldestFirst } from './complaints.test-helpers';

/** docs/product.md#queues-at-scale on complaints: the server hands out the next complaint. */
describe('complaints: the next complaint from the server', { timeout: 60_000 }, () => {
  it('«Начать» opens the oldest new complaint nobody else holds beside the queue, claimed', async () => {
    const user = userEvent.setup();
    const [held, free] = waitingOldestFirst('comment');
    heldByColleague(held!);
    const { router } = await openQueue('?targetType=comment');
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ complaintId: free!.id }),
    );
    expect(await screen.findByRole('complementary', { name: 'Жалоба' })).toBeInTheDocument();
    expect(free!.claim?.byId).toBe(MODERATOR_ID);
    // The complaint beside the queue is its active row.
    const grid = screen.getByRole('table', { name: 'Жалобы' });
    const rows = within(grid).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows[1]).toHaveAttribute('aria-current'));
  });

  it('says «Очередь пуста» naming the filters when nothing is free', async () => {
    const user = userEvent.setup();
    for (const complaint of waitingOldestFirst('user')) heldByColleague(complaint);
    await openQueue('?targetType=user');
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    expect(
      await screen.findByText('Очередь пуста: статус «Новая», объект «Профиль»'),
    ).toBeInTheDocument();
  });

  it('names the reason by its title', async () => {
    const user = userEvent.setup();
    const { reasonId } = waitingOldestFirst()[0]!;
    for (const complaint of waitingOldestFirst().filter((row) => row.reasonId === reasonId))
      heldByColleague(complaint);
    await openQueue(`?reasonId=${reasonId}`);
    await user.click(screen.getByRole('button', { name: 'Начать' }));
    const title = db.complaintReasons.find((row) => row.id === reasonId)!.title;
    expect(
      await screen.findByText(`Очередь пуста: статус «Новая», причина «${title}»`),
    ).toBeInTheDocument();
  });

  it('`J` on the last row takes the next complaint from the server', async () => {
    const [oldest] = waitingOldestFirst();
    const { grid, router } = await openQueue('?limit=10');
    const rows = within(grid).getAllByRole('row').slice(1);
    for (let n = 0; n < 9; n += 1) press('KeyJ', 'о');
    await waitFor(() => expect(rows[9]).toHaveAttribute('aria-current'));
    press('KeyJ', 'о');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ complaintId: oldest!.id }),
    );
  });
});
