import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { complaintReasonContract } from '../contracts';
import { db } from '../db';
import { call, MODERATOR_ID } from '../testing';

type Reason = z.infer<typeof complaintReasonContract>;
type Page = { items: Reason[]; total: number };

const list = (query = '') => call<Page>(`/complaint-reasons${query}`, { as: MODERATOR_ID });

describe('GET /complaint-reasons', () => {
  it('answers the eight reasons in display order, counts derived from the complaints', async () => {
    const { status, result } = await list();
    expect(status).toBe(200);
    expect(result.total).toBe(8);
    for (const item of result.items) {
      expect(complaintReasonContract.strict().parse(item)).toEqual(item);
      expect(item.complaintsCount).toBe(db.complaints.filter((c) => c.reasonId === item.id).length);
    }
    expect(result.items.map((item) => item.title)).toEqual([
      'Спам',
      'Оскорбления',
      'Насилие',
      'Нарушение авторских прав',
      'Мошенничество',
      'Контент 18+',
      'Накрутка голосов',
      'Другое',
    ]);
    expect(result.items.reduce((sum, item) => sum + item.complaintsCount, 0)).toBe(300);
    const counts = await Promise.all(
      result.items.map(
        async (item) => (await call<Page>(`/complaints?reasonId=${item.id}`)).result.total,
      ),
    );
    expect(counts).toEqual(result.items.map((item) => item.complaintsCount));
  });

  it('sorts by sortOrder descending on request', async () => {
    const { result } = await list('?sort=sortOrder&order=desc');
    expect(result.items.map((item) => item.sortOrder)).toEqual([80, 70, 60, 50, 40, 30, 20, 10]);
  });

  it.each([
    [true, 7],
    [false, 1],
  ])('filters by isActive=%s', async (isActive, count) => {
    const { result } = await list(`?isActive=${isActive}`);
    expect(result.total).toBe(count);
    expect(result.items.every((item) => item.isActive === isActive)).toBe(true);
  });

  it('searches title and description', async () => {
    expect(
      (await list(`?search=${encodeURIComponent('спам')}`)).result.items.map((i) => i.id),
    ).toEqual([1]);
    expect(
      (await list(`?search=${encodeURIComponent('ЧУЖОЕ')}`)).result.items.map((i) => i.id),
    ).toEqual([4]);
  });

  it.each([
    ['?isActive=1', 'isActive', 'Ожидается true или false'],
    ['?sort=title', 'sort', 'Сортировка возможна по: sortOrder'],
  ])('answers 422 for %s', async (query, field, text) => {
    const { status, error } = await list(query);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: text });
  });
});
