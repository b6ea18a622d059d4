import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { formatDateTime } from '@/shared/lib/format';
import { loginAs, renderApp } from '@/test/render';
import { bodyRows, loadedTable } from '@/test/table';
import { inDays } from '@mocks/testing';

describe('contests list', () => {
  it('shows every status in Russian, money in roubles, participants of the limit', async () => {
    loginAs(2);
    renderApp('/moderation/contests?limit=50');
    const grid = await loadedTable('Конкурсы');
    expect(bodyRows(grid)).toHaveLength(30);
    for (const label of ['Черновик', 'Идёт', 'Завершён', 'Отменён'])
      expect(within(grid).getAllByText(label).length).toBeGreaterThan(0);
    const row = within(grid).getByRole('link', { name: 'Танцуют все!' }).closest('tr')!;
    expect(within(row).getByText('Идёт')).toBeInTheDocument();
    const contest = db.contests.find((c) => c.id === 2)!;
    expect(contest.entryFee).toBe(55000);
    expect(within(row).getByText('взнос: 550 ₽')).toBeInTheDocument();
    expect(within(row).getByText('10 из 20')).toBeInTheDocument();
    // Moderators see contests; only administrators create them.
    expect(screen.queryByRole('button', { name: 'Создать конкурс' })).not.toBeInTheDocument();
    // Thirty rows of a table render slowly on a busy machine; nothing here waits on time itself.
  }, 60_000);

  it('shows a contest published for a later start as «Запланирован», under its own tab', async () => {
    db.contests.find((c) => c.id === 2)!.startsAt = inDays(10);
    loginAs(2);
    renderApp('/moderation/contests?status=scheduled');
    const grid = await loadedTable('Конкурсы');
    expect(bodyRows(grid)).toHaveLength(1);
    const row = within(grid).getByRole('link', { name: 'Танцуют все!' }).closest('tr')!;
    expect(within(row).getByText('Запланирован')).toBeInTheDocument();
    expect(within(row).queryByText('Идёт')).not.toBeInTheDocument();
  });

  it('filters by status into the URL', async () => {
    const user = userEvent.setup();
    loginAs(2);
    const { router } = renderApp('/moderation/contests');
    await loadedTable('Конкурсы');
    await user.click(screen.getByRole('radio', { name: 'Отменён' }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ status: 'cancelled' }),
    );
    await waitFor(async () => {
      const rows = bodyRows(await loadedTable('Конкурсы'));
      expect(rows).toHaveLength(db.contests.filter((c) => c.status === 'cancelled').length);
      for (const row of rows) expect(within(row).getByText('Отменён')).toBeInTheDocument();
    });
  });

  it('creates a draft from a title and a category and opens its edit page', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const { router } = renderApp('/moderation/contests');
    await loadedTable('Конкурсы');
    await user.click(screen.getByRole('button', { name: 'Создать конкурс' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый конкурс' });
    await user.click(within(dialog).getByRole('button', { name: 'Создать черновик' }));
    expect(await within(dialog).findAllByText('Поле не должно быть пустым')).toHaveLength(2);
    await user.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'Зимний баттл');
    await user.type(within(dialog).getByLabelText(/Категория/), 'Танцы');
    // The list opens once its code and the categories are in; the moderator picks from it then.
    await screen.findByRole('option', { name: 'Танцы', hidden: true });
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(within(dialog).getByLabelText(/Категория/)).toHaveValue('Танцы'));
    await user.click(within(dialog).getByRole('button', { name: 'Создать черновик' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/moderation/contests/31/edit'),
    );
    expect(db.contests.find((c) => c.id === 31)).toMatchObject({
      title: 'Зимний баттл',
      status: 'draft',
      categoryId: 1,
    });
    expect(await screen.findByText('Черновик «Зимний баттл» создан')).toBeInTheDocument();
  }, 60_000);
});

describe('contest page', () => {
  it('shows the winner, the money and the ranked participants of a finished contest', async () => {
    loginAs(1);
    renderApp('/moderation/contests/1');
    expect(await screen.findByRole('heading', { name: 'Танцевальный баттл осени' })).toBeVisible();
    expect(screen.getAllByText('Завершён')).toHaveLength(2);
    expect(screen.getByText('Победитель')).toBeInTheDocument();
    const grid = await loadedTable('Участники');
    const first = bodyRows(grid)[0]!;
    const winner = db.videos.find((v) => v.id === db.contests[0]!.winnerVideoId)!;
    expect(within(first).getByRole('link', { name: winner.title })).toHaveAttribute(
      'href',
      `/moderation/videos/${winner.id}`,
    );
    // Its timeline ends where it closed: nothing is to come.
    const dates = screen.getByRole('group', { name: 'Сроки конкурса' });
    expect(within(dates).getByText('Завершён')).toBeInTheDocument();
    expect(within(dates).queryByText('Сейчас')).not.toBeInTheDocument();
    // A finished contest offers no lifecycle actions.
    expect(screen.queryByRole('button', { name: 'Завершить' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Редактировать' })).not.toBeInTheDocument();
  });

  it.each([
    { when: 'started', days: -3, label: 'Идёт' },
    { when: 'published for a later start', days: 10, label: 'Запланирован' },
  ])(
    'a contest $when reads «$label»; «Завершить» only once it started, cancelling always',
    async ({ days, label }) => {
      const contest = db.contests.find((c) => c.id === 2)!;
      contest.startsAt = inDays(days);
      loginAs(1);
      renderApp('/moderation/contests/2');
      expect(await screen.findByRole('heading', { name: 'Танцуют все!' })).toBeVisible();
      expect(screen.getByText(label)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Отменить конкурс' })).toBeInTheDocument();
      const waiting = `Приём работ начнётся ${formatDateTime(contest.startsAt)}: тогда конкурс можно будет завершить.`;
      if (days < 0) {
        expect(screen.getByRole('button', { name: 'Завершить' })).toBeInTheDocument();
        expect(screen.queryByText(waiting)).not.toBeInTheDocument();
      } else {
        expect(screen.queryByRole('button', { name: 'Завершить' })).not.toBeInTheDocument();
        expect(screen.getByText(waiting)).toBeInTheDocument();
      }
    },
  );

  it('publishing a draft without rules says what is missing', async () => {
    const user = userEvent.setup();
    db.contests.find((c) => c.id === 3)!.rules = '';
    loginAs(1);
    renderApp('/moderation/contests/3');
    await user.click(await screen.findByRole('button', { name: 'Опубликовать' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Опубликовать' }));
    expect(await screen.findByText('Конкурс пока нельзя опубликовать')).toBeInTheDocument();
    expect(screen.getByText('Правила: Заполните перед публикацией')).toBeInTheDocument();
    expect(db.contests.find((c) => c.id === 3)!.status).toBe('draft');
  });

  it('deletes a draft after confirmation and goes back to the list', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const { router } = renderApp('/moderation/contests/3');
    await user.click(await screen.findByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Черновик «Флешмоб года» будет удалён безвозвратно.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation/contests'));
    expect(db.contests.some((c) => c.id === 3)).toBe(false);
  });

  it('an unknown id is a not-found state inside the shell', async () => {
    loginAs(2);
    renderApp('/moderation/contests/999');
    expect(await screen.findByRole('heading', { name: 'Конкурс не найден' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Основная навигация' })).toBeInTheDocument();
  });
});

describe('contest edit page', () => {
  it('a moderator may open it but is told, before any field, that administrators edit contests', async () => {
    loginAs(2);
    const { router } = renderApp('/moderation/contests/3/edit');
    expect(await screen.findByText('Конкурсы изменяют только администраторы.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/moderation/contests/3/edit');
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'К конкурсу' })).toHaveAttribute(
      'href',
      '/moderation/contests/3',
    );
  });

  it('saves roubles as kopecks and goes to the contest page', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const { router } = renderApp('/moderation/contests/3/edit');
    const prize = await screen.findByRole('textbox', { name: 'Призовой фонд, ₽' });
    await user.clear(prize);
    await user.type(prize, '1500,29');
    // Left, the sum is written out as money is: thousands apart, two kopeck digits.
    await user.tab();
    expect(prize).toHaveValue('1 500,29');
    await user.clear(prize);
    await user.type(prize, '1500.2');
    await user.tab();
    expect(prize).toHaveValue('1 500,20');
    await user.clear(prize);
    await user.type(prize, '1500,299');
    await user.tab();
    expect(prize).toHaveValue('1500,299');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Сумма: от 0 до 100 000 000 ₽, не больше двух знаков после запятой'),
    ).toBeInTheDocument();
    await user.clear(prize);
    await user.type(prize, '1500,29');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/moderation/contests/3'));
    expect(db.contests.find((c) => c.id === 3)!.prizeFund).toBe(150029);
  });

  it('shows server field errors under their fields and keeps the input', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('/moderation/contests/2/edit');
    const max = await screen.findByRole('textbox', { name: 'Максимум участников' });
    // The client knows the count too; a server-only rule: the cover must be a URL or a path.
    await user.clear(max);
    await user.type(max, '15');
    const cover = screen.getByRole('textbox', { name: 'Обложка (ссылка)' });
    await user.clear(cover);
    await user.type(cover, 'ftp://covers');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Ссылка на обложку: адрес https://… или путь от корня сайта /…'),
    ).toBeInTheDocument();
    expect(cover).toHaveValue('ftp://covers');
  });

  it('shows a date and time as «25.11.2026 14:30», in the browser’s time zone', async () => {
    loginAs(1);
    renderApp('/moderation/contests/3/edit');
    const starts = await screen.findByRole('button', { name: 'Начало приёма работ' });
    const contest = db.contests.find((c) => c.id === 3)!;
    const at = new Date(contest.startsAt);
    const two = (n: number) => String(n).padStart(2, '0');
    expect(starts).toHaveTextContent(
      `${two(at.getDate())}.${two(at.getMonth() + 1)}.${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`,
    );
  });

  it('locks what a running contest may not change, saying why', async () => {
    loginAs(1);
    renderApp('/moderation/contests/2/edit');
    expect(await screen.findByText('Конкурс уже идёт')).toBeInTheDocument();
    const why = 'Конкурс уже идёт: участники рассчитывают на эти условия, их менять нельзя';
    expect(screen.getAllByText(why)).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Призовой фонд, ₽' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Максимум участников' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Название' })).toBeEnabled();
  });

  it('locks the same fields of a contest published for a later start, saying it is published', async () => {
    db.contests.find((c) => c.id === 2)!.startsAt = inDays(10);
    loginAs(1);
    renderApp('/moderation/contests/2/edit');
    expect(await screen.findByText('Конкурс опубликован')).toBeInTheDocument();
    expect(screen.queryByText('Конкурс уже идёт')).not.toBeInTheDocument();
    expect(screen.getByText('Запланирован')).toBeInTheDocument();
    const why = 'Конкурс опубликован: участники рассчитывают на эти условия, их менять нельзя';
    expect(screen.getAllByText(why)).toHaveLength(5);
    expect(screen.getByRole('textbox', { name: 'Призовой фонд, ₽' })).toBeDisabled();
  });

  it('a finished contest cannot be edited', async () => {
    loginAs(1);
    renderApp('/moderation/contests/1/edit');
    expect(await screen.findByText('Редактирование недоступно')).toBeInTheDocument();
    expect(screen.getByText('Конкурс завершён: его нельзя изменить.')).toBeInTheDocument();
  });
});
