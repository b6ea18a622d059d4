import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import type { MockComplaint } from '@mocks/types';
import { sendHeldDecisions } from '@/test/session';
import { colleague, heldByColleague } from '@mocks/claims-testing';
import { MODERATOR_ID } from '@mocks/testing';
import { recordCalls } from '@/test/requests';
import { openQueue, waitingOldestFirst } from './complaints.test-helpers';

/**
 * docs/product.md#several-moderators-at-once on complaints: the side panel claims its complaint;
 * held rows and late decisions.
 */

const panel = () => screen.findByRole('complementary', { name: 'Жалоба' });

describe('complaints: several moderators', { timeout: 60_000 }, () => {
  it('a row another moderator holds shows «проверяет <nickname>»', async () => {
    const [held, free] = waitingOldestFirst('comment');
    heldByColleague(held!);
    const { grid } = await openQueue('?targetType=comment');
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText(`проверяет ${colleague().nickname}`)).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/^проверяет /)).not.toBeInTheDocument();
    expect(free!.claim ?? null).toBeNull();
  });

  it('the open panel claims its complaint; closing it releases it', async () => {
    const user = userEvent.setup();
    const [complaint] = waitingOldestFirst('comment');
    const calls = recordCalls(/\/complaints\/\d+\/(resolve|reject|claim)$/);
    await openQueue(`?targetType=comment&complaintId=${complaint!.id}`);
    const aside = await panel();
    await waitFor(() => expect(complaint!.claim?.byId).toBe(MODERATOR_ID));
    expect(within(aside).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(aside).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(complaint!.claim).toBeNull());
    expect(calls).toEqual([
      `POST /api/admin/complaints/${complaint!.id}/claim`,
      `DELETE /api/admin/complaints/${complaint!.id}/claim`,
    ]);
  });

  it('a complaint another moderator holds: the panel says so, and deciding asks first', async () => {
    const user = userEvent.setup();
    const [complaint] = waitingOldestFirst('comment');
    heldByColleague(complaint!);
    const calls = recordCalls(/\/complaints\/\d+\/(resolve|reject|claim)$/);
    await openQueue(`?targetType=comment&complaintId=${complaint!.id}`);
    const aside = await panel();
    expect(await within(aside).findByRole('alert')).toHaveTextContent(
      `Сейчас проверяет ${colleague().nickname}`,
    );
    await user.click(within(aside).getByRole('button', { name: /^Нарушения нет/ }));
    const question = await screen.findByRole('dialog', { name: 'Элемент уже проверяют' });
    expect(question).toHaveTextContent(
      `Сейчас проверяет ${colleague().nickname}. Всё равно принять решение?`,
    );
    await user.click(within(question).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => /resolve|reject/.test(call))).toEqual([]);

    await user.click(within(aside).getByRole('button', { name: /^Нарушения нет/ }));
    const again = await screen.findByRole('dialog', { name: 'Элемент уже проверяют' });
    await user.click(within(again).getByRole('button', { name: 'Принять решение' }));
    const note = await screen.findByRole('dialog', { name: 'Нарушения нет' });
    await user.click(within(note).getByRole('button', { name: 'Отклонить жалобу' }));
    expect(await screen.findByText(/^Жалоба №\d+ отклонена: нарушения нет$/)).toBeInTheDocument();
    await sendHeldDecisions();
    expect(complaint!.status).toBe('rejected');
  });

  it('a late decision names who decided and shows the complaint as it is now', async () => {
    const user = userEvent.setup();
    const [complaint] = waitingOldestFirst('comment');
    complaint!.text = 'Жалоба, которую коллега уже рассмотрел';
    const { grid } = await openQueue(
      `?status=all&search=${encodeURIComponent(complaint!.text)}&complaintId=${complaint!.id}`,
    );
    const aside = await panel();
    // The colleague decides after the panel's claim has landed: a claim that lands later finds the
    // complaint decided, and the panel rightly shows it so before the click (a race under load).
    await waitFor(() => expect(complaint!.claim?.byId).toBe(MODERATOR_ID));
    Object.assign(complaint!, {
      status: 'rejected',
      resolution: {
        action: 'none',
        note: '',
        resolvedById: colleague().id,
        resolvedAt: '2026-11-23T06:15:00.000Z',
      },
    });
    await user.click(within(aside).getByRole('button', { name: /^Нарушения нет/ }));
    const note = await screen.findByRole('dialog', { name: 'Нарушения нет' });
    await user.click(within(note).getByRole('button', { name: 'Отклонить жалобу' }));
    await screen.findByText(/^Жалоба №\d+ отклонена: нарушения нет$/);
    // Sent without waiting for its refetches: the refusal's notification closes 5 s after it shows.
    const sending = sendHeldDecisions();
    const refusal = `Уже решено: ${colleague().nickname}, 23.11.2026, 09:15`;
    // Said as a refusal, naming the decision, over the server's word.
    const notice = (
      await screen.findByText(/^Решение не принято: Жалоба №\d+ отклонена: нарушения нет$/)
    ).closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText(refusal)).toBeInTheDocument();
    await sending;
    // The row and the panel show it as it is now: rejected by the colleague, no decisions offered;
    // the row keeps who decided.
    const row = within(grid).getAllByRole('row')[1]!;
    await waitFor(() => expect(within(row).getByText(refusal)).toBeInTheDocument());
    await waitFor(() => expect(within(row).getByText('Отклонена')).toBeInTheDocument());
    await waitFor(() =>
      expect(within(aside).getByText(new RegExp(`^${colleague().nickname}, `))).toBeInTheDocument(),
    );
    expect(within(aside).queryByRole('button', { name: /^Нарушения нет/ })).not.toBeInTheDocument();
  });

  it('the keyboard moves on past the complaints another moderator holds', async () => {
    const [first, held, third] = waitingOldestFirst('comment');
    heldByColleague(held!);
    const { grid } = await openQueue('?targetType=comment');
    const active = () =>
      within(grid)
        .getAllByRole('row')
        .find((row) => row.getAttribute('aria-current') === 'true');
    const textOf = (complaint: MockComplaint) =>
      db.comments.find((comment) => comment.id === complaint.targetId)!.text;
    fireEvent.keyDown(document.body, { code: 'KeyH', key: 'р' });
    expect(await screen.findByText(/^Жалоба №\d+: комментарий скрыт/)).toBeInTheDocument();
    await sendHeldDecisions();
    expect(first!.status).toBe('resolved');
    await waitFor(() => expect(active()).toHaveTextContent(textOf(third!)));
  });
});
