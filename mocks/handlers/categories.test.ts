import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { categoryContract } from '../contracts';
import { db } from '../db';
import { call, MODERATOR_ID } from '../testing';

const categorySchema = categoryContract.strict();
type Category = z.infer<typeof categorySchema>;
type Page = { items: Category[]; total: number };

const list = (query = '') => call<Page>(`/categories${query}`, { as: MODERATOR_ID });
const names = (page: Page) => page.items.map((category) => category.name);

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
