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

function chunkOf(id: string): string | null {
  const chunkGroups = createChunkGroups();
  const ids = [...new Set([...Object.keys(STATIC), ...Object.values(STATIC).flat()])];
  const buildEnd = chunkGroups.plugin.buildEnd as (this: unknown) => void;
  buildEnd.call({
    getModuleIds: () => ids.values(),
    getModuleInfo: (moduleId: string) => ({
      importedIds: STATIC[moduleId] ?? [],
      dynamicallyImportedIds: DYNAMIC[moduleId] ?? [],
      isEntry: moduleId === `${SRC}/main.tsx`,
    }),
  });
  for (const group of chunkGroups.groups) {
    const name = 'test' in group ? group.test(id) && group.name : group.name(id);
    if (name) return name;
  }
  return null;
}

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
