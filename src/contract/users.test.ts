import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ADMIN_ID, call } from '@mocks/testing';
import { openApiDocument } from '@mocks/openapi/document';
import { usersList } from '@/features/users/search';
import {
  BLOCK_REASON_MAX,
  BLOCK_REASON_MESSAGE,
  BLOCK_REASON_MIN,
  userBlockSchema,
  usersListContract,
} from './users';

/**
 * The user contract (src/contract/users.ts) is read by the block dialog, the mock's 422 and the OpenAPI
 * document alike: the reason's bounds and the list's sorts are the same numbers and names in all three.
 */
type Json = Record<string, unknown> & { properties: Record<string, Json> };
type Parameter = { name: string; schema: { enum?: string[]; default?: string } };
type Doc = {
  components: { schemas: Record<string, Json> };
  paths: Record<string, { get: { parameters: Parameter[] } }>;
};
const committed = JSON.parse(readFileSync(resolve('docs/openapi.json'), 'utf8')) as Doc;

describe('the block reason', () => {
  it('has the same bounds and message in the dialog, the mock and the document', async () => {
    expect(BLOCK_REASON_MESSAGE).toBe('Причина: от 3 до 500 символов');
    const short = z.safeParse(userBlockSchema, { reason: 'ab', until: null });
    expect(short.success ? null : short.error.issues[0]!.message).toBe(BLOCK_REASON_MESSAGE);
    const refused = await call('/users/13/block', {
      method: 'PATCH',
      body: { reason: 'ab' },
      as: ADMIN_ID,
    });
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({ reason: BLOCK_REASON_MESSAGE });
    for (const doc of [openApiDocument() as Doc, committed]) {
      const reason = doc.components.schemas.BlockUserRequest!.properties.reason!;
      expect(reason.minLength).toBe(BLOCK_REASON_MIN);
      expect(reason.maxLength).toBe(BLOCK_REASON_MAX);
    }
  });
});

describe('the users list contract', () => {
  it('gives the mock and the document the same sorts; the table offers its columns of them', async () => {
    const parameters = committed.paths['/users']!.get.parameters;
    const sort = parameters.find((p) => p.name === 'sort')!.schema;
    expect(sort.enum).toEqual(usersListContract.sorts);
    expect(sort.default).toBe(usersListContract.sort);
    expect((await call('/users?sort=nickname')).status).toBe(200);
    expect(usersList.defaults).toMatchObject({ sort: 'createdAt', order: 'desc' });
    // The table has no nickname column to sort by: the URL falls back to the default.
    expect(usersList.schema.parse({ sort: 'nickname' }).sort).toBe('createdAt');
    expect(usersList.schema.parse({ sort: 'lastSeenAt' }).sort).toBe('lastSeenAt');
  });
});
