import { describe, expect, it } from 'vitest';
import { pageOf } from '@/contract/common';
import { contributionSchema as contributionContract } from '@/contract/contributions';
import { strictly } from '@/contract/strict';
import { db } from '../db';
import { call, fetchAll, MODERATOR_ID } from '../testing';
import { list, sumOf, type Contribution, type Page } from './contributions.test-helpers';
import { isSorted } from '../list-testing';

/** Every item of a filtered list and the list's sum, which every page repeats. */
async function all(query: string): Promise<{ items: Contribution[]; total: number; sum: number }> {
  const { items, total } = await fetchAll<Contribution>(`/finance/contributions${query}`);
  const { result } = await list(`${query}${query ? '&' : '?'}limit=10`);
  return { items, total, sum: result.sum };
}

describe('GET /finance/contributions', () => {
  it('answers every contribution in the contract shape, newest first, with the sum of all', async () => {
    const { status, result } = await list();
    expect(status).toBe(200);
    expect(Object.keys(result).sort()).toEqual(['items', 'sum', 'total']);
    expect(result.total).toBe(3000);
    expect(result.sum).toBe(sumOf(db.contributions));
    const { items } = await fetchAll<unknown>('/finance/contributions');
    expect(items).toHaveLength(3000);
    for (const item of items) expect(strictly(contributionContract).parse(item)).toEqual(item);
    const dates = items.map((item) => contributionContract.parse(item).createdAt);
    expect(isSorted(dates, 'desc')).toBe(true);
  });

  it('answers the user card tab: userId, page, limit 10, sort createdAt', async () => {
    const userId = db.contributions[0]!.userId;
    const { result } = await call(
      `/finance/contributions?userId=${userId}&page=1&limit=10&sort=createdAt&order=desc`,
    );
    const page = pageOf(contributionContract).parse(result);
    const mine = db.contributions.filter((row) => row.userId === userId);
    expect(page.total).toBe(mine.length);
    expect((result as Page).sum).toBe(sumOf(mine));
  });

  it.each(['succeeded', 'pending', 'failed', 'refunded'] as const)(
    'filters by status %s; the sum follows the filter',
    async (status) => {
      const { items, total, sum } = await all(`?status=${status}`);
      const rows = db.contributions.filter((row) => row.status === status);
      expect([total, sum]).toEqual([rows.length, sumOf(rows)]);
      expect(total).toBeGreaterThan(0);
      expect(items.every((item) => item.status === status)).toBe(true);
    },
  );

  it.each(['entry_fee', 'donation'] as const)('filters by type %s', async (type) => {
    const { items, total, sum } = await all(`?type=${type}`);
    const rows = db.contributions.filter((row) => row.type === type);
    expect([total, sum]).toEqual([rows.length, sumOf(rows)]);
    expect(items.every((item) => item.type === type)).toBe(true);
    if (type === 'entry_fee') {
      for (const item of items) {
        expect(item.amount).toBe(db.contests.find((c) => c.id === item.contest!.id)!.entryFee);
      }
    }
  });

  it('filters by contest and by user', async () => {
    const { contestId, userId } = db.contributions.find((row) => row.contestId !== null)!;
    const byContest = await all(`?contestId=${contestId}`);
    const rows = db.contributions.filter((row) => row.contestId === contestId);
    expect([byContest.total, byContest.sum]).toEqual([rows.length, sumOf(rows)]);
    expect(byContest.items.every((item) => item.contest?.id === contestId)).toBe(true);
    const byUser = await all(`?userId=${userId}&contestId=${contestId}`);
    expect(
      byUser.items.every((item) => item.user.id === userId && item.contest?.id === contestId),
    ).toBe(true);
    expect(byUser.total).toBe(rows.filter((row) => row.userId === userId).length);
  });

  it('filters by dates: whole UTC days, both ends included', async () => {
    const { result } = await list('?dateFrom=2026-11-01&dateTo=2026-11-10');
    const rows = db.contributions.filter(
      (row) =>
        row.createdAt >= '2026-11-01T00:00:00.000Z' && row.createdAt < '2026-11-11T00:00:00.000Z',
    );
    expect([result.total, result.sum]).toEqual([rows.length, sumOf(rows)]);
    expect(rows.length).toBeGreaterThan(0);
    const day = db.contributions[1500]!.createdAt.slice(0, 10);
    const oneDay = await all(`?dateFrom=${day}&dateTo=${day}`);
    expect(oneDay.total).toBe(
      db.contributions.filter((row) => row.createdAt.startsWith(day)).length,
    );
    expect(oneDay.items.every((item) => item.createdAt.startsWith(day))).toBe(true);
  });

  it('takes ISO instants as exact bounds (a local day from the browser)', async () => {
    const from = '2026-10-31T21:00:00.000Z';
    const to = '2026-11-01T20:59:59.999Z';
    const { result } = await list(`?dateFrom=${from}&dateTo=${encodeURIComponent(to)}`);
    const rows = db.contributions.filter((row) => row.createdAt >= from && row.createdAt <= to);
    expect(result.total).toBe(rows.length);
    const offset = await list(
      `?dateFrom=${encodeURIComponent('2026-11-01T00:00:00+03:00')}&dateTo=${to}`,
    );
    expect(offset.result.total).toBe(rows.length);
  });

  it('only one end of the range is needed', async () => {
    const { result } = await list('?dateFrom=2026-11-15');
    expect(result.total).toBe(
      db.contributions.filter((row) => row.createdAt >= '2026-11-15').length,
    );
    const before = await list('?dateTo=2025-12-31');
    expect(before.result.total).toBe(
      db.contributions.filter((row) => row.createdAt < '2026-01-01').length,
    );
  });

  it('searches the user nickname and the contest title', async () => {
    const contest = db.contests.find((c) =>
      db.contributions.some((row) => row.contestId === c.id),
    )!;
    const word = contest.title.split(' ')[0]!;
    const { items, total } = await all(`?search=${encodeURIComponent(word.toUpperCase())}`);
    expect(total).toBeGreaterThan(0);
    expect(
      items.every(
        (item) =>
          item.contest?.title.toLowerCase().includes(word.toLowerCase()) ||
          item.user.nickname.includes(word.toLowerCase()),
      ),
    ).toBe(true);
    const nickname = db.users.find((u) => u.id === db.contributions[0]!.userId)!.nickname;
    const byUser = await all(`?search=${nickname}`);
    expect(byUser.items.some((item) => item.user.nickname === nickname)).toBe(true);
  });

  it.each([
    ['createdAt', 'asc'],
    ['createdAt', 'desc'],
    ['amount', 'asc'],
    ['amount', 'desc'],
  ] as const)('sorts by %s %s', async (sort, order) => {
    const { items } = await fetchAll<Contribution>(
      `/finance/contributions?sort=${sort}&order=${order}`,
    );
    const values = items.map((item) => item[sort]);
    expect(isSorted(values, order)).toBe(true);
    expect(values[0]).not.toBe(values[values.length - 1]);
  });

  it('pages without overlap; the sum is the whole set, not the page', async () => {
    const all100 = (await list('?limit=100&sort=amount&order=desc')).result.items.map((c) => c.id);
    const page = await list('?limit=20&page=2&sort=amount&order=desc');
    expect(page.result.items.map((c) => c.id)).toEqual(all100.slice(20, 40));
    expect(page.result.sum).toBe(sumOf(db.contributions));
  });

  it.each([
    ['?status=paid', 'status', 'Допустимые значения: succeeded, pending, failed, refunded'],
    ['?type=gift', 'type', 'Допустимые значения: entry_fee, donation'],
    ['?contestId=x', 'contestId', 'Ожидается целое положительное число'],
    ['?userId=0', 'userId', 'Ожидается целое положительное число'],
    ['?dateFrom=20.11.2026', 'dateFrom', 'Ожидается дата ГГГГ-ММ-ДД или дата-время ISO 8601'],
    ['?dateTo=2026-02-30', 'dateTo', 'Ожидается дата ГГГГ-ММ-ДД или дата-время ISO 8601'],
    ['?dateFrom=2026-11-20T10:00', 'dateFrom', 'Ожидается дата ГГГГ-ММ-ДД или дата-время ISO 8601'],
    ['?dateFrom=2026-11-20&dateTo=2026-11-19', 'dateTo', 'Дата окончания раньше даты начала'],
    ['?sort=status', 'sort', 'Сортировка возможна по: createdAt, amount'],
  ])('answers 422 for %s', async (query, field, text) => {
    const { status, error } = await list(query);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: text });
  });

  it('answers a moderator 409, never 403', async () => {
    const { status, error } = await call('/finance/contributions', { as: MODERATOR_ID });
    expect([status, error.message]).toEqual([409, 'Раздел доступен только администраторам']);
  });
});
