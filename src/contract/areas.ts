import type { Counters } from './common';

/**
 * The panel's areas, one declaration each: its pages, title, place in the menu, who opens it, its
 * query keys, its kind of entity in the audit trail, its list call and the mock's table. What names an
 * area elsewhere derives from here: the menu (features/shell/navigation.ts), the route guard
 * (shared/session/guard.ts), the query keys and the names of failed loads (shared/api), the audit
 * trail's kinds, names and links (audit-kinds.ts, audit.ts), the calls that take a query
 * (requests.ts), the mock's tables (mocks/tables.ts) and the route tables of the tests. An area's own
 * modules (its contract, feature, route files, handlers, seed and OpenAPI part) are named after it;
 * `npm run new-area` writes them (scripts/new-area.mjs), and src/shared/README.md, «How to add a
 * list area», walks through them.
 *
 * Plain strings only: the menu and the guard read this in the first chunk, so nothing here imports
 * an area's schemas or labels. Its paths are the route tree's: src/area-routes.ts fails typecheck
 * on a path no route has.
 */

/** The menu's sections, in its order; `prefix`: the paths a moderator may open (the guard's rule). */
export interface Section {
  label: string;
  /** Open to moderators: every path starting with `prefix`. Closed sections are administrators'. */
  moderators?: { prefix: string };
}

export const SECTIONS = {
  moderation: { label: 'Модерация', moderators: { prefix: '/moderation' } },
  users: { label: 'Пользователи', moderators: { prefix: '/user' } },
  finance: { label: 'Финансы' },
  administration: { label: 'Администрирование' },
} as const satisfies Record<string, Section>;
export type SectionName = keyof typeof SECTIONS;

export interface AreaDeclaration {
  /** Its pages as the router names them (`$videoId`); the first is the list the menu opens. */
  paths: readonly [string, ...string[]];
  /** The page's title, and the name of its table. */
  title: string;
  /** Where the menu lists it: its section, its place there, a `label` other than the title. */
  nav: { section: SectionName; order: number; label?: string; counter?: keyof Counters };
  /** The first part of its query keys (`['stocks', 'list', …]`). */
  queryKey: string;
  /** What a failed load says it failed to load: the list, and one record (`Не удалось загрузить …`). */
  dataNames: readonly [list: string, one: string];
  /**
   * Its entity in the audit trail: the `entityType`, its name, whether every moderator reads its
   * entries (else only administrators and the entry's author), and where an entry's link opens:
   * its list by default, `detail` its second page with the id, or the list with a search naming it;
   * `titleField`: the field an entry names its row by (else `title` or `name`, else «Акция №7»).
   * The words of its fields and values are its labels module's (`<entity>-labels.ts`).
   */
  audit?: {
    kind: string;
    label: string;
    moderatorsRead?: boolean;
    opens?: 'detail' | { search: Record<string, string>; id: string };
    titleField?: string;
    /** The page its entries open when it is not the area's own (a queue's target: the policy's). */
    page?: string;
  };
  /** Its list call, under /api/admin. */
  api: string;
  /** The mock's table of its rows (mocks/tables.ts). */
  table?: string;
  /**
   * A page of figures rather than a list: its call is no list (no list conventions), its page shows
   * no screenful of rows.
   */
  overview?: true;
}

/**
 * Every area, in the audit trail's order of kinds (its filter lists them so); a new one goes last.
 */
export const AREAS = {
  videos: {
    paths: ['/moderation/videos', '/moderation/videos/$videoId'],
    title: 'Видео',
    nav: { section: 'moderation', order: 1, counter: 'videosModeration' },
    queryKey: 'videos',
    dataNames: ['видео', 'видео'],
    audit: { kind: 'video', label: 'Видео', moderatorsRead: true, opens: 'detail' },
    api: '/videos',
    table: 'videos',
  },
  comments: {
    paths: ['/moderation/comments'],
    title: 'Комментарии',
    nav: { section: 'moderation', order: 6 },
    queryKey: 'comments',
    dataNames: ['комментарии', 'комментарий'],
    audit: { kind: 'comment', label: 'Комментарий', moderatorsRead: true },
    api: '/comments',
    table: 'comments',
  },
  complaints: {
    paths: ['/moderation/complaints'],
    title: 'Жалобы',
    nav: { section: 'moderation', order: 5, counter: 'complaintsNew' },
    queryKey: 'complaints',
    dataNames: ['жалобы', 'жалобу'],
    audit: {
      kind: 'complaint',
      label: 'Жалоба',
      moderatorsRead: true,
      opens: { search: { status: 'all' }, id: 'complaintId' },
    },
    api: '/complaints',
    table: 'complaints',
  },
  users: {
    paths: ['/users', '/users/$userId'],
    title: 'Пользователи',
    nav: { section: 'users', order: 1, label: 'Все пользователи' },
    queryKey: 'users',
    dataNames: ['пользователей', 'пользователя'],
    audit: {
      kind: 'user',
      label: 'Пользователь',
      moderatorsRead: true,
      opens: 'detail',
      titleField: 'nickname',
    },
    api: '/users',
    table: 'users',
  },
  applications: {
    paths: ['/users/applications'],
    title: 'Заявки',
    nav: { section: 'users', order: 2, counter: 'applicationsPending' },
    queryKey: 'applications',
    dataNames: ['заявки', 'заявку'],
    audit: { kind: 'application', label: 'Заявка', moderatorsRead: true },
    api: '/applications',
    table: 'applications',
  },
  contests: {
    paths: [
      '/moderation/contests',
      '/moderation/contests/$contestId',
      '/moderation/contests/$contestId/edit',
    ],
    title: 'Конкурсы',
    nav: { section: 'moderation', order: 4 },
    queryKey: 'contests',
    dataNames: ['конкурсы', 'конкурс'],
    audit: { kind: 'contest', label: 'Конкурс', opens: 'detail' },
    api: '/contests',
    table: 'contests',
  },
  categories: {
    paths: ['/moderation/categories'],
    title: 'Категории',
    nav: { section: 'moderation', order: 2 },
    queryKey: 'categories',
    dataNames: ['категории', 'категорию'],
    audit: { kind: 'category', label: 'Категория' },
    api: '/categories',
    table: 'categories',
  },
  complaintReasons: {
    paths: ['/moderation/reasons-complaint'],
    title: 'Причины жалоб',
    nav: { section: 'moderation', order: 3 },
    queryKey: 'complaint-reasons',
    dataNames: ['причины жалоб', 'причину жалобы'],
    audit: { kind: 'complaint_reason', label: 'Причина жалобы' },
    api: '/complaint-reasons',
    table: 'complaintReasons',
  },
  contributions: {
    paths: ['/finance/contribution'],
    title: 'Взносы',
    nav: { section: 'finance', order: 1 },
    queryKey: 'contributions',
    dataNames: ['взносы', 'взнос'],
    audit: { kind: 'contribution', label: 'Взнос' },
    api: '/finance/contributions',
    table: 'contributions',
  },
  stocks: {
    paths: ['/finance/stocks'],
    title: 'Акции',
    nav: { section: 'finance', order: 2 },
    queryKey: 'stocks',
    dataNames: ['акции', 'акцию'],
    audit: { kind: 'stock', label: 'Акция' },
    api: '/finance/stocks',
    table: 'stocks',
  },
  audit: {
    paths: ['/audit'],
    title: 'Журнал действий',
    nav: { section: 'administration', order: 1 },
    queryKey: 'audit',
    dataNames: ['историю изменений', 'историю изменений'],
    api: '/audit',
    table: 'audit',
  },
  queues: {
    paths: ['/moderation/queues'],
    title: 'Обзор очередей',
    nav: { section: 'moderation', order: 7 },
    queryKey: 'queue-stats',
    dataNames: ['обзор очередей', 'обзор очередей'],
    api: '/stats/queues',
    table: 'queueTargets',
    overview: true,
    audit: { kind: 'queue_target', label: 'Срок очереди', page: '/policy' },
  },
  policy: {
    paths: ['/policy'],
    title: 'Политика модерации',
    nav: { section: 'administration', order: 2 },
    queryKey: 'policy-reasons',
    dataNames: ['готовые причины', 'готовую причину'],
    audit: { kind: 'policy_reason', label: 'Готовая причина', titleField: 'text' },
    api: '/policy/reasons',
    table: 'policyReasons',
  },
  secondOpinions: {
    paths: ['/second-opinions'],
    title: 'Вторые мнения',
    nav: { section: 'administration', order: 3, counter: 'secondOpinions' },
    queryKey: 'escalations',
    dataNames: ['вторые мнения', 'второе мнение'],
    api: '/escalations',
    table: 'escalations',
  },
} as const satisfies Record<string, AreaDeclaration>;

export type AreaName = keyof typeof AREAS;
export type Area = (typeof AREAS)[AreaName];

/** The areas in their declared order, each with its name. */
export const AREA_LIST: readonly (AreaDeclaration & { name: AreaName })[] = Object.entries(
  AREAS,
).map(([name, area]) => ({ name: name as AreaName, ...area }));

/** Whether a moderator may open the area: its section is open to them. */
export function openToModerators(area: Pick<AreaDeclaration, 'nav'>): boolean {
  return 'moderators' in SECTIONS[area.nav.section];
}

/**
 * The path prefixes a moderator may open (docs/product.md#roles: /moderation and /user, which
 * includes /users).
 */
export const MODERATOR_PREFIXES: readonly string[] = Object.values(
  SECTIONS as Record<string, Section>,
).flatMap((section) => (section.moderators ? [section.moderators.prefix] : []));

/** A page's path with its parameters filled in: `/users/$userId` with 5 → `/users/5`. */
export function pathWith(path: string, id: number | string): string {
  return path.replace(/\$\w+/g, String(id));
}
