import type { PathParams } from 'msw';
import * as z from 'zod/mini';
import type { AuditEntityType } from '@/contract/audit';
import { audited, auditCreated, auditDeleted } from './audit';
import { commit, db, findById, nextId, type MockDatabase } from './db';
import { adminOnly, authed, fail, notFound, ok, validationFailed } from './http';
import { declareBody, readJson } from './request-parsing';
import type { ListContract, ListFilterSpec } from '@/contract/list';
import { sameDictionaryName } from '@/contract/dictionaries';
import { paginate, readContractQuery, sortRows } from './list';
import { rowMatcher, type FilterFields, type RowReading } from './list-match';
import type { MockUser } from './types';

type Row = { id: number; createdAt: string };

/** Tables of the database whose rows have an id and a creation date. */
type TableName = {
  [K in keyof MockDatabase]: MockDatabase[K] extends Row[] ? K : never;
}[keyof MockDatabase];

type RowOf<T extends TableName> = MockDatabase[T][number];

/** What a create or update answers: the fields to set, or the 422's field errors. */
export type Validation<R> = { values: Partial<R> } | { errors: Record<string, string> };

/**
 * A body checked against the contract's zod schema (src/contract/<entity>.ts), the one the
 * form uses: `create` for a POST, `update` (every field optional) for a PATCH (`existing` given). Each field's
 * first message becomes its 422 error; the values come back trimmed as the schema outputs them.
 */
export function validateWith<R>(
  schemas: { create: z.ZodMiniType; update: z.ZodMiniType },
  body: Record<string, unknown>,
  existing: unknown,
): Validation<R> {
  const parsed = z.safeParse(existing === undefined ? schemas.create : schemas.update, body);
  if (parsed.success) return { values: parsed.data as Partial<R> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'body');
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * A body checked field by field against a contract's object schema (src/contract): each field sent,
 * and for a create each `required` one, parsed alone. Every field's first message is reported, and
 * the valid fields' values (trimmed as the schema outputs them) are kept for the checks that span
 * fields or need the database.
 */
export function checkFields<Shape extends z.core.$ZodShape>(
  schema: z.ZodMiniObject<Shape>,
  body: Record<string, unknown>,
  required: readonly (keyof Shape & string)[],
): { values: Partial<z.output<z.ZodMiniObject<Shape>>>; errors: Record<string, string> } {
  const values: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const sent = field in body && body[field] !== undefined;
    if (!sent && !required.includes(field)) continue;
    const parsed = z.safeParse(fieldSchema, body[field]);
    if (parsed.success) values[field] = parsed.data;
    else errors[field] = parsed.error.issues[0]!.message;
  }
  return { values: values as Partial<z.output<z.ZodMiniObject<Shape>>>, errors };
}

/** After the last row of a table ordered by `sortOrder`, in the seed's steps of 10. */
export function nextSortOrder(rows: ReadonlyArray<{ sortOrder: number }>): number {
  return rows.reduce((max, row) => Math.max(max, row.sortOrder), 0) + 10;
}

/** The fields of a row that hold text. */
type StringField<R> = { [K in keyof R]: R[K] extends string ? K : never }[keyof R] & string;

export interface CrudConfig<
  T extends TableName,
  Sort extends readonly [string, ...string[]],
  F extends Record<string, ListFilterSpec>,
> {
  /** The API path of the collection, e.g. `/categories`. */
  path: string;
  table: T;
  /** What the audit trail calls its rows. */
  auditType: AuditEntityType;
  view: (row: RowOf<T>) => unknown;
  list: {
    /** Its sorts, defaults and filters (src/contract/<entity>-list.ts), as the panel reads them. */
    contract: ListContract<Sort, F>;
    sortKey: (sort: Sort[number]) => (row: RowOf<T>) => string | number | null;
    searchIn: (row: RowOf<T>) => Array<string | null | undefined>;
  } & FilterFields<RowOf<T>, F>;
  /**
   * The bodies of its POST and PATCH (src/contract/<entity>.ts), read strictly as those of
   * src/contract/requests.ts are (a route listed there needs none here); `validate` checks by them
   * unless given.
   */
  bodies?: { create: z.ZodMiniType; update: z.ZodMiniType };
  /**
   * Checks a body. `existing` is the row a PATCH changes (a partial body: only the fields present are
   * checked and changed); undefined for a POST (every required field must be there).
   */
  validate?: (
    body: Record<string, unknown>,
    existing: RowOf<T> | undefined,
  ) => Validation<RowOf<T>>;
  /**
   * The field no two rows may share (case and surrounding spaces aside, `sameDictionaryName`): a
   * create or a change to another row's value answers 422 with `message` on it; a row keeps its own.
   */
  uniqueName?: { field: StringField<RowOf<T>>; message: string };
  /** A new row from valid values: the kit adds the id and the creation date. */
  create: (values: Partial<RowOf<T>>) => Omit<RowOf<T>, 'id' | 'createdAt'>;
  /** Why the row cannot be deleted (answered as 409 with this message), or null. */
  inUse?: (row: RowOf<T>) => string | null;
  notFound: string;
  /** Changes are for administrators: a moderator gets 409 (never 403, which would log them out). */
  adminOnlyChanges?: boolean;
  /** The whole area is administrators' (its section is closed to moderators): reading it too. */
  adminOnly?: boolean;
  /** `false`: no `GET <path>/:id` (the panel reads its rows from the list only). */
  byId?: false;
  /** What a create answers: 200 like every success, or 201. */
  createdStatus?: 200 | 201;
}

/**
 * The five endpoints of a dictionary-like entity (docs/product.md#api-conventions): list with
 * search, filters and sort; one by id; create (422 with field errors); partial update (422); delete
 * (404, 409 when used).
 */
export function crudHandlers<
  T extends TableName,
  const Sort extends readonly [string, ...string[]],
  const F extends Record<string, ListFilterSpec>,
>(config: CrudConfig<T, Sort, F>) {
  const rows = () => db[config.table] as RowOf<T>[];
  const guard = (me: MockUser) =>
    config.adminOnly || config.adminOnlyChanges ? adminOnly(me) : null;
  const readGuard = (me: MockUser) => (config.adminOnly ? adminOnly(me) : null);
  const { bodies } = config;
  if (bodies) {
    declareBody('post', config.path, bodies.create);
    declareBody('patch', `${config.path}/:id`, bodies.update);
  }
  const check =
    config.validate ??
    ((body: Record<string, unknown>, existing: RowOf<T> | undefined) =>
      validateWith<RowOf<T>>(bodies!, body, existing));
  /** The config's checks, then uniqueness: a taken name is reported beside the other fields' errors. */
  const validate = (body: Record<string, unknown>, existing: RowOf<T> | undefined) => {
    const checked = check(body, existing);
    const unique = config.uniqueName;
    const name = unique ? body[unique.field] : undefined;
    if (!unique || typeof name !== 'string') return checked;
    const taken = rows().some(
      (row) => row.id !== existing?.id && sameDictionaryName(row[unique.field] as string, name),
    );
    if (!taken) return checked;
    // A field's own rule (empty, too long) speaks first.
    const errors = 'errors' in checked ? checked.errors : {};
    return { errors: { [unique.field]: unique.message, ...errors } };
  };
  return [
    authed('get', config.path, ({ url, me }) => {
      const refused = readGuard(me);
      if (refused) return refused;
      const query = readContractQuery(url, config.list.contract);
      if (query instanceof Response) return query;
      const { fields } = config.list as { fields?: RowReading<RowOf<T>, F>['fields'] };
      const reading = { search: config.list.searchIn, fields } as RowReading<RowOf<T>, F>;
      const matching = rows().filter(rowMatcher(config.list.contract, query, reading));
      const sorted = sortRows(
        matching,
        config.list.sortKey(query.sort ?? config.list.contract.sort),
        query.order,
      );
      const { items, total } = paginate(sorted, query);
      return ok({ items: items.map(config.view), total });
    }),

    ...(config.byId === false
      ? []
      : [
          authed<PathParams<'id'>>('get', `${config.path}/:id`, ({ params, me }) => {
            const refused = readGuard(me);
            if (refused) return refused;
            const row = findById(rows(), params.id);
            return row ? ok(config.view(row)) : notFound(config.notFound);
          }),
        ]),

    authed('post', config.path, async ({ request, me }) => {
      const refused = guard(me);
      if (refused) return refused;
      const checked = validate(await readJson(request), undefined);
      if ('errors' in checked) return validationFailed(checked.errors);
      const row = {
        ...config.create(checked.values),
        id: nextId(config.table),
        createdAt: new Date().toISOString(),
      } as RowOf<T>;
      rows().push(row);
      auditCreated(me, config.auditType, row);
      commit();
      // 200 like every success of the contract (docs/product.md#api-conventions), unless the
      // area's document says 201.
      return ok(config.view(row), config.createdStatus ?? 200);
    }),

    authed<PathParams<'id'>>('patch', `${config.path}/:id`, async ({ params, request, me }) => {
      const refused = guard(me);
      if (refused) return refused;
      const row = findById(rows(), params.id);
      if (!row) return notFound(config.notFound);
      const checked = validate(await readJson(request), row);
      if ('errors' in checked) return validationFailed(checked.errors);
      audited(me, { action: 'update', entityType: config.auditType }, row, () =>
        Object.assign(row, checked.values),
      );
      commit();
      return ok(config.view(row));
    }),

    authed<PathParams<'id'>>('delete', `${config.path}/:id`, ({ params, me }) => {
      const refused = guard(me);
      if (refused) return refused;
      const row = findById(rows(), params.id);
      if (!row) return notFound(config.notFound);
      const used = config.inUse?.(row);
      if (used) return fail(409, used);
      auditDeleted(me, config.auditType, row);
      (db[config.table] as RowOf<T>[]) = rows().filter((candidate) => candidate.id !== row.id);
      commit();
      return ok({ id: row.id });
    }),
  ];
}
