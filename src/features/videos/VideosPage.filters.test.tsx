import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';
import { loadedTable } from '@/test/table';
import { recordPaths } from '@/test/requests';

describe('videos list: the filters’ dictionaries', { timeout: 60_000 }, () => {
  const dictionaryCalls = () => recordPaths(/\/(categories|contests)$/, 'GET');

  it('the page asks for no dictionary; opening a filter fetches its entries', async () => {
    const user = userEvent.setup();
    const calls = dictionaryCalls();
    loginAs(2);
    renderApp('/moderation/videos');
    await loadedTable('Видео');
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('combobox', { name: 'Категория' }));
    expect(
      await screen.findByRole('option', { name: db.categories[0]!.name, hidden: true }),
    ).toBeInTheDocument();
    expect(calls).toEqual(['/api/admin/categories']);
  });

  it('a failed dictionary is said in the open list, not shown as «Ничего не найдено»', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('*/api/admin/contests', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    loginAs(2);
    renderApp('/moderation/videos');
    await loadedTable('Видео');
    await user.click(screen.getByRole('combobox', { name: 'Конкурс' }));
    expect(await screen.findByText('Не удалось загрузить список')).toBeInTheDocument();
    expect(screen.queryByText('Ничего не найдено')).not.toBeInTheDocument();
  });
});
