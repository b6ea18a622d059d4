import { AREA_LIST } from '@/contract/areas';
import type { Random } from './random';
import type {
  MockApplication,
  MockAuditEntry,
  MockCategory,
  MockComment,
  MockComplaint,
  MockComplaintReason,
  MockContest,
  MockContribution,
  MockEscalation,
  MockUser,
  MockVideo,
} from './types';

/**
 * The mock database's tables. The core ones refer to each other and are seeded together from one
 * random stream (db.ts). An area's own table is declared by its seed module, `seed/<area>.ts`, found
 * here by its file: it adds its rows' type to `AreaTables` and exports `table`:
 *
 *     declare module '../tables' {
 *       interface AreaTables { things: MockThing[] }
 *     }
 *     export const table: AreaTable<'things'> = { name: 'things', seed: ({ now, random }) => … };
 *
 * Its name is the area's `table` in src/contract/areas.ts, whose order the area tables are seeded in.
 */
export interface CoreTables {
  users: MockUser[];
  categories: MockCategory[];
  contests: MockContest[];
  videos: MockVideo[];
  complaintReasons: MockComplaintReason[];
  comments: MockComment[];
  complaints: MockComplaint[];
  applications: MockApplication[];
  contributions: MockContribution[];
  /** The audit trail, oldest first (mocks/audit.ts). */
  audit: MockAuditEntry[];
  /** Requests for a second opinion on queue items, answered or not (mocks/escalations.ts). */
  escalations: MockEscalation[];
}

export const CORE_TABLES = [
  'users',
  'categories',
  'contests',
  'videos',
  'complaintReasons',
  'comments',
  'complaints',
  'applications',
  'contributions',
  'audit',
  'escalations',
] as const satisfies readonly (keyof CoreTables)[];

/** The areas' own tables, each added by its seed module. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AreaTables {}

export type Tables = CoreTables & AreaTables;
export type TableName = keyof Tables;

/** What an area's seed is made from: the seed moment, its own random stream, the core tables. */
export interface SeedContext {
  now: number;
  random: Random;
  tables: Readonly<CoreTables>;
}

export interface AreaTable<N extends keyof AreaTables = keyof AreaTables> {
  name: N;
  seed(context: SeedContext): AreaTables[N];
}

const SEED_MODULES = import.meta.glob<{ table?: AreaTable }>('./seed/*.ts', { eager: true });
const declared = new Map(
  Object.values(SEED_MODULES)
    .flatMap((module) => (module.table ? [module.table] : []))
    .map((table) => [table.name as string, table]),
);
const ORDER: readonly string[] = AREA_LIST.flatMap((area) => (area.table ? [area.table] : []));
for (const name of declared.keys()) {
  if (!ORDER.includes(name)) {
    throw new Error(
      `mocks/seed declares the table ${name}, which no area of src/contract/areas.ts names`,
    );
  }
}

/** The area tables in the order of the areas. */
export const AREA_TABLES: readonly AreaTable[] = ORDER.flatMap((name) => declared.get(name) ?? []);

/** Every table's name: the core ones, then the areas'. */
export const TABLES: readonly TableName[] = [
  ...CORE_TABLES,
  ...AREA_TABLES.map((table) => table.name),
];
