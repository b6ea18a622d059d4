import {
  CATEGORY_NAME_TAKEN_MESSAGE,
  categoriesListContract,
  categoryInputSchema,
  categoryPatchSchema,
} from '@/contract/categories';
import { crudHandlers, nextSortOrder, validateWith } from '../crud';
import { db } from '../db';
import type { MockCategory } from '../types';
import { categoryView } from '../views';

/** «в 1 конкурсе», «в 3 конкурсах». */
function inContests(count: number): string {
  return `${count} ${count % 10 === 1 && count % 100 !== 11 ? 'конкурсе' : 'конкурсах'}`;
}

/**
 * Categories (docs/product.md#dictionaries): the dictionary's five endpoints; changes are for
 * administrators.
 */
export const handlers = crudHandlers({
  path: '/categories',
  table: 'categories',
  auditType: 'category',
  view: categoryView,
  list: {
    contract: categoriesListContract,
    sortKey: (sort) =>
      sort === 'name'
        ? (category) => category.name.toLowerCase()
        : (category) => category.sortOrder,
    searchIn: (category) => [category.name, category.slug, category.description],
  },
  validate: (body, existing) => {
    const checked = validateWith<MockCategory>(
      { create: categoryInputSchema, update: categoryPatchSchema },
      body,
      existing,
    );
    if ('errors' in checked) return checked;
    const { slug } = checked.values;
    const owner = db.categories.find((row) => row.slug === slug && row.id !== existing?.id);
    if (slug !== undefined && owner)
      return { errors: { slug: `Этот slug уже у категории «${owner.name}»` } };
    return checked;
  },
  uniqueName: { field: 'name', message: CATEGORY_NAME_TAKEN_MESSAGE },
  create: (values) => ({
    name: values.name!,
    slug: values.slug!,
    description: values.description ?? '',
    isActive: values.isActive ?? true,
    sortOrder: values.sortOrder ?? nextSortOrder(db.categories),
  }),
  inUse: (category) => {
    const videos = db.videos.filter((video) => video.categoryId === category.id).length;
    if (videos > 0) return `Категория используется в ${videos} видео`;
    const contests = db.contests.filter((contest) => contest.categoryId === category.id).length;
    return contests > 0 ? `Категория используется в ${inContests(contests)}` : null;
  },
  notFound: 'Категория не найдена',
  adminOnlyChanges: true,
});
