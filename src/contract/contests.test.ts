import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ADMIN_ID, call } from '@mocks/testing';
import { openApiDocument } from '@mocks/openapi/document';
import { contestFormSchema, createContestSchema } from '@/features/contests/schemas';
import { contestsList } from '@/features/contests/search';
import {
  TITLE_MAX,
  TITLE_MESSAGE,
  contestsListContract,
  CONTEST_STATES,
  CONTEST_STATUS_LABELS,
  contestState,
} from './contests';

/**
 * A rule of the contest contract is written once (src/contract/contests.ts) and read by the panel's
 * forms, the mock's 422 and the OpenAPI document alike: changing the title limit changes all three.
 */
type Json = Record<string, unknown> & { properties: Record<string, Json> };
type Parameter = { name: string; schema: { enum?: string[]; default?: string } };

const committed = JSON.parse(readFileSync(resolve('docs/openapi.json'), 'utf8')) as {
  components: { schemas: Record<string, Json> };
  paths: Record<string, { get: { parameters: Parameter[] } }>;
};

function formError(schema: z.ZodMiniType, values: Record<string, unknown>, field: string) {
  const result = z.safeParse(schema, values);
  return result.success ? null : result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('the contest title limit', () => {
  const long = 'я'.repeat(TITLE_MAX + 1);
  const fits = 'я'.repeat(TITLE_MAX);

  it('is the same number and message in the forms, the mock and the document', async () => {
    expect(TITLE_MESSAGE).toBe('Название: не длиннее 150 символов');
    // The panel's forms.
    expect(formError(createContestSchema, { title: long, categoryId: '1' }, 'title')).toBe(
      TITLE_MESSAGE,
    );
    expect(formError(createContestSchema, { title: fits, categoryId: '1' }, 'title')).toBeNull();
    expect(formError(contestFormSchema, { title: long }, 'title')).toBe(TITLE_MESSAGE);
    // The mock's 422, and its acceptance of the longest title.
    const refused = await call('/contests', {
      method: 'POST',
      body: { title: long, categoryId: 1 },
      as: ADMIN_ID,
    });
    expect(refused.status).toBe(422);
    expect(refused.error.errors).toEqual({ title: TITLE_MESSAGE });
    const created = await call('/contests', {
      method: 'POST',
      body: { title: fits, categoryId: 1 },
    });
    expect(created.status).toBe(200);
    // The document as generated and as committed (docs/openapi.json).
    for (const doc of [openApiDocument() as typeof committed, committed]) {
      const { schemas } = doc.components;
      expect(schemas.CreateContestRequest!.properties.title!.maxLength).toBe(TITLE_MAX);
      expect(schemas.UpdateContestRequest!.properties.title!.maxLength).toBe(TITLE_MAX);
    }
  });
});

describe('the contests list contract', () => {
  it('gives the panel, the mock and the document the same sorts and statuses', async () => {
    const parameters = committed.paths['/contests']!.get.parameters;
    const byName = (name: string) => parameters.find((p) => p.name === name)!.schema;
    expect(byName('sort').enum).toEqual(contestsListContract.sorts);
    expect(byName('sort').default).toBe(contestsListContract.sort);
    // The states: the API's statuses with «scheduled» (active, not started) told apart.
    expect(CONTEST_STATES).toEqual(['draft', 'scheduled', 'active', 'finished', 'cancelled']);
    expect(byName('status').enum).toEqual(CONTEST_STATES);
    expect(Object.keys(CONTEST_STATUS_LABELS)).toEqual(CONTEST_STATES);
    // The panel's URL holds «all» too, the default, which the API is never sent.
    expect(contestsList.defaults).toMatchObject({ sort: 'startsAt', status: 'all' });
    for (const status of CONTEST_STATES) {
      expect(contestsList.schema.parse({ status }).status).toBe(status);
      expect((await call(`/contests?status=${status}`)).status).toBe(200);
    }
    const unknown = await call('/contests?status=all');
    expect(unknown.status).toBe(422);
  });
});

describe('a contest’s state', () => {
  const now = Date.parse('2026-11-20T12:00:00.000Z');
  const at = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

  it('is its status, an active one whose start is ahead being «Запланирован»', () => {
    expect(CONTEST_STATUS_LABELS).toEqual({
      draft: 'Черновик',
      scheduled: 'Запланирован',
      active: 'Идёт',
      finished: 'Завершён',
      cancelled: 'Отменён',
    });
    expect(contestState({ status: 'active', startsAt: at(1) }, now)).toBe('scheduled');
    // The start has come: it runs.
    expect(contestState({ status: 'active', startsAt: at(0) }, now)).toBe('active');
    expect(contestState({ status: 'active', startsAt: at(-1) }, now)).toBe('active');
    for (const status of ['draft', 'finished', 'cancelled'] as const)
      expect(contestState({ status, startsAt: at(60) }, now)).toBe(status);
  });
});
