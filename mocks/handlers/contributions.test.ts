import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { pageOf } from '@/shared/api/schemas';
import { contributionContract, userTabContracts } from '../contracts';
import { db } from '../db';
import { ADMIN_ID, call, fetchAll, MODERATOR_ID, RAW_BASE } from '../testing';
import { issueTokens } from '../tokens';
import type { MockContribution } from '../types';

type Contribution = z.infer<typeof contributionContract>;
type Page = { items: Contribution[]; total: number; sum: number };

const list = (query = '') => call<Page>(`/finance/contributions${query}`);
const sumOf = (rows: readonly MockContribution[]) => rows.reduce((acc, row) => acc + row.amount, 0);

/** Every item of a filtered list and the list's sum, which every page repeats. */
async function all(query: string): Promise<{ items: Contribution[]; total: number; sum: number }> {
  const { items, total } = await fetchAll<Contribution>(`/finance/contributions${query}`);
  const { result } = await list(`${query}${query ? '&' : '?'}limit=10`);
  return { items, total, sum: result.sum };
}

function isSorted(values: (number | string)[], order: 'asc' | 'desc'): boolean {
  return values.every(
    (value, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
  );
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
    for (const item of items) expect(contributionContract.strict().parse(item)).toEqual(item);
    const dates = items.map((item) => contributionContract.parse(item).createdAt);
    expect(isSorted(dates, 'desc')).toBe(true);
  });

  it('answers the user card tab: userId, page, limit 10, sort createdAt', async () => {
    const userId = db.contributions[0]!.userId;
    const { result } = await call(
      `/finance/contributions?userId=${userId}&page=1&limit=10&sort=createdAt&order=desc`,
    );
    const page = pageOf(userTabContracts.contribution).parse(result);
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

/** The export as bytes, the way a browser receives it. */
async function exportCsv(query = '') {
  const response = await fetch(`${RAW_BASE}/finance/contributions/export${query}`, {
    headers: { Authorization: `Bearer ${issueTokens(ADMIN_ID).accessToken}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

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

describe('GET /finance/contributions/export', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.TZ;
  });

  it('names the file by the local day, not the UTC one', async () => {
    process.env.TZ = 'Europe/Moscow';
    // 22:30 UTC on the 23rd is 01:30 on the 24th in Moscow.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T22:30:00Z'));
    const { response } = await exportCsv();
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="contributions-2026-11-24.csv"',
    );
  });

  it('is UTF-8 CSV with a BOM, a header row and one row per contribution of the whole set', async () => {
    const { response, bytes } = await exportCsv('?status=refunded');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="contributions-${today}.csv"`,
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    const lines = text.slice(1).split('\r\n');
    expect(lines.pop()).toBe('');
    expect(lines[0]).toBe(
      'Номер;Дата (UTC);Пользователь;Конкурс;Тип;Способ оплаты;Статус;Сумма, ₽',
    );
    const refunded = db.contributions.filter((row) => row.status === 'refunded');
    // The whole filtered set, far more than one page.
    expect(refunded.length).toBeGreaterThan(20);
    expect(lines).toHaveLength(refunded.length + 1);
    const { result } = await call<Page>('/finance/contributions?status=refunded');
    expect(lines).toHaveLength(result.total + 1);
  });

  it('writes roubles with a decimal comma, labels in Russian, and quotes what needs quoting', async () => {
    const row = db.contributions.find((c) => c.contestId !== null && c.type === 'donation')!;
    row.amount = 150_050;
    const contest = db.contests.find((c) => c.id === row.contestId)!;
    contest.title = 'Лучший "кот"; финал';
    const user = db.users.find((u) => u.id === row.userId)!;
    const { bytes } = await exportCsv(`?userId=${user.id}&contestId=${contest.id}`);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    const line = lines.find((l) => l.startsWith(`${row.id};`))!;
    expect(line).toBe(
      [
        row.id,
        row.createdAt,
        user.nickname,
        '"Лучший ""кот""; финал"',
        'Пожертвование',
        { card: 'Карта', sbp: 'СБП', wallet: 'Кошелёк' }[row.paymentMethod],
        { succeeded: 'Успешно', pending: 'В обработке', failed: 'Ошибка', refunded: 'Возврат' }[
          row.status
        ],
        '1500,50',
      ].join(';'),
    );
    const small = db.contributions.find((c) => c.id !== row.id)!;
    small.amount = 5;
    const one = await exportCsv(`?userId=${small.userId}`);
    expect(new TextDecoder().decode(one.bytes)).toContain(`;0,05\r\n`);
  });

  it('applies the filters and refuses bad ones with 422 JSON', async () => {
    const { bytes } = await exportCsv('?dateFrom=2026-11-01&dateTo=2026-11-03&type=entry_fee');
    const rows = new TextDecoder().decode(bytes).trimEnd().split('\r\n').slice(1);
    const expected = db.contributions.filter(
      (row) =>
        row.type === 'entry_fee' && row.createdAt >= '2026-11-01' && row.createdAt < '2026-11-04',
    );
    expect(rows.map((line) => Number(line.split(';')[0]))).toEqual(
      expected.map((r) => r.id).reverse(),
    );
    const bad = await exportCsv('?status=paid');
    expect(bad.response.status).toBe(422);
  });
});

describe('POST /finance/contributions/{id}/refund', () => {
  const refund = (id: number, body: unknown, as?: number) =>
    call<Contribution>(`/finance/contributions/${id}/refund`, { method: 'POST', body, as });

  it('refunds a succeeded payment: status, the user balance and the contest collected sum follow', async () => {
    const row = db.contributions.find((c) => c.status === 'succeeded' && c.contestId !== null)!;
    const balance = db.users.find((u) => u.id === row.userId)!.balance;
    const collected = async () =>
      (await list(`?contestId=${row.contestId}&status=succeeded`)).result.sum;
    const before = await collected();
    const { status, result } = await refund(row.id, { reason: '  Двойное списание  ' });
    expect(status).toBe(200);
    expect(result).toEqual({ ...contributionContract.parse(result), status: 'refunded' });
    expect(result.id).toBe(row.id);
    expect(db.contributions.find((c) => c.id === row.id)!.refundReason).toBe('Двойное списание');
    expect(db.users.find((u) => u.id === row.userId)!.balance).toBe(balance + row.amount);
    expect(await collected()).toBe(before - row.amount);
  });

  it.each(['pending', 'failed', 'refunded'] as const)('answers 409 for a %s payment', async (s) => {
    const row = db.contributions.find((c) => c.status === s)!;
    const { status, error } = await refund(row.id, { reason: 'Причина' });
    expect([status, error.message]).toEqual([409, 'Вернуть можно только успешный платёж']);
    expect(db.contributions.find((c) => c.id === row.id)!.status).toBe(s);
  });

  it.each([
    [{}, 'Укажите причину возврата'],
    [{ reason: '   ' }, 'Укажите причину возврата'],
    [{ reason: 'x'.repeat(501) }, 'Не больше 500 символов'],
  ])('answers 422 for %j and changes nothing', async (body, text) => {
    const row = db.contributions.find((c) => c.status === 'succeeded')!;
    const { status, error } = await refund(row.id, body);
    expect([status, error.errors]).toEqual([422, { reason: text }]);
    expect(db.contributions.find((c) => c.id === row.id)!.status).toBe('succeeded');
  });

  it('answers 404 for an unknown id and 409 to a moderator', async () => {
    expect((await refund(999_999, { reason: 'Причина' })).status).toBe(404);
    const row = db.contributions.find((c) => c.status === 'succeeded')!;
    expect((await refund(row.id, { reason: 'Причина' }, MODERATOR_ID)).status).toBe(409);
  });
});
