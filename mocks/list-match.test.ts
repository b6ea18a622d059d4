import { describe, expect, it } from 'vitest';
import { defineListContract, listFilter } from '@/contract/list';
import { readContractQuery } from './list';
import { rowMatcher } from './list-match';

interface Row {
  id: number;
  status: 'open' | 'closed';
  ownerId: number;
  tagIds: number[];
  isPinned: boolean;
  createdAt: string;
  title: string;
}

const ROWS: Row[] = [
  {
    id: 1,
    status: 'open',
    ownerId: 7,
    tagIds: [1, 2],
    isPinned: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    title: 'Первый',
  },
  {
    id: 2,
    status: 'closed',
    ownerId: 7,
    tagIds: [2],
    isPinned: false,
    createdAt: '2026-11-02T23:59:59.999Z',
    title: 'Второй',
  },
  {
    id: 3,
    status: 'open',
    ownerId: 8,
    tagIds: [],
    isPinned: false,
    createdAt: '2026-11-03T00:00:00.000Z',
    title: 'Третий',
  },
];

const contract = defineListContract({
  sorts: ['createdAt'],
  sort: 'createdAt',
  filters: {
    status: listFilter.status(['open', 'closed'], { byDefault: 'open' }),
    ownerId: listFilter.id(),
    tag: listFilter.id(),
    isPinned: listFilter.flag(),
    dateFrom: listFilter.day('from', 'createdAt'),
    dateTo: listFilter.day('to', 'createdAt'),
  },
});

/** The ids of the rows a query string lets through, as a list handler filters them. */
function ids(search: string, fields = {}): number[] | number {
  const query = readContractQuery(new URL(`http://mock/things?${search}`), contract);
  if (query instanceof Response) return query.status;
  const matches = rowMatcher<Row, typeof contract.filters>(contract, query, {
    search: (row) => [row.title],
    fields: { tag: (row) => row.tagIds, ...fields },
  });
  return ROWS.filter(matches).map((row) => row.id);
}

describe('rowMatcher: a list filtered by its contract', () => {
  it('lets every row through with no filter and no search', () => {
    expect(ids('')).toEqual([1, 2, 3]);
  });

  it.each([
    ['status=open', [1, 3]],
    ['ownerId=7', [1, 2]],
    ['tag=2', [1, 2]],
    ['isPinned=false', [2, 3]],
    ['dateFrom=2026-11-02', [2, 3]],
    ['dateTo=2026-11-02', [1, 2]],
    ['dateFrom=2026-11-02&dateTo=2026-11-02', [2]],
    ['status=open&ownerId=7', [1]],
    ['search=ВТОР', [2]],
    ['status=closed&search=перв', []],
  ])('%s → %j', (search, expected) => {
    expect(ids(search)).toEqual(expected);
  });

  it('reads a filter the row does not hold under its name as `fields` says', () => {
    expect(
      ids('status=closed', { status: (row: Row) => (row.ownerId === 8 ? 'closed' : 'open') }),
    ).toEqual([3]);
  });

  it('asks at typecheck how to read a filter the row does not hold under its name', () => {
    const query = readContractQuery(new URL('http://mock/things?tag=1'), contract);
    if (query instanceof Response) throw new Error('a valid query');
    // @ts-expect-error `tag` is no field of Row: `fields.tag` is required.
    const unread = rowMatcher<Row, typeof contract.filters>(contract, query, {
      search: (row) => [row.title],
    });
    // Unread, it would compare the row's missing `tag` and let nothing through.
    expect(ROWS.filter(unread)).toEqual([]);
  });

  it('refuses a period that ends before it starts, on its `to` end', async () => {
    const query = readContractQuery(
      new URL('http://mock/things?dateFrom=2026-11-03&dateTo=2026-11-02'),
      contract,
    );
    expect(query).toBeInstanceOf(Response);
    expect(await (query as Response).json()).toMatchObject({
      errors: { dateTo: 'Дата окончания раньше даты начала' },
    });
  });
});
