import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { auditEntityPath } from '@/contract/audit';
import { server } from '@mocks/node';
import { loginAs, renderApp } from '@/test/render';

async function table() {
  const grid = await screen.findByRole('table', { name: 'Журнал действий' });
  await waitFor(() => expect(within(grid).queryAllByTestId('skeleton-row')).toHaveLength(0));
  return grid;
}

describe('the audit page', { timeout: 120_000 }, () => {
  it('lists who did what, with links to each entity and the changes in words', async () => {
    loginAs(1);
    renderApp('/audit?entityType=video&action=reject');
    expect(await screen.findByRole('heading', { name: 'Журнал действий' })).toBeInTheDocument();
    const grid = await table();
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
    expect(within(row).getByText('Статус: На модерации → Отклонено')).toBeInTheDocument();
    expect(within(row).getByText(`Причина: ${newest.reason}`)).toBeInTheDocument();
    // The filters read from the URL.
    expect(within(grid).queryByText('Одобрение')).not.toBeInTheDocument();
    expect(screen.getByDisplayValue('Отклонение')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Видео')).toBeInTheDocument();
  });

  it('sends the filtered set to «Экспорт CSV»', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/audit/export')) asked.push(new URL(request.url).search);
    });
    loginAs(1);
    renderApp('/audit?action=approve');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toContain('action=approve');
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
    expect(
      await screen.findByRole('table', { name: 'Видео' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
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
    expect(within(entry).getByText(`Причина: ${video.rejectReason}`)).toBeInTheDocument();
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
    expect(title!.closest('a')).toHaveAttribute(
      'href',
      auditEntityPath(mine.entityType, mine.entityId),
    );
  });
});
