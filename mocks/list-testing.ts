import { expect, it } from 'vitest';
import type { Page } from '@/contract/common';
import type { ListContract } from '@/contract/list';
import { ADMIN_ID, call } from './testing';

type SortValue = string | number | null;

/** Whether `values` are in `order` (equal neighbours allowed). */
export function isSorted(values: readonly (number | string)[], order: 'asc' | 'desc'): boolean {
  return values.every(
    (value, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
  );
}

interface ListEndpoint<T extends { id: number }> {
  /** e.g. `/categories`; `query` adds fixed filters (e.g. `status=all`). */
  path: string;
  query?: string;
  /** The item as the contract describes it: every item of the answer must parse. */
  item: { parse(value: unknown): unknown };
  /** The list's contract: each of its sorts is tried both ways. */
  contract: ListContract;
  /** How to read a sort off an item where it is not the item's field of that name. */
  sortValues?: Record<string, (item: T) => SortValue>;
  as?: number;
}

function url(endpoint: { path: string; query?: string }, params: string): string {
  const all = [endpoint.query, params].filter(Boolean).join('&');
  return `${endpoint.path}${all ? `?${all}` : ''}`;
}

function inOrder(values: SortValue[], order: 'asc' | 'desc'): boolean {
  const present = values.filter((value) => value !== null);
  // Nulls come last whatever the order.
  if (values.slice(present.length).some((value) => value !== null)) return false;
  return present.every((value, index) => {
    if (index === 0) return true;
    const previous = present[index - 1]!;
    return order === 'asc' ? previous <= value : previous >= value;
  });
}

/**
 * The list conventions (docs/product.md#api-conventions) every list endpoint keeps: the contract
 * shape, pages that partition the set, each sort of its list contract both ways, each value of its
 * status, one-of and flag filters (every item holds it: the rows filtered by the contract), one 422 naming
 * every malformed parameter. Call inside a `describe` (handlers/list-conventions.test.ts does, for
 * every list).
 */
export function itIsAListEndpoint<T extends { id: number }>(endpoint: ListEndpoint<T>): void {
  const get = (params: string) =>
    call<Page<T>>(url(endpoint, params), { as: endpoint.as ?? ADMIN_ID });

  it('answers items in the contract shape with the total', async () => {
    const { status, result } = await get('limit=100');
    expect(status).toBe(200);
    expect(result.total).toBeGreaterThanOrEqual(result.items.length);
    for (const item of result.items) endpoint.item.parse(item);
  });

  it('pages partition the set: no overlap, nothing missing', async () => {
    const whole = (await get('limit=100')).result;
    const pages = Math.min(Math.ceil(whole.total / 10), 5);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const { result } = await get(`limit=10&page=${page}`);
      expect(result.total).toBe(whole.total);
      seen.push(...result.items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(whole.items.slice(0, seen.length).map((item) => item.id));
    const past = await get(`limit=10&page=${Math.ceil(whole.total / 10) + 1}`);
    expect(past.result.items).toEqual([]);
  });

  for (const sort of endpoint.contract.sorts) {
    const read =
      endpoint.sortValues?.[sort] ??
      ((item: T) => (item as unknown as Record<string, SortValue>)[sort] ?? null);
    for (const order of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${order}`, async () => {
        const { status, result } = await get(`sort=${sort}&order=${order}&limit=100`);
        expect(status).toBe(200);
        expect(inOrder(result.items.map(read), order)).toBe(true);
      });
    }
  }

  for (const [name, spec] of Object.entries(endpoint.contract.filters)) {
    if (spec.kind === 'day' || spec.kind === 'id' || spec.kind === 'shareFrom') continue;
    const values = spec.kind === 'flag' ? [true, false] : spec.values;
    it(`filters by ${name}: its values part the list, each item holds the value asked`, async () => {
      const whole = (await get('limit=100')).result;
      let totals = 0;
      for (const value of values) {
        const { status, result } = await get(`${name}=${value}&limit=100`);
        expect(status).toBe(200);
        totals += result.total;
        // An item shows a filter's value under its name unless the filter is derived (hasComplaints).
        const shown = result.items.filter((item) => name in item);
        expect(shown.map((item) => (item as Record<string, unknown>)[name])).toEqual(
          shown.map(() => value),
        );
      }
      expect(totals).toBe(whole.total);
    });
  }

  it('names every malformed parameter in one 422', async () => {
    const { status, error } = await get('page=0&limit=7&sort=nope&order=up');
    expect(status).toBe(422);
    expect(Object.keys(error.errors ?? {}).sort()).toEqual(['limit', 'order', 'page', 'sort']);
  });
}
