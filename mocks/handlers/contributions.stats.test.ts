import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { call, MODERATOR_ID } from '../testing';
import { sumOf, type Page } from './contributions.test-helpers';

describe('GET /finance/contributions/stats', () => {
  type Day = { date: string; amount: number; count: number; byType: Record<string, number> };
  const stats = (query: string) => call<Day[]>(`/finance/contributions/stats${query}`);

  it('answers one row per day of the period, days without contributions as zeros', async () => {
    const { status, result } = await stats('?dateFrom=2026-11-01&dateTo=2026-11-10');
    expect(status).toBe(200);
    expect(result.map((day) => day.date)).toEqual(
      Array.from(
        { length: 10 },
        (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
      ),
    );
    for (const day of result) {
      const rows = db.contributions.filter((row) =>
        row.createdAt.startsWith(day.date.slice(0, 10)),
      );
      expect([day.count, day.amount]).toEqual([rows.length, sumOf(rows)]);
      expect(day.byType.entry_fee! + day.byType.donation!).toBe(day.amount);
    }
    // Before the first contribution there is nothing: every day is there, with zeros.
    const empty = await stats('?dateFrom=2020-01-01&dateTo=2020-01-03');
    expect(empty.result).toEqual(
      ['2020-01-01', '2020-01-02', '2020-01-03'].map((day) => ({
        date: `${day}T00:00:00.000Z`,
        amount: 0,
        count: 0,
        byType: { entry_fee: 0, donation: 0 },
      })),
    );
  });

  it('counts the browser days: 24 hours from the local midnight it sends', async () => {
    const from = '2026-10-31T21:00:00.000Z';
    const to = '2026-11-02T20:59:59.999Z';
    const { result } = await stats(`?dateFrom=${from}&dateTo=${to}`);
    expect(result.map((day) => day.date)).toEqual([from, '2026-11-01T21:00:00.000Z']);
    const first = db.contributions.filter(
      (row) => row.createdAt >= from && row.createdAt < '2026-11-01T21:00:00.000Z',
    );
    expect(result[0]!.count).toBe(first.length);
  });

  it('follows the other filters, as the list does', async () => {
    const query = '?dateFrom=2026-11-01&dateTo=2026-11-20&type=entry_fee&status=succeeded';
    const { result } = await stats(query);
    const list = await call<Page>(`/finance/contributions${query}`);
    expect(result.reduce((acc, day) => acc + day.amount, 0)).toBe(list.result.sum);
    expect(result.reduce((acc, day) => acc + day.count, 0)).toBe(list.result.total);
    expect(result.every((day) => day.byType.donation === 0)).toBe(true);
  });

  it.each([
    ['?dateTo=2026-11-10', { dateFrom: 'Укажите дату' }],
    ['', { dateFrom: 'Укажите дату', dateTo: 'Укажите дату' }],
    ['?dateFrom=2024-01-01&dateTo=2026-01-01', { dateTo: 'Период не длиннее 367 дней' }],
    ['?dateFrom=2026-11-10&dateTo=2026-11-01', { dateTo: 'Дата окончания раньше даты начала' }],
  ])('answers 422 for %s', async (query, errors) => {
    const { status, error } = await stats(query);
    expect(status).toBe(422);
    expect(error.errors).toEqual(errors);
  });

  it('answers a moderator 409', async () => {
    const { status } = await call(
      '/finance/contributions/stats?dateFrom=2026-11-01&dateTo=2026-11-02',
      {
        as: MODERATOR_ID,
      },
    );
    expect(status).toBe(409);
  });
});
