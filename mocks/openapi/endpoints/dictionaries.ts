import { categoriesListContract } from '@/contract/categories';
import { complaintReasonsListContract } from '@/contract/complaint-reasons';
import { categorySchema as categoryContract } from '@/contract/categories';
import { complaintReasonSchema as complaintReasonContract } from '@/contract/complaint-reasons';
import type { MockDatabase } from '../../db';
import { deleted, endpoint, fromListContract, list, type Endpoint, contractBody } from '../define';

/** The two dictionaries (docs/product.md#dictionaries): categories and complaint reasons. */
export const categoryList = list({
  id: 'listCategories',
  path: '/categories',
  tag: 'Categories',
  summary: 'Video categories',
  item: categoryContract,
  itemName: 'Category',
  search: 'name, slug and description',
  ...fromListContract(categoriesListContract, {
    isActive: 'Active or switched-off categories.',
  }),
});

export const reasonList = list({
  id: 'listComplaintReasons',
  path: '/complaint-reasons',
  tag: 'Complaint reasons',
  summary: 'Reasons users pick when they complain',
  item: complaintReasonContract,
  itemName: 'ComplaintReason',
  search: 'title and description',
  ...fromListContract(complaintReasonsListContract, {
    isActive: 'Active or switched-off reasons.',
  }),
});

/**
 * A row nothing uses, for the DELETE probes: in the seed every category has videos and every reason
 * has complaints. Added to the database the probe runs against, just before the call.
 */
const unused = {
  category: (db: MockDatabase) => {
    const id = Math.max(...db.categories.map((row) => row.id)) + 1;
    db.categories.push({
      id,
      name: 'Без видео',
      slug: `unused-${id}`,
      description: '',
      sortOrder: 1000,
      isActive: true,
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    return id;
  },
  reason: (db: MockDatabase) => {
    const id = Math.max(...db.complaintReasons.map((row) => row.id)) + 1;
    db.complaintReasons.push({
      id,
      title: 'Без жалоб',
      description: '',
      sortOrder: 1000,
      isActive: true,
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    return id;
  },
};

export const dictionaryChanges: Endpoint[] = [
  endpoint({
    id: 'getCategory',
    method: 'get',
    path: '/categories/{id}',
    tag: 'Categories',
    summary: 'A category',
    result: categoryContract,
    errors: { 404: '`Категория не найдена`.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'createCategory',
    method: 'post',
    path: '/categories',
    tag: 'Categories',
    summary: 'Add a category; without `sortOrder` it goes after the last one',
    adminOnly: true,
    body: contractBody('post', '/categories'),
    result: categoryContract,
    errors: {
      422: 'Empty or long (over 100) name; a name another category has, whatever the case and surrounding spaces (`Категория с таким названием уже есть`); empty, malformed or taken slug; long (over 1000) description; `sortOrder` not an integer ≥ 0.',
    },
    probe: {
      body: { name: 'Настольные игры', slug: 'board-games', description: 'Партии и обзоры' },
    },
    failures: [
      { status: 422, body: { name: ' ', slug: 'Не латиница' } },
      { status: 422, body: { name: 'Танцы 2', slug: 'dance' } },
      { status: 422, body: { name: ' танцы', slug: 'dance-2' } },
    ],
  }),
  endpoint({
    id: 'updateCategory',
    method: 'patch',
    path: '/categories/{id}',
    tag: 'Categories',
    summary: 'Edit a category, switch it on or off, move it; only the fields sent change',
    description:
      'A switched-off category stays on its videos and contests but is no longer offered for new ones.',
    adminOnly: true,
    body: contractBody('patch', '/categories/{id}'),
    result: categoryContract,
    errors: {
      404: '`Категория не найдена`.',
      422: 'As for creating, for the fields sent.',
    },
    probe: { params: { id: 1 }, body: { isActive: false, sortOrder: 15 } },
    failures: [{ status: 422, params: { id: 1 }, body: { slug: 'music', sortOrder: -1 } }],
  }),
  endpoint({
    id: 'deleteCategory',
    method: 'delete',
    path: '/categories/{id}',
    tag: 'Categories',
    summary: 'Delete a category nothing uses',
    adminOnly: true,
    result: deleted,
    errors: {
      404: '`Категория не найдена`.',
      409: 'In use: `Категория используется в 37 видео` (or in contests).',
    },
    probe: { params: { id: unused.category } },
    failures: [{ status: 409, params: { id: 1 } }],
  }),
  endpoint({
    id: 'getComplaintReason',
    method: 'get',
    path: '/complaint-reasons/{id}',
    tag: 'Complaint reasons',
    summary: 'A complaint reason',
    result: complaintReasonContract,
    errors: { 404: '`Причина не найдена`.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'createComplaintReason',
    method: 'post',
    path: '/complaint-reasons',
    tag: 'Complaint reasons',
    summary: 'Add a complaint reason; without `sortOrder` it goes after the last one',
    adminOnly: true,
    body: contractBody('post', '/complaint-reasons'),
    result: complaintReasonContract,
    errors: {
      422: 'Empty or long (over 100) title; a title another reason has, whatever the case and surrounding spaces (`Причина с таким названием уже есть`); long (over 1000) description; `sortOrder` not an integer ≥ 0.',
    },
    probe: { body: { title: 'Дезинформация', description: 'Ложные сведения' } },
    failures: [
      { status: 422, body: { title: '' } },
      { status: 422, body: { title: 'СПАМ' } },
    ],
  }),
  endpoint({
    id: 'updateComplaintReason',
    method: 'patch',
    path: '/complaint-reasons/{id}',
    tag: 'Complaint reasons',
    summary: 'Edit a complaint reason, switch it on or off, move it; only the fields sent change',
    description:
      'A switched-off reason stays on its complaints but is no longer offered for new ones.',
    adminOnly: true,
    body: contractBody('patch', '/complaint-reasons/{id}'),
    result: complaintReasonContract,
    errors: {
      404: '`Причина не найдена`.',
      422: 'As for creating, for the fields sent.',
    },
    probe: { params: { id: 1 }, body: { title: 'Спам и реклама' } },
    failures: [{ status: 422, params: { id: 1 }, body: { sortOrder: 1.5 } }],
  }),
  endpoint({
    id: 'deleteComplaintReason',
    method: 'delete',
    path: '/complaint-reasons/{id}',
    tag: 'Complaint reasons',
    summary: 'Delete a complaint reason no complaint uses',
    adminOnly: true,
    result: deleted,
    errors: {
      404: '`Причина не найдена`.',
      409: 'In use: `Причина используется в 66 жалобах`.',
    },
    probe: { params: { id: unused.reason } },
    failures: [{ status: 409, params: { id: 1 } }],
  }),
];
