import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { stockSchema as stockContract, stockStatus, type StockStatus } from '@/contract/stocks';
import { strictly } from '@/contract/strict';
import { db } from '../db';
import { call, fetchAll, MODERATOR_ID, listCaller } from '../testing';

type Stock = z.infer<typeof stockContract>;
const list = listCaller<Stock>('/finance/stocks');

describe('GET /finance/stocks', () => {
  it('answers the ten promotions, the latest start first, status derived', async () => {
    const { status, result } = await list();
    expect(status).toBe(200);
    expect(result.total).toBe(10);
    for (const item of result.items) {
      expect(strictly(stockContract).parse(item)).toEqual(item);
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

describe('POST, PATCH, DELETE /finance/stocks', () => {
  const valid = {
    title: 'Зимний бонус',
    description: 'Десять процентов к взносу.',
    kind: 'bonus_percent',
    value: 10,
    minContribution: 50_000,
    contestId: null,
    startsAt: '2027-01-01T00:00:00+03:00',
    endsAt: '2027-01-31T00:00:00+03:00',
    isEnabled: true,
  };
  const create = (body: unknown, as?: number) =>
    call<Stock>('/finance/stocks', { method: 'POST', body, as });
  const update = (id: number, body: unknown) =>
    call<Stock>(`/finance/stocks/${id}`, { method: 'PATCH', body });
  const remove = (id: number) =>
    call<{ id: number }>(`/finance/stocks/${id}`, { method: 'DELETE' });

  it('creates a stock (201): trimmed, dates as UTC instants, unused, status derived', async () => {
    const { status, result } = await create({ ...valid, title: '  Зимний бонус  ' });
    expect(status).toBe(201);
    expect(strictly(stockContract).parse(result)).toEqual(result);
    expect(result).toMatchObject({
      title: 'Зимний бонус',
      startsAt: '2026-12-31T21:00:00.000Z',
      endsAt: '2027-01-30T21:00:00.000Z',
      usageCount: 0,
      status: 'scheduled',
      contest: null,
    });
    expect((await list()).result.total).toBe(11);
    const off = await create({ ...valid, isEnabled: false });
    expect(off.result.status).toBe('disabled');
    const running = await create({ ...valid, startsAt: '2020-01-01T00:00:00Z' });
    expect(running.result.status).toBe('active');
    const over = await create({
      ...valid,
      startsAt: '2020-01-01T00:00:00Z',
      endsAt: '2020-02-01T00:00:00Z',
    });
    expect(over.result.status).toBe('finished');
  });

  it.each([
    [{ title: '  ' }, { title: 'Поле не должно быть пустым' }],
    [{ value: 0 }, { value: 'Значение должно быть больше нуля' }],
    [{ value: 101 }, { value: 'Процент: целое число от 1 до 100' }],
    [{ kind: 'bonus_fixed', value: 1_000_000 }, null],
    [{ value: 10.5 }, { value: 'Значение должно быть больше нуля' }],
    [{ minContribution: -1 }, { minContribution: 'Минимальный взнос не может быть отрицательным' }],
    [{ minContribution: 0 }, null],
    [{ endsAt: valid.startsAt }, { endsAt: 'Окончание должно быть позже начала' }],
    [{ startsAt: 'завтра' }, { startsAt: 'Укажите дату и время' }],
    [{ contestId: 999_999 }, { contestId: 'Конкурс не найден' }],
    [{ kind: 'cashback' }, { kind: 'Выберите вид бонуса' }],
  ])('checks %j', async (patch, errors) => {
    const { status, error } = await create({ ...valid, ...patch });
    if (errors === null) expect(status).toBe(201);
    else expect([status, error.errors]).toEqual([422, errors]);
  });

  it('answers 422 naming every missing field of an empty body', async () => {
    const { status, error } = await create({});
    expect(status).toBe(422);
    expect(Object.keys(error.errors!).sort()).toEqual(
      [
        'contestId',
        'description',
        'endsAt',
        'isEnabled',
        'kind',
        'minContribution',
        'startsAt',
        'title',
        'value',
      ].sort(),
    );
    expect(db.stocks).toHaveLength(10);
  });

  it('updates only the sent fields, checking the result as a whole', async () => {
    const stock = db.stocks.find((s) => s.kind === 'bonus_fixed')!;
    const { status, result } = await update(stock.id, { isEnabled: false });
    expect([status, result.status, result.title]).toEqual([200, 'disabled', stock.title]);
    // 500 ₽ is fine as a fixed bonus, not as a percent.
    const percent = await update(stock.id, { kind: 'bonus_percent' });
    expect([percent.status, percent.error.errors]).toEqual([
      422,
      { value: 'Процент: целое число от 1 до 100' },
    ]);
    const early = await update(stock.id, { endsAt: '2000-01-01T00:00:00Z' });
    expect(early.error.errors).toEqual({ endsAt: 'Окончание должно быть позже начала' });
    expect(db.stocks.find((s) => s.id === stock.id)!.kind).toBe('bonus_fixed');
    expect((await update(999_999, { title: 'x' })).status).toBe(404);
  });

  it('deletes an unused stock; a used one answers 409 and stays', async () => {
    const used = db.stocks.find((s) => s.usageCount > 0)!;
    const refused = await remove(used.id);
    expect([refused.status, refused.error.message]).toEqual([
      409,
      'Акция уже применялась к взносам: удалить её нельзя, выключите её',
    ]);
    expect(db.stocks.some((s) => s.id === used.id)).toBe(true);
    const { result: created } = await create(valid);
    const { status, result } = await remove(created.id);
    expect([status, result]).toEqual([200, { id: created.id }]);
    expect(db.stocks.some((s) => s.id === created.id)).toBe(false);
    expect((await remove(created.id)).status).toBe(404);
  });

  it('answers a moderator 409', async () => {
    expect((await create(valid, MODERATOR_ID)).status).toBe(409);
  });
});
