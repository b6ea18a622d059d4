import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { auditEntityLink } from '@/contract/audit';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { recordDownloads } from '@/test/downloads';
import { loadedTable } from '@/test/table';

describe('the audit page', { timeout: 120_000 }, () => {
  it('lists who did what, with links to each entity and the changes in words', async () => {
    loginAs(1);
    renderApp('/audit?entityType=video&action=reject');
    expect(await screen.findByRole('heading', { name: 'Журнал действий' })).toBeInTheDocument();
    const grid = await loadedTable('Журнал действий');
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Когда', 'Кто', 'Действие', 'Объект', 'Что изменилось']);
    const newest = db.audit
      .filter((entry) => entry.entityType === 'video' && entry.action === 'reject')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const link = await within(grid).findByRole('link', { name: newest.entityTitle });
    expect(link).toHaveAttribute('href', `/moderation/videos/${newest.entityId}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('Отклонение')).toBeInTheDocument();
    expect(within(row).getByText(`Видео №${newest.entityId}`)).toBeInTheDocument();
    // The changes in one line: each field in words, the reason once, as the changed field.
    expect(row).toHaveTextContent(
      `Статус: На модерации → Отклонено; Причина отклонения: — → ${newest.reason}`,
    );
    expect(row).not.toHaveTextContent(`Причина: ${newest.reason}`);
    // The filters read from the URL.
    expect(within(grid).queryByText('Одобрение')).not.toBeInTheDocument();
    expect(screen.getByDisplayValue('Отклонение')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Видео')).toBeInTheDocument();
  });

  it('says the reason of a decision whose fields do not', async () => {
    const rejected = db.audit
      .filter(
        (entry) => entry.entityType === 'complaint' && entry.action === 'reject' && entry.reason,
      )
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0]!;
    loginAs(1);
    renderApp(
      `/audit?entityType=complaint&action=reject&search=${encodeURIComponent(rejected.entityTitle)}`,
    );
    const grid = await loadedTable('Журнал действий');
    const link = await within(grid).findByRole('link', { name: rejected.entityTitle });
    expect(link.getAttribute('href')).toContain(`complaintId=${rejected.entityId}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText(rejected.entityTitle.replace(/ №\d+$/, ''))).toBeInTheDocument();
    expect(row).toHaveTextContent(`Решение по жалобе: — → Без мер; Причина: ${rejected.reason}`);
  });

  it('explains itself, names its filters, sits in the navigation and says when nothing matches', async () => {
    loginAs(1);
    renderApp('/audit?search=ничего-такого-нет');
    // The description is folded behind «О странице».
    await userEvent.click(await screen.findByRole('button', { name: 'О странице' }));
    expect(
      await screen.findByText('Кто, когда и что изменил в панели, и почему.'),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Поиск по названию, причине')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Все действия')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Все объекты')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Основная навигация' });
    expect(within(nav).getByText('Администрирование')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Журнал действий' })).toHaveAttribute(
      'href',
      '/audit',
    );
    expect(await screen.findByText('Записей не найдено')).toBeInTheDocument();
  });

  it('sends the filtered set to «Экспорт CSV»', async () => {
    const asked = recordRequests({ path: /\/audit\/export$/ }, ({ url }) => url.search);
    const downloads = recordDownloads();
    loginAs(1);
    renderApp('/audit?action=approve');
    await loadedTable('Журнал действий');
    await userEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('action=approve');
    expect(downloads[0]!.name).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('shows a failed request as an error, not as an empty trail', async () => {
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    loginAs(1);
    renderApp('/audit');
    expect(await screen.findByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(screen.queryByText('Записей не найдено')).not.toBeInTheDocument();
  });

  it('is not a moderator’s page: they are sent to the videos', async () => {
    loginAs(2);
    renderApp('/audit');
    expect(await screen.findByRole('table', { name: 'Видео' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Журнал действий' })).not.toBeInTheDocument();
  });
});

describe('«История» and «Мои решения»', { timeout: 120_000 }, () => {
  it('a video page shows who decided it, when, what changed and why', async () => {
    const video =
      db.videos.find((row) => row.status === 'rejected' && row.moderatedById === 2) ??
      db.videos.find((row) => row.status === 'rejected')!;
    loginAs(1);
    renderApp(`/moderation/videos/${video.id}`);
    const history = await screen.findByRole('region', { name: 'История' });
    const entry = await within(history).findByTestId('audit-entry');
    expect(within(history).getByText('Отклонение')).toBeInTheDocument();
    expect(within(entry).getByText('Статус: На модерации → Отклонено')).toBeInTheDocument();
    expect(
      within(entry).getByText(`Причина отклонения: — → ${video.rejectReason}`),
    ).toBeInTheDocument();
  });

  it('the complaint panel shows the complaint’s history', async () => {
    const resolved = db.audit.find(
      (entry) => entry.entityType === 'complaint' && entry.action === 'resolve',
    )!;
    loginAs(2);
    renderApp(`/moderation/complaints?status=all&complaintId=${resolved.entityId}`);
    const history = await screen.findByRole('region', { name: 'История' });
    expect(await within(history).findByText('Жалоба принята')).toBeInTheDocument();
    expect(within(history).getByText('Статус: Новая → Решена')).toBeInTheDocument();
  });

  it('a history that failed to load says so, with «Повторить»', async () => {
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      ),
    );
    loginAs(1);
    renderApp(`/moderation/videos/${db.videos[0]!.id}`);
    const history = await screen.findByRole('region', { name: 'История' });
    expect(await within(history).findByText('Не удалось загрузить историю')).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
  });

  it('«Мои решения» of someone who decided nothing yet', async () => {
    server.use(
      http.get('*/api/admin/audit', () => HttpResponse.json({ result: { items: [], total: 0 } })),
    );
    loginAs(2);
    renderApp('/moderation/videos');
    await userEvent.click(await screen.findByRole('button', { name: 'Мои решения' }));
    expect(await screen.findByText('Вы ещё ничего не решали')).toBeInTheDocument();
  });

  it.each([
    ['a user card', '/users/5'],
    ['a contest page', '/moderation/contests/1'],
  ])('%s has its «История» too', async (_name, path) => {
    loginAs(1);
    renderApp(path);
    const history = await screen.findByRole('region', { name: 'История' });
    expect(await within(history).findByText('Изменений пока не было')).toBeInTheDocument();
  });

  it.each([
    ['an administrator', 1, true],
    ['a moderator', 2, false],
  ] as const)(
    "%s reads in a user card what the role may (a block; a refund's balance change only as administrator)",
    async (_who, self, seesMoney) => {
      const now = new Date().toISOString();
      const entry = {
        actorId: 1,
        entityType: 'user',
        entityId: 13,
        entityTitle: 'fox_serge',
      } as const;
      db.audit.push(
        {
          ...entry,
          id: 900_001,
          createdAt: now,
          action: 'update',
          before: { balance: 50_000 },
          after: { balance: 0 },
          reason: 'Возврат по взносу №7',
        },
        {
          ...entry,
          id: 900_002,
          createdAt: now,
          action: 'block',
          before: { status: 'active' },
          after: { status: 'blocked' },
          reason: 'Спам в комментариях',
        },
      );
      loginAs(self);
      renderApp('/users/13');
      const history = await screen.findByRole('region', { name: 'История' });
      expect(await within(history).findByText('Блокировка')).toBeInTheDocument();
      expect(within(history).queryAllByText(/^Баланс:/)).toHaveLength(seesMoney ? 1 : 0);
    },
  );

  it('a contest page has no «История» for a moderator: a contest’s changes are the administrators’', async () => {
    loginAs(2);
    renderApp('/moderation/contests/1');
    expect(await screen.findByRole('heading', { name: 'Сроки' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'История' })).not.toBeInTheDocument();
  });

  it('an item never changed says so', async () => {
    const video = db.videos.find((row) => row.status === 'moderation')!;
    loginAs(1);
    renderApp(`/moderation/videos/${video.id}`);
    const history = await screen.findByRole('region', { name: 'История' });
    expect(await within(history).findByText('Изменений пока не было')).toBeInTheDocument();
  });

  it('the header lists the moderator’s own last decisions, each linking to its item', async () => {
    const mine = db.audit
      .filter((entry) => entry.actorId === 2)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    loginAs(2);
    renderApp('/moderation/videos');
    await userEvent.click(await screen.findByRole('button', { name: 'Мои решения' }));
    expect(await screen.findByText('Мои решения')).toBeInTheDocument();
    const [title] = await screen.findAllByText(mine.entityTitle);
    const link = auditEntityLink(mine.entityType, mine.entityId);
    const href = title!.closest('a')!.getAttribute('href')!;
    expect(href.startsWith(link.to)).toBe(true);
    if (link.search) expect(href).toContain(`complaintId=${mine.entityId}`);
  });
});
