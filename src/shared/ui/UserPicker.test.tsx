import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { notificationsStore } from '@mantine/notifications';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';

describe('the user picker of a filter', () => {
  it('searches only once it is opened; a failed search names its field, and is not «nobody»', async () => {
    const searches: string[] = [];
    server.use(
      http.get('*/api/admin/users', ({ request }) => {
        searches.push(new URL(request.url).search);
        return HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    loginAs(2);
    renderApp('/moderation/videos');
    await screen.findByRole('table', { name: 'Видео' });
    const author = await screen.findByRole('combobox', { name: 'Автор' });
    expect(searches).toEqual([]);
    expect(notificationsStore.getState().notifications).toEqual([]);

    await user.click(author);
    await waitFor(() => expect(searches).toHaveLength(1));
    await waitFor(() =>
      expect(
        notificationsStore.getState().notifications.map(({ title, message }) => [title, message]),
      ).toEqual([['Автор: не удалось найти пользователей', 'Внутренняя ошибка сервера']]),
    );
    expect(await screen.findByText('Не удалось найти пользователей')).toBeInTheDocument();
    expect(screen.queryByText('Никого не нашлось')).toBeNull();
  });
});
