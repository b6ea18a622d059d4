import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { formatCount, formatMoney } from '@/shared/lib/format';
import { loginAs, renderApp } from '@/test/render';
import { shownNotifications } from '@/test/notifications';
import { sumOf } from '@mocks/handlers/contributions.test-helpers';
import { bodyRows, loadedTable } from '@/test/table';
import { recordDownloads } from '@/test/downloads';
import { holdAnswers, recordRequests } from '@/test/requests';

/** The query strings the page sent, per API path. */
const recordQueries = () =>
  recordRequests({}, ({ path, url, method, body }) => ({
    path: path.replace('/api/admin/', ''),
    query: url.searchParams,
    body: method === 'POST' ? body : undefined,
  }));

const figure = (label: string) => screen.getByLabelText(label).textContent;

// A page with 3 000 rows behind it, a chart and a date picker: slow in jsdom on a busy machine.
describe('contributions page', { timeout: 120_000 }, () => {
  it('shows the succeeded payments with their total and count, the chart and the columns', async () => {
    loginAs(1);
    renderApp('/finance/contribution');
    const grid = await loadedTable('Взносы');
    const succeeded = db.contributions.filter((row) => row.status === 'succeeded');
    await waitFor(() => expect(figure('Итого по фильтру')).toBe(formatMoney(sumOf(succeeded))));
    expect(figure('Платежей')).toBe(formatCount(succeeded.length));
    expect(screen.getByRole('radio', { name: 'Успешно' })).toBeChecked();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Пользователь', 'Конкурс', 'Сумма', 'Тип', 'Способ', 'Статус', 'Дата', 'Действия']);
    const first = bodyRows(grid)[0]!;
    const newest = [...succeeded].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    // Testing Library reads the non-breaking spaces of the format as plain ones.
    expect(
      within(first).getByText(formatMoney(newest.amount).replace(/\s/g, ' ')),
    ).toBeInTheDocument();
    expect(within(first).getByText('Успешно')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /./ })).toHaveAttribute(
      'href',
      `/users/${newest.userId}`,
    );
    // The total is for all time, the chart for 30 days: its title says so.
    expect(
      screen.getByRole('heading', { name: 'Взносы по дням: последние 30 дней' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Who Will Win - Взносы');
  });

  it('folds the chart to its title, and it stays folded when the page is opened again', async () => {
    loginAs(1);
    const user = userEvent.setup();
    const first = renderApp('/finance/contribution');
    await loadedTable('Взносы');
    const chart = screen.getByRole('region', { name: 'График взносов' });
    await user.click(within(chart).getByRole('button', { name: 'Свернуть график' }));
    expect(within(chart).getByRole('button', { name: 'Показать график' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    first.unmount();
    renderApp('/finance/contribution');
    await loadedTable('Взносы');
    const again = screen.getByRole('region', { name: 'График взносов' });
    await user.click(within(again).getByRole('button', { name: 'Показать график' }));
    expect(within(again).getByRole('button', { name: 'Свернуть график' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(window.localStorage.getItem('www-contributions-chart-folded')).toBe('false');
  });

  it('sends the filters of the URL, with the days as the browser day boundaries', async () => {
    loginAs(1);
    const calls = recordQueries();
    renderApp(
      '/finance/contribution?dateFrom=2026-11-01&dateTo=2026-11-07&type=donation&status=all',
    );
    await loadedTable('Взносы');
    const list = calls.find((call) => call.path === 'finance/contributions')!;
    expect(list.query.get('dateFrom')).toBe(new Date(2026, 10, 1).toISOString());
    expect(list.query.get('dateTo')).toBe(new Date(2026, 10, 8, 0, 0, 0, -1).toISOString());
    expect(list.query.get('type')).toBe('donation');
    expect(list.query.has('status')).toBe(false);
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'finance/contributions/stats')).toBe(true),
    );
    const stats = calls.find((call) => call.path === 'finance/contributions/stats')!;
    expect(stats.query.get('dateFrom')).toBe(list.query.get('dateFrom'));
    expect(stats.query.get('dateTo')).toBe(list.query.get('dateTo'));
    expect(stats.query.get('type')).toBe('donation');
    expect(screen.getByRole('textbox', { name: 'Период' })).toHaveValue('01.11.2026 – 07.11.2026');
    expect(screen.getByRole('heading', { name: 'Взносы по дням' })).toBeInTheDocument();
  });

  it('a range picked by two clicks in the calendar goes into the URL (the first click is kept)', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const { router } = renderApp('/finance/contribution?dateFrom=2026-11-01&dateTo=2026-11-20');
    await loadedTable('Взносы');
    await user.click(screen.getByRole('textbox', { name: 'Период' }));
    const day = (label: string) => screen.findByRole('button', { name: label, hidden: true });
    await user.click(await day('10 ноября 2026'));
    // Half picked: the URL has not changed yet.
    expect(router.state.location.search).toMatchObject({
      dateFrom: '2026-11-01',
      dateTo: '2026-11-20',
    });
    await user.click(await day('15 ноября 2026'));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        dateFrom: '2026-11-10',
        dateTo: '2026-11-15',
      }),
    );
  });

  it('a typed range goes into the URL on Enter; a half-typed or impossible one never does', async () => {
    const user = userEvent.setup();
    loginAs(1);
    const { router } = renderApp('/finance/contribution?dateFrom=2026-11-01&dateTo=2026-11-20');
    await loadedTable('Взносы');
    // Found again at each step: the period's picker takes the place of its look-alike when it loads.
    const field = () => screen.getByRole('textbox', { name: 'Период' });
    const before = { dateFrom: '2026-11-01', dateTo: '2026-11-20' };

    await user.clear(field());
    await user.type(field(), '10.11.2026 – 15.1');
    await user.tab();
    expect(await screen.findByText('Введите даты как 10.11.2026 – 15.11.2026')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject(before);

    await user.clear(field());
    await user.type(field(), '31.02.2026{Enter}');
    expect(await screen.findByText('Введите даты как 10.11.2026 – 15.11.2026')).toBeInTheDocument();
    await user.clear(field());
    await user.type(field(), '15.11.2026 – 10.11.2026{Enter}');
    expect(await screen.findByText('Начало периода позже его конца')).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject(before);

    await user.clear(field());
    await user.type(field(), '10.11.2026 – 15.11.2026{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        dateFrom: '2026-11-10',
        dateTo: '2026-11-15',
      }),
    );
    expect(screen.queryByText('Начало периода позже его конца')).not.toBeInTheDocument();
    await waitFor(() => expect(field()).toHaveValue('10.11.2026 – 15.11.2026'));

    await user.click(screen.getByRole('button', { name: 'Очистить поле «Период»' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('dateFrom'));
    await waitFor(() => expect(field()).toHaveValue(''));
  });

  it('a day that does not exist in the URL is no filter, not a broken page', async () => {
    loginAs(1);
    const calls = recordQueries();
    renderApp('/finance/contribution?dateFrom=2026-13-45&dateTo=2026-11-20');
    await loadedTable('Взносы');
    const list = calls.find((call) => call.path === 'finance/contributions')!;
    expect(list.query.has('dateFrom')).toBe(false);
    expect(list.query.get('dateTo')).toBe(new Date(2026, 10, 21, 0, 0, 0, -1).toISOString());
    expect(screen.getByRole('textbox', { name: 'Период' })).toHaveValue('– 20.11.2026');
  });

  it('refunds from the row: a reason is required, the status changes at once', async () => {
    loginAs(1);
    const calls = recordQueries();
    renderApp('/finance/contribution?status=all');
    const grid = await loadedTable('Взносы');
    const row = bodyRows(grid).find((r) => within(r).queryByRole('button', { name: /^Вернуть/ }))!;
    const button = within(row).getByRole('button', { name: /^Вернуть платёж №/ });
    const id = Number(/№(\d+)/.exec(button.getAttribute('aria-label')!)![1]);
    const contribution = db.contributions.find((c) => c.id === id)!;
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `Возврат платежа №${id}` });
    expect(dialog).toHaveTextContent('вернутся на баланс пользователя');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await within(dialog).findByText('Укажите причину возврата')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Причина возврата/), 'Двойное списание');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    expect(await within(row).findByText('Возврат')).toBeInTheDocument();
    await waitFor(() =>
      expect(shownNotifications()).toContainEqual(
        `Возврат оформлен: ${formatMoney(contribution.amount)}, ${
          db.users.find((u) => u.id === contribution.userId)!.nickname
        }`,
      ),
    );
    expect(db.contributions.find((c) => c.id === id)!.status).toBe('refunded');
    expect(calls.find((c) => c.path === `finance/contributions/${id}/refund`)!.body).toEqual({
      reason: 'Двойное списание',
    });
  });

  it('puts the status back and says why when the refund is refused', async () => {
    loginAs(1);
    server.use(
      http.post('*/api/admin/finance/contributions/:id/refund', async () => {
        await delay(100);
        return HttpResponse.json(
          { message: 'Вернуть можно только успешный платёж' },
          { status: 409 },
        );
      }),
    );
    renderApp('/finance/contribution');
    const grid = await loadedTable('Взносы');
    const row = bodyRows(grid)[0]!;
    await userEvent.click(within(row).getByRole('button', { name: /^Вернуть платёж/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Причина возврата/), 'Ошибка оператора');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Вернуть' }));
    await waitFor(() =>
      expect(shownNotifications()).toContain('Вернуть можно только успешный платёж'),
    );
    expect(within(row).getByText('Успешно')).toBeInTheDocument();
    // The dialog stays with the reason, so the refund can be tried again.
    expect(within(dialog).getByLabelText(/Причина возврата/)).toHaveValue('Ошибка оператора');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('exports the filtered set through the API client, pending while it downloads', async () => {
    loginAs(1);
    const calls = recordQueries();
    const downloads = recordDownloads();
    const exported = holdAnswers(
      'get',
      'finance/contributions/export',
      () =>
        new HttpResponse('\uFEFFНомер;Сумма, ₽\r\n', {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="contributions-2026-11-23.csv"`,
          },
        }),
    );
    renderApp('/finance/contribution?status=refunded&type=entry_fee&page=2');
    await loadedTable('Взносы');
    const button = screen.getByText('Экспорт CSV').closest('button')!;
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    exported.release();
    await waitFor(() => expect(downloads).toHaveLength(1));
    const { blob, name } = downloads[0]!;
    expect(name).toBe('contributions-2026-11-23.csv');
    expect(new Uint8Array(await blob.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    const sent = calls.find((c) => c.path === 'finance/contributions/export')!.query;
    expect(Object.fromEntries(sent)).toEqual({
      status: 'refunded',
      type: 'entry_fee',
      sort: 'createdAt',
      order: 'desc',
    });
  });
});
