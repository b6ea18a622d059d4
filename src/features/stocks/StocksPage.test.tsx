import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { formatCount } from '@/shared/lib/format';
import { loginAs, renderApp } from '@/test/render';
import { shownNotifications } from '@/test/notifications';
import { loadedTable, rowWithText } from '@/test/table';
import { CHANGES, recordRequests } from '@/test/requests';

/** The promotions' table once the seeded rows are in. */
async function promotions() {
  const grid = await loadedTable('Акции');
  await within(grid).findByText('Бонус сезона');
  return grid;
}

const recordBodies = () =>
  recordRequests({ method: CHANGES }, ({ method, path, body }) => ({
    method,
    path: path.replace('/api/admin/', ''),
    body,
  }));

describe('stocks page', { timeout: 120_000 }, () => {
  it('lists the promotions with their status, bonus, period, contest and usage', async () => {
    loginAs(1);
    renderApp('/finance/stocks');
    const grid = await promotions();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Акция', 'Статус', 'Бонус', 'Период', 'Конкурс', 'Применений', 'Вкл.', 'Действия']);
    for (const label of ['Запланирована', 'Активна', 'Завершена', 'Выключена']) {
      expect(within(grid).getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(within(rowWithText(grid, 'Бонус сезона')).getByText('+10 %')).toBeInTheDocument();
    expect(within(rowWithText(grid, 'Новогодний марафон')).getByText('+500 ₽')).toBeInTheDocument();
    expect(
      within(rowWithText(grid, 'Новогодний марафон')).getByText('от 2 000 ₽'),
    ).toBeInTheDocument();
    expect(within(rowWithText(grid, 'Кешбэк 5%')).getByText('к любому взносу')).toBeInTheDocument();
    expect(document.title).toBe('Who Will Win - Акции');
  });

  it('creates a stock: the shared rules first, money typed in roubles sent in kopecks', async () => {
    loginAs(1);
    const calls = recordBodies();
    renderApp('/finance/stocks');
    const grid = await promotions();
    await userEvent.click(screen.getByRole('button', { name: 'Новая акция' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая акция' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Поле не должно быть пустым')).toBeInTheDocument();
    expect(within(dialog).getByText('Значение должно быть больше нуля')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Название/), 'Зимний бонус');
    await userEvent.type(within(dialog).getByLabelText(/Бонус, %/), '150');
    expect(await within(dialog).findByText('Процент: целое число от 1 до 100')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Бонус, %/));
    await userEvent.type(within(dialog).getByLabelText(/Бонус, %/), '15');
    await userEvent.type(within(dialog).getByLabelText('Минимальный взнос, ₽'), '1 500,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(grid).findByText('Зимний бонус')).toBeInTheDocument();
    expect(shownNotifications()).toContain('Акция «Зимний бонус» создана');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.path).toBe('finance/stocks');
    expect(post.body).toMatchObject({
      title: 'Зимний бонус',
      kind: 'bonus_percent',
      value: 15,
      minContribution: 150_050,
      contestId: null,
      isEnabled: true,
    });
    expect(db.stocks.find((stock) => stock.title === 'Зимний бонус')!.minContribution).toBe(
      150_050,
    );
  });

  it('shows the server 422 under its field and keeps what was typed', async () => {
    loginAs(1);
    server.use(
      http.post('*/api/admin/finance/stocks', () =>
        HttpResponse.json(
          {
            message: 'Проверьте правильность заполнения полей',
            errors: { contestId: 'Конкурс не найден' },
          },
          { status: 422 },
        ),
      ),
    );
    renderApp('/finance/stocks');
    await promotions();
    await userEvent.click(screen.getByRole('button', { name: 'Новая акция' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая акция' });
    await userEvent.type(within(dialog).getByLabelText(/Название/), 'Акция с конкурсом');
    await userEvent.type(within(dialog).getByLabelText(/Бонус, %/), '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Конкурс не найден')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Название/)).toHaveValue('Акция с конкурсом');
  });

  it('switches a stock off at once, and the server agrees', async () => {
    loginAs(1);
    renderApp('/finance/stocks');
    const grid = await promotions();
    const row = rowWithText(grid, 'Бонус сезона');
    const toggle = within(row).getByRole('switch', { name: 'Включена: Бонус сезона' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(await within(row).findByText('Выключена')).toBeInTheDocument();
    await waitFor(() =>
      expect(db.stocks.find((stock) => stock.title === 'Бонус сезона')!.isEnabled).toBe(false),
    );
    await waitFor(() => expect(shownNotifications()).toContain('Акция «Бонус сезона» выключена'));
  });

  it('deletes after a confirmation; a used stock is not offered deletion, only switching off', async () => {
    loginAs(1);
    renderApp('/finance/stocks');
    const grid = await promotions();
    const used = db.stocks.find((stock) => stock.title === 'Бонус сезона')!;
    expect(used.usageCount).toBeGreaterThan(0);
    expect(used.isEnabled).toBe(true);
    await userEvent.click(
      within(rowWithText(grid, 'Бонус сезона')).getByRole('button', {
        name: 'Удалить «Бонус сезона»',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Удалить акцию?' });
    expect(dialog).toHaveTextContent(
      `«Бонус сезона» уже применялась к взносам (${formatCount(used.usageCount).replace(/\s/g, ' ')}): удалить её нельзя. Её можно выключить.`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Выключить' }));
    await waitFor(() => expect(shownNotifications()).toContain('Акция «Бонус сезона» выключена'));
    expect(db.stocks.find((stock) => stock.id === used.id)!.isEnabled).toBe(false);
    expect(within(grid).getByText('Бонус сезона')).toBeInTheDocument();

    const unused = db.stocks.find((stock) => stock.usageCount === 0)!;
    await userEvent.click(
      within(rowWithText(grid, unused.title)).getByRole('button', {
        name: `Удалить «${unused.title}»`,
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Удалить акцию?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(grid).queryByText(unused.title)).not.toBeInTheDocument());
    expect(shownNotifications()).toContain(`Акция «${unused.title}» удалена`);
  });
});
