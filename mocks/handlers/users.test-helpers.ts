import { beforeEach, expect } from 'vitest';
import { testTokens } from '../token-testing';
import { fetchRaw as call, type RawAnswer as Answer } from '../testing';
import { pageOf } from '@/contract/common';
import { userSchema, type User } from '@/contract/common';

/** The mock users API against the contract (docs/product.md#users), through plain fetch. */

const userPage = pageOf(userSchema);

export let admin: string;
export let moderator: string;

/** GET /users with the given query; the answer must match the contract's page shape. */
export async function list(query: Record<string, string | number> = {}, token = admin) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const answer = await call('GET', `/users?${search}`, { token });
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return userPage.parse((answer.json as { result: unknown }).result);
}

/** All rows of a filtered list, page by page. */
export async function listAll(query: Record<string, string | number> = {}): Promise<User[]> {
  const rows: User[] = [];
  for (let page = 1; ; page += 1) {
    const { items, total } = await list({ ...query, page, limit: 100 });
    rows.push(...items);
    if (rows.length >= total || items.length === 0) return rows;
  }
}

export async function getUser(id: number | string, token = admin): Promise<Answer> {
  return call('GET', `/users/${id}`, { token });
}

export const resultOf = (answer: Answer) =>
  userSchema.parse((answer.json as { result: unknown }).result);

/** Every test starts with fresh tokens of the admin (1) and the moderator (2). */
export function freshTokensForEachTest() {
  beforeEach(() => {
    admin = testTokens(1).accessToken;
    moderator = testTokens(2).accessToken;
  });
}
