import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { categorySchema as categoryContract } from '@/contract/categories';
import type { Page } from '@/contract/common';
import { strictly } from '@/contract/strict';
import { db } from '../db';
import { MODERATOR_ID, listCaller, sender } from '../testing';

const categorySchema = strictly(categoryContract);
type Category = z.infer<typeof categorySchema>;

const list = listCaller<Category>('/categories', MODERATOR_ID);
const names = (page: Page<Category>) => page.items.map((category) => category.name);

describe('GET /categories', () => {
  it('lists all twelve by sortOrder, ascending by default, in the contract shape', async () => {
    const { status, result } = await list();
    expect(status).toBe(200);
    expect(result.total).toBe(12);
    expect(result.items.map((category) => category.sortOrder)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120,
    ]);
    for (const item of result.items) categorySchema.parse(item);
    expect(result.items[0]).toMatchObject({ name: 'Танцы', slug: 'dance', isActive: true });
  });

  it('filters by isActive', async () => {
    expect((await list('?isActive=true')).result.total).toBe(10);
    const inactive = await list('?isActive=false');
    expect(names(inactive.result)).toEqual(['Рукоделие', 'Наука']);
    expect(inactive.result.items.every((category) => !category.isActive)).toBe(true);
  });

  it('searches name, slug and description', async () => {
    expect(names((await list('?search=МУЗ')).result)).toEqual(['Музыка']);
    expect(names((await list('?search=cook')).result)).toEqual(['Кулинария']);
    expect(names((await list(`?search=${encodeURIComponent('питомцы')}`)).result)).toEqual([
      'Животные',
    ]);
    expect((await list('?search=nothing-like-this')).result).toEqual({ items: [], total: 0 });
  });

  it.each([
    ['sortOrder', 'asc'],
    ['sortOrder', 'desc'],
    ['name', 'asc'],
    ['name', 'desc'],
  ] as const)('sorts by %s %s', async (sort, order) => {
    const { result } = await list(`?sort=${sort}&order=${order}`);
    const values = result.items.map((category) =>
      sort === 'name' ? category.name : category.sortOrder,
    );
    const expected = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(order === 'asc' ? expected : expected.reverse());
    expect(result.items).toHaveLength(12);
  });

  it('pages', async () => {
    const { result } = await list('?limit=10&page=2');
    expect(result.total).toBe(12);
    expect(names(result)).toEqual(['Красота', 'Дети']);
  });

  it('counts the videos of each category', async () => {
    const { result } = await list('?limit=20');
    for (const category of result.items) {
      expect(category.videosCount).toBe(
        db.videos.filter((video) => video.categoryId === category.id).length,
      );
    }
  });

  it.each([
    ['?isActive=yes', 'isActive', 'Ожидается true или false'],
    ['?sort=videosCount', 'sort', 'Сортировка возможна по: sortOrder, name'],
    ['?limit=1000', 'limit', 'Размер страницы: 10, 20, 50 или 100'],
  ])('answers 422 for %s', async (query, field, text) => {
    const { status, error } = await list(query);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: text });
  });
});

const send = sender<Category>();

describe('POST /categories', () => {
  it('creates a category after the last one, trimmed, active and without description by default', async () => {
    const { status, result } = await send('POST', '/categories', {
      name: '  Настольные игры ',
      slug: 'board-games-2',
    });
    expect(status).toBe(200);
    expect(categorySchema.parse(result)).toMatchObject({
      id: 13,
      name: 'Настольные игры',
      slug: 'board-games-2',
      description: '',
      isActive: true,
      sortOrder: 130,
      videosCount: 0,
    });
    expect((await list('?limit=20')).result.items.at(-1)?.name).toBe('Настольные игры');
    expect((await send('GET', '/categories/13')).result.name).toBe('Настольные игры');
  });

  it('takes a given sortOrder, description and isActive', async () => {
    const { result } = await send('POST', '/categories', {
      name: 'Авто',
      slug: 'auto',
      description: 'Машины',
      isActive: false,
      sortOrder: 5,
    });
    expect(result).toMatchObject({ description: 'Машины', isActive: false, sortOrder: 5 });
    expect(names((await list()).result)[0]).toBe('Авто');
  });

  it.each([
    [{ slug: 'a' }, 'name', 'Поле не должно быть пустым'],
    [{ name: '   ', slug: 'a' }, 'name', 'Поле не должно быть пустым'],
    [{ name: 'я'.repeat(101), slug: 'a' }, 'name', 'Название: не длиннее 100 символов'],
    [{ name: 'Авто' }, 'slug', 'Поле не должно быть пустым'],
    [{ name: 'Авто', slug: 'Auto' }, 'slug', 'Только строчные латинские буквы, цифры и дефис'],
    [{ name: 'Авто', slug: 'авто' }, 'slug', 'Только строчные латинские буквы, цифры и дефис'],
    [{ name: 'Авто', slug: 'a_b' }, 'slug', 'Только строчные латинские буквы, цифры и дефис'],
    [{ name: 'Авто', slug: 'a'.repeat(101) }, 'slug', 'Slug: не длиннее 100 символов'],
    [{ name: 'Авто', slug: 'dance' }, 'slug', 'Этот slug уже у категории «Танцы»'],
    [
      { name: 'Авто', slug: 'auto', description: 'я'.repeat(1001) },
      'description',
      'Описание: не длиннее 1000 символов',
    ],
    [
      { name: 'Авто', slug: 'auto', sortOrder: -1 },
      'sortOrder',
      'Порядок: целое число не меньше 0',
    ],
    [
      { name: 'Авто', slug: 'auto', sortOrder: 1.5 },
      'sortOrder',
      'Порядок: целое число не меньше 0',
    ],
    [
      { name: 'Авто', slug: 'auto', sortOrder: '3' },
      'sortOrder',
      'Порядок: целое число не меньше 0',
    ],
    [{ name: 'Авто', slug: 'auto', isActive: 'yes' }, 'isActive', 'Ожидается true или false'],
  ])('answers 422 for %j', async (body, field, text) => {
    const { status, error } = await send('POST', '/categories', body);
    expect(status).toBe(422);
    expect(error.message).toBe('Проверьте правильность заполнения полей');
    expect(error.errors?.[field]).toBe(text);
    expect((await list()).result.total).toBe(12);
  });

  it.each(['Танцы', '  танцы ', 'ТАНЦЫ'])(
    'refuses %j: another category has that name, whatever the case and spaces',
    async (name) => {
      const { status, error } = await send('POST', '/categories', { name, slug: 'dance-2' });
      expect(status).toBe(422);
      expect(error.errors).toEqual({ name: 'Категория с таким названием уже есть' });
      expect((await list()).result.total).toBe(12);
    },
  );

  it('reports a taken name beside a taken slug', async () => {
    const { error } = await send('POST', '/categories', { name: 'Танцы', slug: 'dance' });
    expect(error.errors).toEqual({
      name: 'Категория с таким названием уже есть',
      slug: 'Этот slug уже у категории «Танцы»',
    });
  });

  it('accepts digits and hyphens in the slug and names of exactly 100 characters', async () => {
    const { status } = await send('POST', '/categories', {
      name: 'я'.repeat(100),
      slug: 'top-10',
      description: 'я'.repeat(1000),
    });
    expect(status).toBe(200);
  });

  it('is for administrators: a moderator gets 409 and nothing is added', async () => {
    const { status, error } = await send('POST', '/categories', { name: 'Авто', slug: 'auto' }, 2);
    expect(status).toBe(409);
    expect(error.message).toBe('Раздел доступен только администраторам');
    expect((await list()).result.total).toBe(12);
  });
});

describe('PATCH /categories/{id}', () => {
  it('changes only the fields sent', async () => {
    const { status, result } = await send('PATCH', '/categories/2', { isActive: false });
    expect(status).toBe(200);
    expect(result).toMatchObject({ id: 2, name: 'Музыка', slug: 'music', isActive: false });
    expect(names((await list('?isActive=false')).result)).toContain('Музыка');
  });

  it('moves a category by its sortOrder', async () => {
    await send('PATCH', '/categories/3', { sortOrder: 20 });
    await send('PATCH', '/categories/2', { sortOrder: 30 });
    expect(names((await list()).result).slice(0, 3)).toEqual(['Танцы', 'Юмор', 'Музыка']);
  });

  it('keeps its own slug but refuses another category’s', async () => {
    expect((await send('PATCH', '/categories/2', { slug: 'music', name: 'Песни' })).status).toBe(
      200,
    );
    const { status, error } = await send('PATCH', '/categories/2', { slug: 'dance' });
    expect(status).toBe(422);
    expect(error.errors).toEqual({ slug: 'Этот slug уже у категории «Танцы»' });
  });

  it('keeps its own name (in another case too) but refuses another category’s', async () => {
    const own = await send('PATCH', '/categories/2', { name: 'Музыка', description: 'Песни' });
    expect(own.status).toBe(200);
    expect((await send('PATCH', '/categories/2', { name: ' музыка' })).result.name).toBe('музыка');
    const { status, error } = await send('PATCH', '/categories/2', { name: 'танцы' });
    expect(status).toBe(422);
    expect(error.errors).toEqual({ name: 'Категория с таким названием уже есть' });
    expect((await send('GET', '/categories/2')).result.name).toBe('музыка');
  });

  it.each([
    [{ name: '' }, 'name', 'Поле не должно быть пустым'],
    [{ slug: 'Bad slug' }, 'slug', 'Только строчные латинские буквы, цифры и дефис'],
    [{ sortOrder: -10 }, 'sortOrder', 'Порядок: целое число не меньше 0'],
    [{ description: 'я'.repeat(1001) }, 'description', 'Описание: не длиннее 1000 символов'],
    [{ isActive: null }, 'isActive', 'Ожидается true или false'],
  ])('answers 422 for %j and changes nothing', async (body, field, text) => {
    const { status, error } = await send('PATCH', '/categories/2', body);
    expect(status).toBe(422);
    expect(error.errors?.[field]).toBe(text);
    expect((await send('GET', '/categories/2')).result).toMatchObject({
      name: 'Музыка',
      slug: 'music',
      sortOrder: 20,
      isActive: true,
    });
  });

  it('answers 404 for an unknown id', async () => {
    const { status, error } = await send('PATCH', '/categories/999', { name: 'Нет' });
    expect(status).toBe(404);
    expect(error.message).toBe('Категория не найдена');
  });
});

describe('DELETE /categories/{id}', () => {
  it('refuses a category with videos, saying how many, and keeps it', async () => {
    const count = db.videos.filter((video) => video.categoryId === 1).length;
    const { status, error } = await send('DELETE', '/categories/1');
    expect(status).toBe(409);
    expect(error.message).toBe(`Категория используется в ${count} видео`);
    expect((await list()).result.total).toBe(12);
  });

  it('refuses a category that only contests use', async () => {
    db.videos = db.videos.filter((video) => video.categoryId !== 1);
    const { status, error } = await send('DELETE', '/categories/1');
    expect(status).toBe(409);
    expect(error.message).toBe('Категория используется в 3 конкурсах');
  });

  it('deletes an unused category', async () => {
    const created = await send('POST', '/categories', { name: 'Пустая', slug: 'empty' });
    const { status, result } = await send('DELETE', `/categories/${created.result.id}`);
    expect(status).toBe(200);
    expect(result).toEqual({ id: 13 });
    expect((await list()).result.total).toBe(12);
    expect((await send('DELETE', '/categories/13')).status).toBe(404);
  });
});
