import { describe, expect, it } from 'vitest';
import { createChunkGroups } from './chunk-groups';

const NM = '/work/node_modules';
const SRC = '/work/src';

/**
 * A panel in small: an entry, the shell's layout, three lists, /login and two records' pages (their
 * route chunks), and five things loaded when opened: a select and a dialog (Mantine's popover), two
 * charts (recharts), a user's card.
 */
const STATIC: Record<string, string[]> = {
  [`${SRC}/main.tsx`]: [`${NM}/react/index.js`],
  [`${SRC}/routes/_authenticated.tsx?tsr-split=component`]: [`${SRC}/shell.tsx`],
  [`${SRC}/routes/_authenticated/users.tsx?tsr-split=component`]: [`${SRC}/table.tsx`],
  [`${SRC}/routes/_authenticated/videos.tsx?tsr-split=component`]: [
    `${SRC}/table.tsx`,
    `${SRC}/Thumb.tsx`,
  ],
  [`${SRC}/routes/_authenticated/comments.tsx?tsr-split=component`]: [`${SRC}/table.tsx`],
  [`${SRC}/routes/login.tsx?tsr-split=component`]: [`${NM}/@mantine/core/Input.mjs`],
  [`${SRC}/routes/_authenticated/users/$userId.tsx?tsr-split=component`]: [
    `${NM}/@mantine/core/Input.mjs`,
    `${SRC}/UserCard.tsx`,
    `${SRC}/user-form.tsx`,
  ],
  [`${SRC}/routes/_authenticated/videos/$videoId.tsx?tsr-split=component`]: [
    `${NM}/@mantine/core/Input.mjs`,
    `${SRC}/Thumb.tsx`,
  ],
  [`${SRC}/UserPopover.tsx`]: [`${SRC}/UserCard.tsx`],
  [`${SRC}/Select.tsx`]: [`${NM}/@mantine/core/Popover.mjs`],
  [`${SRC}/Dialog.tsx`]: [`${NM}/@mantine/core/Popover.mjs`, `${NM}/@mantine/core/Modal.mjs`],
  [`${SRC}/QueueChart.tsx`]: [`${NM}/@mantine/charts/LineChart.mjs`],
  [`${SRC}/MoneyChart.tsx`]: [`${NM}/@mantine/charts/BarChart.mjs`],
  [`${NM}/@mantine/charts/LineChart.mjs`]: [`${NM}/recharts/index.js`],
  [`${NM}/@mantine/charts/BarChart.mjs`]: [`${NM}/recharts/index.js`],
  [`${NM}/recharts/index.js`]: [`${NM}/d3-shape/index.js`],
};
const DYNAMIC: Record<string, string[]> = {
  [`${SRC}/main.tsx`]: Object.keys(STATIC).filter((id) => id.includes('/routes/')),
  [`${SRC}/table.tsx`]: [
    `${SRC}/Select.tsx`,
    `${SRC}/Dialog.tsx`,
    `${SRC}/QueueChart.tsx`,
    `${SRC}/UserPopover.tsx`,
  ],
  [`${SRC}/shell.tsx`]: [`${SRC}/MoneyChart.tsx`, `${SRC}/Dialog.tsx`],
};

/** The chunk the groups give `id` in a panel of these imports (and code lengths, where known). */
function chunkIn(
  id: string,
  imports: Record<string, string[]>,
  lazy: Record<string, string[]>,
  code: Record<string, number> = {},
): string | null {
  const chunkGroups = createChunkGroups();
  const ids = [...new Set([...Object.keys(imports), ...Object.values(imports).flat()])];
  const buildEnd = chunkGroups.plugin.buildEnd as (this: unknown) => void;
  buildEnd.call({
    getModuleIds: () => ids.values(),
    getModuleInfo: (moduleId: string) => ({
      importedIds: imports[moduleId] ?? [],
      dynamicallyImportedIds: lazy[moduleId] ?? [],
      isEntry: moduleId === `${SRC}/main.tsx`,
      code: moduleId in code ? 'x'.repeat(code[moduleId]!) : null,
    }),
  });
  for (const group of chunkGroups.groups) {
    const name = 'test' in group ? group.test(id) && group.name : group.name(id);
    if (name) return name;
  }
  return null;
}

const chunkOf = (id: string) => chunkIn(id, STATIC, DYNAMIC);

describe('the chunks of what loads when opened', () => {
  it('a library shared by a select and a dialog goes to the widgets’ chunk', () => {
    expect(chunkOf(`${NM}/@mantine/core/Popover.mjs`)).toBe('widgets');
  });

  it('the charts’ library and what only it imports go to a chunk of their own', () => {
    expect(chunkOf(`${NM}/recharts/index.js`)).toBe('charts');
    expect(chunkOf(`${NM}/d3-shape/index.js`)).toBe('charts');
  });

  it('a library of one widget only stays with that widget', () => {
    expect(chunkOf(`${NM}/@mantine/core/Modal.mjs`)).toBeNull();
    expect(chunkOf(`${NM}/@mantine/charts/LineChart.mjs`)).toBeNull();
  });
});

describe('the chunks of a few pages', () => {
  it('a module drawn by a list and a record goes to the chunk of that list', () => {
    expect(chunkOf(`${SRC}/Thumb.tsx`)).toMatch(/^lists1:/);
  });

  it('a field drawn by /login and two records, by no list, goes to the chunk of those three', () => {
    expect(chunkOf(`${NM}/@mantine/core/Input.mjs`)).toMatch(/^forms3:/);
  });

  it('a record’s module that a widget loads too goes to that record’s chunk', () => {
    expect(chunkOf(`${SRC}/UserCard.tsx`)).toMatch(/^forms1:/);
  });

  it('a module of one record only stays with its page', () => {
    expect(chunkOf(`${SRC}/user-form.tsx`)).toBeNull();
  });
});

describe('a small chunk of a few lists', () => {
  /** Six lists (a–f) and a record's page; what each draws, with the length of its code. */
  const list = (name: string) => `${SRC}/routes/_authenticated/${name}.tsx?tsr-split=component`;
  const imports: Record<string, string[]> = {
    [`${SRC}/main.tsx`]: [`${NM}/react/index.js`],
    [`${SRC}/routes/_authenticated.tsx?tsr-split=component`]: [`${SRC}/shell.tsx`],
    [list('a')]: [`${SRC}/pair.tsx`, `${SRC}/small.tsx`],
    [list('b')]: [`${SRC}/pair.tsx`, `${SRC}/large.tsx`],
    [list('c')]: [`${SRC}/alone.tsx`],
    [list('d')]: [],
    [list('e')]: [],
    [list('f')]: [],
    [`${SRC}/routes/_authenticated/a/$id.tsx?tsr-split=component`]: [
      `${SRC}/small.tsx`,
      `${SRC}/large.tsx`,
      `${SRC}/alone.tsx`,
    ],
  };
  const lazy = {
    [`${SRC}/main.tsx`]: Object.keys(imports).filter((id) => id.includes('/routes/')),
  };
  const code = {
    [`${SRC}/pair.tsx`]: 9000,
    [`${SRC}/small.tsx`]: 300,
    [`${SRC}/large.tsx`]: 9000,
    [`${SRC}/alone.tsx`]: 300,
  };

  it('joins the chunk of the fewest more lists, its own among them', () => {
    expect(chunkIn(`${SRC}/pair.tsx`, imports, lazy, code)).toBe('lists2:0-1');
    expect(chunkIn(`${SRC}/small.tsx`, imports, lazy, code)).toBe('lists2:0-1');
  });

  it('stays where it is when it is large, or when no chunk of more lists includes its own', () => {
    expect(chunkIn(`${SRC}/large.tsx`, imports, lazy, code)).toBe('lists1:1');
    expect(chunkIn(`${SRC}/alone.tsx`, imports, lazy, code)).toBe('lists1:2');
  });

  it('stays where it is when the size of its code is unknown', () => {
    expect(chunkIn(`${SRC}/small.tsx`, imports, lazy)).toBe('lists1:0');
  });
});
