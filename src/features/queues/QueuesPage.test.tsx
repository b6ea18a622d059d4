import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { queueHistory } from '@mocks/queue-history';
import { queueStats } from '@mocks/views/queue-stats';
import { recordDownloads } from '@/test/downloads';
import { recordRequests } from '@/test/requests';
import { notificationsAndQueue } from '@/test/notifications';
import { loginAs, renderApp } from '@/test/render';
import { formatAge, formatSeconds, formatShare } from './format';
import { hourlyPoints } from './QueueChart';

const HEADINGS = [
  'Модератор',
  'Решений за 24 часа',
  'Решений за 7 дней',
  'Медиана до решения',
  'Изменено им же',
  'Изменено другими',
  'Вторых мнений',
];

const card = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest<HTMLElement>('section')!;
const figure = (section: HTMLElement, label: string) =>
  within(section).getByText(label).nextElementSibling?.textContent;

async function moderatorsTable() {
  const table = await screen.findByRole('table', { name: 'Модераторы' });
  await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  return table;
}

afterEach(() => vi.restoreAllMocks());

describe('«Обзор очередей»', { timeout: 120_000 }, () => {
  it('shows each queue, the hours chart and every moderator of the seeded week to an administrator', async () => {
    loginAs(1);
    renderApp('/moderation/queues');
    expect(
      await screen.findByRole('heading', { name: 'Обзор очередей', level: 1 }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Навигационная цепочка' })).getByText(
        'Модерация',
      ),
    ).toBeInTheDocument();
    const table = await moderatorsTable();

    const videos = card('Видео');
    const waiting = db.videos.filter((video) => video.status === 'moderation');
    expect(figure(videos, 'Ждут')).toBe(String(waiting.length));
    expect(within(videos).getByText('Срок: 24 ч')).toBeInTheDocument();
    // Every seeded waiting video is older than a day: all of them are over the target.
    expect(figure(videos, 'Дольше срока')).toBe(String(waiting.length));
    expect(figure(videos, 'Ждёт дольше всех')).toMatch(/^\d+\u00a0д \d+\u00a0ч$/);
    expect(Number(figure(videos, 'Поступило за 7 дней'))).toBeGreaterThan(50);
    expect(Number(figure(videos, 'Решено за 7 дней'))).toBeGreaterThan(50);
    expect(within(card('Жалобы')).getByText('Срок: 4 ч')).toBeInTheDocument();
    expect(within(card('Заявки')).getByText('Срок: 48 ч')).toBeInTheDocument();

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(HEADINGS);
    const worked = new Set(queueHistory().decisions.map((decision) => decision.actorId));
    const nicknames = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(nicknames.sort()).toEqual(
      [...worked].map((id) => db.users.find((user) => user.id === id)!.nickname).sort(),
    );
    const row = within(table).getByRole('link', { name: 'moderator' }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[3]).toMatch(/^\d+\u00a0(мин \d\d\u00a0)?с$/);
    expect(cells[4]).toMatch(/^\d+,\d\u00a0%$/);
    expect(
      screen.getByText(/Все, кто принимал решения или просил второе мнение за 7 дней\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Медиана — от открытия элемента до решения\. «Изменено им же» и «Изменено другими» — доля решений, которые позже изменил сам модератор или кто-то другой\./,
      ),
    ).toBeInTheDocument();

    expect(
      screen.getByRole('heading', { name: 'Поступило и решено по часам' }),
    ).toBeInTheDocument();
    const span = screen.getByRole('radiogroup', { name: 'Период графика' });
    expect(within(span).getByRole('radio', { name: 'За 24 часа' })).toBeChecked();
    await userEvent.click(within(span).getByRole('radio', { name: 'За 7 дней' }));
    expect(within(span).getByRole('radio', { name: 'За 7 дней' })).toBeChecked();
    const queues = screen.getByRole('radiogroup', { name: 'Очередь' });
    expect(
      within(queues)
        .getAllByRole('radio')
        .map((radio) => radio.closest('div')!.textContent),
    ).toEqual(['Все очереди', 'Видео', 'Жалобы', 'Заявки']);
    // In the menu, for administrators and moderators alike.
    expect(screen.getByRole('link', { name: 'Обзор очередей' })).toHaveAttribute(
      'href',
      '/moderation/queues',
    );
  });

  it('shows a moderator the queues and their own row only, without the targets link', async () => {
    loginAs(2);
    renderApp('/moderation/queues');
    const table = await moderatorsTable();
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['moderator']);
    expect(
      screen.getByText(/^Ваши показатели; показатели коллег видят администраторы\./),
    ).toBeInTheDocument();
    expect(figure(card('Видео'), 'Ждут')).toBe(
      String(db.videos.filter((video) => video.status === 'moderation').length),
    );
    expect(screen.queryByRole('link', { name: 'Сроки очередей' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Экспорт CSV' })).toBeInTheDocument();
  });

  it('says the figures failed to load (never an empty page), and loads them on «Повторить»', async () => {
    let failing = true;
    server.use(
      http.get('*/api/admin/stats/queues', () =>
        failing
          ? HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 })
          : undefined,
      ),
    );
    loginAs(1);
    renderApp('/moderation/queues');
    const alert = (await screen.findByText('Не удалось загрузить данные')).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(within(alert).getByText('Внутренняя ошибка сервера')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Модераторы' })).not.toBeInTheDocument();
    expect(screen.queryByText('За 7 дней решений не было')).not.toBeInTheDocument();
    // The red notification names what failed.
    await waitFor(() =>
      expect(notificationsAndQueue().map((notice) => notice.title)).toContain(
        'Не удалось загрузить обзор очередей',
      ),
    );
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await moderatorsTable();
    expect(screen.queryByText('Не удалось загрузить данные')).not.toBeInTheDocument();
  });

  it('says so when nobody decided anything in the week', async () => {
    server.use(
      http.get('*/api/admin/stats/queues', () => {
        const now = Date.now();
        const week = queueStats({
          from: now - 7 * 24 * 3_600_000,
          to: now,
          now,
          onlyModerator: null,
        });
        return HttpResponse.json({ result: { ...week, moderators: [] } });
      }),
    );
    loginAs(1);
    renderApp('/moderation/queues');
    expect(await screen.findByText('За 7 дней решений не было')).toBeInTheDocument();
  });

  it('exports the week as CSV, asking the server for the last 7 days', async () => {
    const downloads = recordDownloads();
    const asked = recordRequests({ path: /\/stats\/queues\/export$/ }, (request) => request.url);
    loginAs(1);
    renderApp('/moderation/queues');
    await moderatorsTable();
    await userEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toMatch(/^queues-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await downloads[0]!.blob.text();
    expect(text).toContain('Модератор;Решений за 24 часа;Решений за период');
    const query = asked[0]!.searchParams;
    expect(Date.parse(query.get('dateTo')!) - Date.parse(query.get('dateFrom')!)).toBe(
      7 * 24 * 3_600_000,
    );
  });

  it('sends an administrator to the moderation policy for the queues’ targets', async () => {
    loginAs(1);
    renderApp('/moderation/queues');
    await moderatorsTable();
    expect(screen.getByRole('link', { name: 'Сроки очередей' })).toHaveAttribute('href', '/policy');
  });
});

describe('the chart’s points', () => {
  const hours = (n: number, received: number, decided: number) =>
    Array.from({ length: n }, (_, index) => ({
      at: new Date(Date.UTC(2026, 11, 1) + index * 3_600_000).toISOString(),
      received,
      decided,
    }));
  const queue = (name: 'videos' | 'complaints' | 'applications', received: number) => ({
    queue: name,
    waiting: 0,
    secondOpinionsWaiting: 0,
    oldestWaitingSince: null,
    targetHours: 24,
    overTarget: 0,
    received: 0,
    decided: 0,
    escalated: 0,
    hours: hours(30, received, 1),
  });
  const queues = [queue('videos', 5), queue('complaints', 2), queue('applications', 1)];

  it('sums the queues hour by hour, or shows the one chosen; the day is the last 24 hours', () => {
    const all = hourlyPoints(queues, 'all', 'week');
    expect(all).toHaveLength(30);
    expect(all[0]).toEqual({ at: '2026-12-01T00:00:00.000Z', received: 8, decided: 3 });
    const day = hourlyPoints(queues, 'complaints', 'day');
    expect(day).toHaveLength(24);
    expect(day[0]).toEqual({ at: '2026-12-01T06:00:00.000Z', received: 2, decided: 1 });
  });
});

describe('the figures in words', () => {
  it('ages, times to a decision and shares', () => {
    expect(formatAge(40 * 60_000)).toBe('40\u00a0мин');
    expect(formatAge((5 * 60 + 12) * 60_000)).toBe('5\u00a0ч 12\u00a0мин');
    expect(formatAge((3 * 24 + 4) * 3_600_000 + 59_000)).toBe('3\u00a0д 4\u00a0ч');
    expect(formatSeconds(45)).toBe('45\u00a0с');
    expect(formatSeconds(125)).toBe('2\u00a0мин 05\u00a0с');
    expect(formatSeconds(4200)).toBe('1\u00a0ч 10\u00a0мин');
    expect(formatSeconds(null)).toBe('—');
    expect(formatShare(0.025)).toBe('2,5\u00a0%');
    expect(formatShare(0)).toBe('0,0\u00a0%');
  });
});
