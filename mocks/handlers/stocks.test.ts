import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { stockContract } from '../contracts';
import { db } from '../db';
import { call, fetchAll, MODERATOR_ID } from '../testing';
import type { StockStatus } from '../types';
import { stockStatus } from '../views';

type Stock = z.infer<typeof stockContract>;
type Page = { items: Stock[]; total: number };

const list = (query = '') => call<Page>(`/finance/stocks${query}`);

describe('GET /finance/stocks', () => {
  it('answers the ten promotions, the latest start first, status derived', async () => {
    const { status, result } = await list();
    expect(status).toBe(200);
    expect(result.total).toBe(10);
    for (const item of result.items) {
      expect(stockContract.strict().parse(item)).toEqual(item);
      const row = db.stocks.find((stock) => stock.id === item.id)!;
      expect(item.status).toBe(stockStatus(row));
      expect(item.contest?.id ?? null).toBe(row.contestId);
      expect(Date.parse(item.startsAt)).toBeLessThan(Date.parse(item.endsAt));
    }
    const starts = result.items.map((item) => item.startsAt);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('derives the status: switched off wins, then the dates', () => {
    const stock = {
      ...db.stocks[0]!,
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2026-02-01T00:00:00.000Z',
    };
    expect(stockStatus(stock, Date.parse('2025-12-31T23:59:59.999Z'))).toBe('scheduled');
    expect(stockStatus(stock, Date.parse('2026-01-01T00:00:00.000Z'))).toBe('active');
    expect(stockStatus(stock, Date.parse('2026-02-01T00:00:00.000Z'))).toBe('finished');
    expect(
      stockStatus({ ...stock, isEnabled: false }, Date.parse('2026-01-15T00:00:00.000Z')),
    ).toBe('disabled');
  });

  it.each(['scheduled', 'active', 'finished', 'disabled'] as const)(
    'filters by status %s',
    async (status: StockStatus) => {
      const { items, total } = await fetchAll<Stock>(`/finance/stocks?status=${status}`);
      expect(total).toBe(db.stocks.filter((stock) => stockStatus(stock) === status).length);
      expect(total).toBeGreaterThan(0);
      expect(items.every((item) => item.status === status)).toBe(true);
    },
  );

  it('searches title and description; sorts by startsAt ascending', async () => {
    const found = await list(`?search=${encodeURIComponent('кешбэк')}`);
    expect(found.result.total).toBeGreaterThan(0);
    expect(
      found.result.items.every((item) =>
        `${item.title} ${item.description}`.toLowerCase().includes('кешбэк'),
      ),
    ).toBe(true);
    const asc = (await list('?sort=startsAt&order=asc')).result.items.map((item) => item.startsAt);
    expect(asc).toEqual([...asc].sort());
  });

  it('counts usages from the qualifying succeeded contributions', () => {
    const open = db.stocks.find(
      (stock) => stock.isEnabled && stock.contestId === null && stock.usageCount > 0,
    )!;
    const qualifying = db.contributions.filter(
      (row) =>
        row.status === 'succeeded' &&
        row.createdAt >= open.startsAt &&
        row.createdAt < open.endsAt &&
        row.amount >= (open.minContribution ?? 0),
    );
    expect(open.usageCount).toBe(qualifying.length);
  });

  it.each([
    ['?status=running', 'status', 'Допустимые значения: scheduled, active, finished, disabled'],
    ['?sort=title', 'sort', 'Сортировка возможна по: startsAt'],
  ])('answers 422 for %s', async (query, field, text) => {
    const { status, error } = await list(query);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: text });
  });

  it('answers a moderator 409, never 403', async () => {
    const { status, error } = await call('/finance/stocks', { as: MODERATOR_ID });
    expect([status, error.message]).toEqual([409, 'Раздел доступен только администраторам']);
  });
});
