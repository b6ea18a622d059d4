import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { MODERATOR_ID } from '@mocks/testing';
import { loginAs, renderApp } from '@/test/render';

const card = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest<HTMLElement>('section')!;
const figure = (section: HTMLElement, label: string) =>
  within(section).getByText(label).nextElementSibling?.textContent;

describe('«Обзор очередей»: second opinions', { timeout: 120_000 }, () => {
  it('counts per queue what waits for one and was asked, and per moderator what they asked', async () => {
    const video = db.videos.find((row) => row.status === 'moderation')!;
    db.escalations.push({
      id: 1,
      queue: 'videos',
      itemId: video.id,
      note: 'Похоже на скрытую рекламу',
      askedById: MODERATOR_ID,
      askedAt: new Date().toISOString(),
      state: 'waiting',
      answeredById: null,
      answeredAt: null,
      answer: null,
    });
    loginAs(1);
    renderApp('/moderation/queues');
    const table = await screen.findByRole('table', { name: 'Модераторы' });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
    expect(figure(card('Видео'), 'Ждут второго мнения')).toBe('1');
    expect(figure(card('Видео'), 'Вторых мнений за 7 дней')).toBe('1');
    expect(figure(card('Жалобы'), 'Ждут второго мнения')).toBe('0');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const row = within(table).getByRole('link', { name: 'moderator' }).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[headers.indexOf('Вторых мнений')]).toBe('1');
  });
});
