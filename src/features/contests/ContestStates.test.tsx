import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { formatDateTime } from '@/shared/lib/format';
import { loginAs, renderApp } from '@/test/render';
import { bodyRows, loadedTable } from '@/test/table';
import { CANCELLED, DRAFT } from '@mocks/handlers/contests.test-helpers';
import { inDays } from '@mocks/testing';

/**
 * One vocabulary for a contest's state: the list's switch and badges, the contest page's badge, its
 * timeline and its «История» say the same «Запланирован» for a contest published for a later start,
 * and a closed contest's timeline ends where it closed.
 */

const RUNNING = 5;
const timeline = () => screen.getByRole('group', { name: 'Сроки конкурса' });
/** The timeline's items, by their titles, in order. */
const timelineLabels = () =>
  Array.from(timeline().querySelectorAll('.mantine-Timeline-itemTitle')).map((t) => t.textContent);
const MILESTONES = [
  'Создан',
  'Начало приёма работ',
  'Окончание приёма работ',
  'Окончание голосования',
];

describe('the contests list’s status switch', () => {
  it('offers «Запланирован» between «Черновик» and «Идёт», and each tab holds its badge only', async () => {
    const user = userEvent.setup();
    db.contests.find((contest) => contest.id === DRAFT)!.status = 'active';
    loginAs(2);
    const { router } = renderApp('/moderation/contests');
    await loadedTable('Конкурсы');
    const tabs = within(screen.getByRole('radiogroup', { name: 'Статус' }))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(tabs).toEqual(['all', 'draft', 'scheduled', 'active', 'finished', 'cancelled']);
    for (const label of ['Все', 'Черновик', 'Запланирован', 'Идёт', 'Завершён', 'Отменён'])
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Запланирован' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ status: 'scheduled' }),
    );
    await waitFor(async () => {
      const rows = bodyRows(await loadedTable('Конкурсы'));
      expect(rows).toHaveLength(1);
      expect(within(rows[0]!).getByRole('link', { name: 'Флешмоб года' })).toBeInTheDocument();
      expect(within(rows[0]!).getByText('Запланирован')).toBeInTheDocument();
    });

    await user.click(screen.getByRole('radio', { name: 'Идёт' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ status: 'active' }));
    await waitFor(async () => {
      const rows = bodyRows(await loadedTable('Конкурсы'));
      const running = db.contests.filter(
        (contest) => contest.status === 'active' && contest.id !== DRAFT,
      );
      expect(rows).toHaveLength(running.length);
      for (const row of rows) expect(within(row).getByText('Идёт')).toBeInTheDocument();
    });
  }, 60_000);
});

describe('the contest page', () => {
  it('publishing for a later start: the badge, the timeline and «История» all say «Запланирован»', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp(`/moderation/contests/${DRAFT}`);
    await user.click(await screen.findByRole('button', { name: 'Опубликовать' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Опубликовать' }),
    );
    const history = await screen.findByRole('region', { name: 'История' });
    expect(await within(history).findByText('Статус: Черновик → Запланирован')).toBeInTheDocument();
    expect(within(history).queryByText(/→ Идёт/)).not.toBeInTheDocument();
    // The page's badge (the only element that says just the word).
    expect(screen.getByText('Запланирован')).toBeInTheDocument();
    expect(screen.queryByText('Идёт')).not.toBeInTheDocument();
    // Not started: «Сейчас» comes before the start of entries.
    expect(timelineLabels()).toEqual(['Создан', 'Сейчас', ...MILESTONES.slice(1)]);
  }, 60_000);

  it('a cancelled contest’s timeline ends at «Отменён», when it was cancelled: no later dates, no «Сейчас»', async () => {
    const contest = db.contests.find((row) => row.id === CANCELLED)!;
    expect(contest.status).toBe('cancelled');
    loginAs(1);
    renderApp(`/moderation/contests/${CANCELLED}`);
    expect(await screen.findByRole('heading', { name: contest.title })).toBeVisible();
    const closedAt = Date.parse(contest.closedAt!);
    const before = MILESTONES.filter((_, index) => {
      const at = [contest.createdAt, contest.startsAt, contest.endsAt, contest.votingEndsAt][
        index
      ]!;
      return Date.parse(at) <= closedAt;
    });
    // Cancelled halfway through its entries: their end and the voting never came.
    expect(before).toEqual(['Создан', 'Начало приёма работ']);
    expect(timelineLabels()).toEqual([...before, 'Отменён']);
    expect(within(timeline()).getByText(formatDateTime(contest.closedAt!))).toBeInTheDocument();
  });

  it('cancelling a running contest ends its timeline at once', async () => {
    const user = userEvent.setup();
    const contest = db.contests.find((row) => row.id === RUNNING)!;
    contest.startsAt = inDays(-3);
    contest.endsAt = inDays(10);
    contest.votingEndsAt = inDays(15);
    loginAs(1);
    renderApp(`/moderation/contests/${RUNNING}`);
    await screen.findByRole('heading', { name: contest.title });
    expect(timelineLabels()).toEqual([...MILESTONES.slice(0, 2), 'Сейчас', ...MILESTONES.slice(2)]);
    await user.click(screen.getByRole('button', { name: 'Отменить конкурс' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Причина отмены/), 'Спонсор ушёл');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить конкурс' }));
    await waitFor(() => expect(timelineLabels()).toEqual([...MILESTONES.slice(0, 2), 'Отменён']));
    const history = screen.getByRole('region', { name: 'История' });
    expect(await within(history).findByText('Статус: Идёт → Отменён')).toBeInTheDocument();
  }, 60_000);

  it('a finished contest’s timeline ends at «Завершён»', async () => {
    const contest = db.contests.find((row) => row.id === 1)!;
    loginAs(2);
    renderApp('/moderation/contests/1');
    expect(await screen.findByRole('heading', { name: contest.title })).toBeVisible();
    expect(timelineLabels()).toEqual([...MILESTONES, 'Завершён']);
    expect(within(timeline()).queryByText('Сейчас')).not.toBeInTheDocument();
  });
});
