import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { complaintReasonSchema as complaintReasonContract } from '@/contract/complaint-reasons';
import type { Page } from '@/contract/common';
import { strictly } from '@/contract/strict';
import { db } from '../db';
import { call, MODERATOR_ID, listCaller, sender } from '../testing';

type Reason = z.infer<typeof complaintReasonContract>;

const list = listCaller<Reason>('/complaint-reasons', MODERATOR_ID);

describe('GET /complaint-reasons', () => {
  it('answers the eight reasons in display order, counts derived from the complaints', async () => {
    const { status, result } = await list();
    expect(status).toBe(200);
    expect(result.total).toBe(8);
    for (const item of result.items) {
      expect(strictly(complaintReasonContract).parse(item)).toEqual(item);
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
        async (item) => (await call<Page<Reason>>(`/complaints?reasonId=${item.id}`)).result.total,
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

const send = sender<Reason>();
const titles = async () => (await list()).result.items.map((item) => item.title);

describe('POST /complaint-reasons', () => {
  it('creates a reason after the last one, trimmed and active by default', async () => {
    const { status, result } = await send('POST', '/complaint-reasons', { title: ' Фейк ' });
    expect(status).toBe(200);
    expect(strictly(complaintReasonContract).parse(result)).toMatchObject({
      id: 9,
      title: 'Фейк',
      description: '',
      isActive: true,
      sortOrder: 90,
      complaintsCount: 0,
    });
    expect((await titles()).at(-1)).toBe('Фейк');
  });

  it.each([
    [{}, 'title', 'Поле не должно быть пустым'],
    [{ title: ' ' }, 'title', 'Поле не должно быть пустым'],
    [{ title: 'я'.repeat(101) }, 'title', 'Название: не длиннее 100 символов'],
    [
      { title: 'Фейк', description: 'я'.repeat(1001) },
      'description',
      'Описание: не длиннее 1000 символов',
    ],
    [{ title: 'Фейк', sortOrder: -1 }, 'sortOrder', 'Порядок: целое число не меньше 0'],
    [{ title: 'Фейк', isActive: 1 }, 'isActive', 'Ожидается true или false'],
    [{ title: ' спам ' }, 'title', 'Причина с таким названием уже есть'],
  ])('answers 422 for %j', async (body, field, text) => {
    const { status, error } = await send('POST', '/complaint-reasons', body);
    expect(status).toBe(422);
    expect(error.errors?.[field]).toBe(text);
    expect((await list()).result.total).toBe(8);
  });

  it('is for administrators: a moderator gets 409', async () => {
    const { status } = await send('POST', '/complaint-reasons', { title: 'Фейк' }, MODERATOR_ID);
    expect(status).toBe(409);
  });
});

describe('PATCH /complaint-reasons/{id}', () => {
  it('changes only the fields sent; a switched-off reason stays on its complaints', async () => {
    const { result } = await send('PATCH', '/complaint-reasons/1', { isActive: false });
    expect(result).toMatchObject({ title: 'Спам', isActive: false, complaintsCount: 66 });
    const complaints = await call<{ items: Array<{ reason: { title: string } }> }>(
      '/complaints?reasonId=1&limit=10',
    );
    expect(complaints.result.items[0]?.reason.title).toBe('Спам');
  });

  it('reorders by sortOrder', async () => {
    await send('PATCH', '/complaint-reasons/2', { sortOrder: 10 });
    await send('PATCH', '/complaint-reasons/1', { sortOrder: 20 });
    expect((await titles()).slice(0, 2)).toEqual(['Оскорбления', 'Спам']);
  });

  it.each([
    [{ title: '' }, 'title', 'Поле не должно быть пустым'],
    [{ sortOrder: 'first' }, 'sortOrder', 'Порядок: целое число не меньше 0'],
  ])('answers 422 for %j', async (body, field, text) => {
    const { status, error } = await send('PATCH', '/complaint-reasons/1', body);
    expect(status).toBe(422);
    expect(error.errors?.[field]).toBe(text);
  });

  it('keeps its own title but refuses another reason’s', async () => {
    expect((await send('PATCH', '/complaint-reasons/1', { title: 'СПАМ' })).status).toBe(200);
    const { status, error } = await send('PATCH', '/complaint-reasons/1', {
      title: 'оскорбления',
    });
    expect(status).toBe(422);
    expect(error.errors).toEqual({ title: 'Причина с таким названием уже есть' });
    expect((await titles())[0]).toBe('СПАМ');
  });

  it('answers 404 for an unknown id', async () => {
    const { status, error } = await send('PATCH', '/complaint-reasons/99', { title: 'Нет' });
    expect(status).toBe(404);
    expect(error.message).toBe('Причина не найдена');
  });
});

describe('DELETE /complaint-reasons/{id}', () => {
  it.each([
    [1, 'Причина используется в 66 жалобах'],
    [6, 'Причина используется в 16 жалобах'],
  ])('refuses reason %i, saying how many complaints use it', async (id, message) => {
    const { status, error } = await send('DELETE', `/complaint-reasons/${id}`);
    expect(status).toBe(409);
    expect(error.message).toBe(message);
    expect((await list()).result.total).toBe(8);
  });

  it('says «жалобе» for one complaint', async () => {
    const keep = db.complaints.find((complaint) => complaint.reasonId === 3)!;
    db.complaints = db.complaints.filter((c) => c.reasonId !== 3 || c.id === keep.id);
    const { error } = await send('DELETE', '/complaint-reasons/3');
    expect(error.message).toBe('Причина используется в 1 жалобе');
  });

  it('deletes an unused reason', async () => {
    const created = await send('POST', '/complaint-reasons', { title: 'Фейк' });
    expect((await send('DELETE', `/complaint-reasons/${created.result.id}`)).status).toBe(200);
    expect((await list()).result.total).toBe(8);
  });
});
