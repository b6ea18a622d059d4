import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, pageOf } from '@/contract/common';
import { errorSchema } from '@/contract/conflicts';
import type { ListContract, ListFilterSpec } from '@/contract/list';
import type { Endpoint, ErrorStatus, Probe, QueryParam, Schema } from './endpoint';

export type * from './endpoint';

/**
 * The building blocks of the endpoint catalogue (catalogue.ts), from which document.ts writes the OpenAPI
 * document and openapi.test.ts checks the mock's answers (an entry's shape: endpoint.ts). Adding an
 * endpoint is one `endpoint({...})` or `list({...})` entry in the catalogue.
 */

/** Named schemas: each becomes `#/components/schemas/<id>` and is referenced wherever it is used. */
export const components = z.registry<{ id: string; description?: string }>();

export function component<S extends Schema>(id: string, schema: S, description?: string): S {
  components.add(schema, description ? { id, description } : { id });
  return schema;
}

export const endpoint = (definition: Endpoint): Endpoint => definition;

/**
 * `{ message, errors? }` (docs/product.md#api-conventions), and the facts of a 409
 * (src/contract/conflicts.ts).
 */
export const errorBody = component(
  'Error',
  z.object(
    documentedShape(errorSchema.shape, {
      errors: '422 only: a message per field, shown under that field.',
      claim: '409 of a claim only: the claim in force, whose holder the message names.',
      decidedBy: '409 of a decision that came late only: who made the decision the item has.',
      decidedAt: '409 of a decision that came late only: when.',
    }),
  ),
  'Every failure: a message for the notification, for 422 the fields at fault, for a 409 of the queues its facts.',
);

export { contractBody, declaredBody } from './bodies';

export const idParam = z.int().positive();

/** `{ updated }` of the all-or-nothing bulk calls. */
export const bulkResult = component('BulkResult', z.object({ updated: z.int().nonnegative() }));

/** `{ id }` of a deletion. */
export const deleted = component('Deleted', z.object({ id: z.int().positive() }));

export const bulkIds = z
  .array(z.int().positive())
  .min(1)
  .max(100)
  .describe('Distinct ids; any unknown id answers 404 and nothing changes.');

/**
 * A positive integer in a query: decimal digits as written (`1e1`, `0x2`, `1.0` are refused). Query
 * parameters are text, so the document gives each as the string the server takes.
 */
export const decimalParam = z.string().regex(/^[1-9][0-9]*$/);

/** Filters: the kinds the mock's list reader knows (mocks/list.ts). */
export const filter = {
  oneOf: (values: readonly [string, ...string[]], description: string): QueryParam => ({
    schema: z.enum(values),
    description,
    probes: values,
    invalid: '__unknown__',
  }),
  id: (description: string, probe = '1'): QueryParam => ({
    schema: decimalParam,
    description,
    probes: [probe],
    invalid: 'abc',
  }),
  boolean: (description: string): QueryParam => ({
    schema: z.enum(['true', 'false']),
    description,
    probes: ['true', 'false'],
    invalid: 'yes',
  }),
  share: (description: string, probe: string): QueryParam => ({
    schema: z.string().regex(/^[0-9]+(\.[0-9]+)?$/),
    description: `${description} A number from 0 to 1, in decimal notation.`,
    probes: [probe],
    invalid: '1.5',
  }),
  date: (description: string, probe: string): QueryParam => ({
    schema: z.union([z.iso.date(), z.iso.datetime({ offset: true })]),
    description: `${description} A day (\`2026-11-20\`, that whole UTC day) or an ISO 8601 date-time (that instant).`,
    probes: [probe],
    invalid: '2026-02-30',
  }),
};

/**
 * A copy of a contract's schema (src/contract) that the document describes with `description` (what
 * zod's `.describe()` does; the contract's schemas are zod/mini, which has none).
 */
export function documented<S extends Schema>(schema: S, description: string): S {
  const copy = (schema as S & { clone(): S }).clone();
  z.globalRegistry.add(copy, { description });
  return copy;
}

/** The fields of a contract's object schema, those named in `docs` described by it. */
export function documentedShape<Shape extends Record<string, Schema>>(
  shape: Shape,
  docs: Partial<Record<keyof Shape, string>>,
): Shape {
  return Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => {
      const description = docs[name];
      return [name, description ? documented(schema, description) : schema];
    }),
  ) as Shape;
}

/** What the document says of a filter: its description, and for an id or a day a value to probe with. */
type FilterDoc = string | { description: string; probe: string };

/**
 * The sorts, defaults and filters of a list from its contract (src/contract/list.ts), the same the
 * panel and the mock read; only the descriptions are the document's. A status switch's `all` is the
 * panel's: the API is sent no status.
 */
export function fromListContract<F extends Record<string, ListFilterSpec>>(
  contract: ListContract<readonly [string, ...string[]], F>,
  docs: { [N in keyof F]: FilterDoc },
): Pick<ListDefinition, 'sorts' | 'defaultSort' | 'defaultOrder' | 'filters' | 'contract'> {
  const filters = Object.entries(contract.filters).map(([name, spec]) => {
    const doc = docs[name as keyof F];
    const { description, probe } = typeof doc === 'string' ? { description: doc, probe: '1' } : doc;
    switch (spec.kind) {
      case 'status':
      case 'oneOf':
        return [name, filter.oneOf(spec.values, description)];
      case 'id':
        return [name, filter.id(description, probe)];
      case 'flag':
        return [name, filter.boolean(description)];
      case 'day':
        return [name, filter.date(description, probe)];
      case 'shareFrom':
        return [name, filter.share(description, probe)];
    }
  });
  return {
    contract,
    sorts: contract.sorts,
    defaultSort: contract.sort,
    defaultOrder: contract.order,
    filters: Object.fromEntries(filters),
  };
}

/** `page` of every paged list. */
export const pageParam: QueryParam = {
  schema: decimalParam.default('1'),
  description: 'A page past the end has no items.',
  probes: ['2'],
  invalid: '0',
};

/** `limit` of every paged list, probed with each size unless given fewer. */
export function limitParam(probes: readonly string[] = PAGE_SIZES.map(String)): QueryParam {
  return {
    schema: z
      .enum(PAGE_SIZES.map(String) as [string, ...string[]])
      .default(String(DEFAULT_PAGE_SIZE)),
    description: 'Page size.',
    probes,
    invalid: '7',
  };
}

interface ListDefinition {
  id: string;
  path: string;
  tag: string;
  summary: string;
  description?: string;
  adminOnly?: boolean | string;
  /** The item schema and its component name; the page becomes `<name>Page`. */
  item: Schema;
  itemName: string;
  /** Sortable fields; the first is the default unless `defaultSort` says otherwise. */
  sorts: readonly [string, ...string[]];
  defaultSort?: string | null;
  defaultOrder?: 'asc' | 'desc';
  /** What `search` looks in. */
  search: string;
  filters?: Record<string, QueryParam>;
  /** More fields of `result` besides `items` and `total`. */
  extra?: Record<string, Schema>;
  errors?: Partial<Record<ErrorStatus, string>>;
  failures?: Endpoint['failures'];
  as?: Probe['as'];
  /** The list's contract its sorts and filters come from (`fromListContract`). */
  contract?: ListContract;
}

/**
 * A list endpoint with the list conventions (docs/product.md#api-conventions): page, limit, sort,
 * order, search, filters.
 */
export function list(definition: ListDefinition): Endpoint {
  const defaultSort =
    definition.defaultSort === undefined ? definition.sorts[0] : definition.defaultSort;
  const defaultOrder = definition.defaultOrder ?? 'desc';
  const page = pageOf(component(definition.itemName, definition.item));
  const result = definition.extra
    ? z.object({ ...page.shape, ...definition.extra })
    : (page as Schema);
  return {
    id: definition.id,
    method: 'get',
    path: definition.path,
    tag: definition.tag,
    summary: definition.summary,
    description: definition.description,
    adminOnly: definition.adminOnly,
    query: {
      page: pageParam,
      limit: limitParam(),
      sort: {
        schema: defaultSort
          ? z.enum(definition.sorts).default(defaultSort)
          : z.enum(definition.sorts),
        description: defaultSort ? 'Sort field.' : 'Sort field; without it, newest first.',
        probes: definition.sorts,
        invalid: '__unknown__',
      },
      order: {
        schema: z.enum(['asc', 'desc']).default(defaultOrder),
        description: 'Sort order.',
        probes: ['asc', 'desc'],
        invalid: 'up',
      },
      search: {
        schema: z.string(),
        description: `Case-insensitive substring of ${definition.search}.`,
        probes: ['а'],
      },
      ...definition.filters,
    },
    result: component(`${definition.itemName}Page`, result),
    errors: {
      422: 'A malformed `page`, `limit`, `sort`, `order` or filter value; `errors` names each.',
      ...definition.errors,
    },
    probe: { as: definition.as },
    failures: definition.failures,
    ...(definition.contract && { list: { contract: definition.contract, item: definition.item } }),
  };
}
