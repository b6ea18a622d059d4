// `npm run new-area -- <name> --title <Russian plural> --item <Russian singular> [options]`: writes
// a working list area in the style of the existing ones (src/shared/README.md, «How to add a list
// area»): its entry in the area registry, its contract (item, statuses, list, labels, bodies), its
// feature folder (search, api, columns with the row actions, page, create/edit dialog, page test),
// the thin route file, the mock's seed and CRUD handler, and its part of the OpenAPI document. The
// area lists rows with a name and a status (search by the name, a status filter, two sorts); change
// the fields after. Then: `npx tsr generate && npx tsc --noEmit`, `npm run openapi`.
//
// Options: --gender m|f|n (of the item, for «Новый/Новая/Новое», «создан/создана/создано»; m),
// --accusative (the item as in «Удалить …?»; from --item and the gender), --section
// moderation|users|finance|administration (its place in the menu and its path; administration),
// --one (the English singular of <name>; <name> without its plural ending), --name-field (the field
// a row is named by: title), --name-label (its label: Название), --search (the search field's
// placeholder: Поиск по названию), --root (the project to write into; the current folder). Refuses to overwrite a file or an area that exists.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const SECTIONS = {
  moderation: { prefix: '/moderation', label: 'Модерация', moderators: true },
  users: { prefix: '/users', label: 'Пользователи', moderators: true },
  finance: { prefix: '/finance', label: 'Финансы', moderators: false },
  administration: { prefix: '', label: 'Администрирование', moderators: false },
};

/** The words that agree with the item's gender. */
const GENDER = {
  m: {
    new: 'Новый',
    created: 'создан',
    saved: 'сохранён',
    deleted: 'удалён',
    active: 'Активен',
    off: 'Выключен',
    none: 'не найден',
  },
  f: {
    new: 'Новая',
    created: 'создана',
    saved: 'сохранена',
    deleted: 'удалена',
    active: 'Активна',
    off: 'Выключена',
    none: 'не найдена',
  },
  n: {
    new: 'Новое',
    created: 'создано',
    saved: 'сохранено',
    deleted: 'удалено',
    active: 'Активно',
    off: 'Выключено',
    none: 'не найдено',
  },
};

const pascal = (kebab) =>
  kebab
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
const camel = (kebab) => pascal(kebab)[0].toLowerCase() + pascal(kebab).slice(1);
const lowerFirst = (text) => text[0].toLocaleLowerCase('ru') + text.slice(1);
const upperFirst = (text) => text[0].toLocaleUpperCase('ru') + text.slice(1);
const singular = (plural) =>
  plural.endsWith('ies')
    ? `${plural.slice(0, -3)}y`
    : plural.endsWith('s')
      ? plural.slice(0, -1)
      : plural;

/** «Акция» → «акцию», «Промокод» → «промокод»: the accusative of an inanimate item. */
function accusativeOf(item, gender) {
  const lower = lowerFirst(item);
  if (gender !== 'f') return lower;
  if (lower.endsWith('а')) return `${lower.slice(0, -1)}у`;
  if (lower.endsWith('я')) return `${lower.slice(0, -1)}ю`;
  return lower;
}

/** Every name and word the templates use, from the arguments. */
export function areaNames(name, options) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
    throw new Error(`new-area: «${name}» is no kebab-case name (promocodes, gift-cards)`);
  }
  if (!options.title || !options.item) throw new Error('new-area: --title and --item are required');
  const gender = options.gender ?? 'm';
  if (!GENDER[gender]) throw new Error(`new-area: --gender is m, f or n, not ${gender}`);
  const sectionName = options.section ?? 'administration';
  const section = SECTIONS[sectionName];
  if (!section)
    throw new Error(`new-area: --section is one of ${Object.keys(SECTIONS).join(', ')}`);
  const one = options.one ?? singular(name);
  const field = options['name-field'] ?? 'title';
  if (!/^[a-z][A-Za-z]*$/.test(field))
    throw new Error(`new-area: --name-field is a camelCase field`);
  const path = `${section.prefix}/${name}`;
  const api = sectionName === 'finance' ? `/finance/${name}` : `/${name}`;
  return {
    name,
    key: camel(name),
    Plural: pascal(name),
    one,
    One: pascal(one),
    oneCamel: camel(one),
    ONE: one.replaceAll('-', '_').toUpperCase(),
    kind: one.replaceAll('-', '_'),
    english: name.replaceAll('-', ' '),
    English: pascal(name)
      .replace(/(?<=.)([A-Z])/g, ' $1')
      .replace(/(?<= )[A-Z]/g, (c) => c.toLowerCase()),
    sectionName,
    section,
    path,
    api,
    /** The route's id: administrators' pages sit under `_admin`. */
    routeId: `/_authenticated${section.moderators ? '' : '/_admin'}${path}`,
    routeFile: `src/routes/_authenticated${section.moderators ? '' : '/_admin'}${path}.tsx`,
    adminOnly: !section.moderators,
    title: options.title,
    item: options.item,
    itemLower: lowerFirst(options.item),
    accusative: options.accusative ?? accusativeOf(options.item, gender),
    /** The field a row is named by (shown, searched, sorted; the audit trail's title). */
    field,
    FIELD: field.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase(),
    nameLabel: options['name-label'] ?? 'Название',
    search: options.search ?? 'Поиск по названию',
    words: GENDER[gender],
  };
}

/** The entry of the area registry (src/contract/areas.ts), last in its list. */
function registryEntry(n, order) {
  return `  ${n.key}: {
    paths: ['${n.path}'],
    title: '${n.title}',
    nav: { section: '${n.sectionName}', order: ${order} },
    queryKey: '${n.name}',
    dataNames: ['${lowerFirst(n.title)}', '${n.accusative}'],
    audit: { kind: '${n.kind}', label: '${n.item}'${n.field === 'title' ? '' : `, titleField: '${n.field}'`} },
    api: '${n.api}',
    table: '${n.key}',
  },
`;
}

/** The registry with the area added: after the last area, its place the last of its section. */
export function withRegistryEntry(source, n) {
  const end = source.indexOf('} as const satisfies Record<string, AreaDeclaration>;');
  if (end < 0) throw new Error('new-area: the AREAS list of src/contract/areas.ts was not found');
  if (new RegExp(`^  ${n.key}: \\{`, 'm').test(source.slice(0, end))) {
    throw new Error(`new-area: the registry has an area ${n.key} already`);
  }
  const orders = [
    ...source.matchAll(new RegExp(`section: '${n.sectionName}', order: (\\d+)`, 'g')),
  ];
  const order = Math.max(0, ...orders.map((match) => Number(match[1]))) + 1;
  return source.slice(0, end) + registryEntry(n, order) + source.slice(end);
}

/** The area's files by their paths in the project. */
export function areaFiles(n) {
  const w = n.words;
  const feature = `src/features/${n.name}`;
  return {
    [`src/contract/${n.name}-list.ts`]: `import { defineListContract, listFilter } from './list';

/**
 * The ${n.english}' list contract and statuses: what the list's URL state needs, apart from
 * the item and the bodies (${n.name}.ts), so that the route's search schema brings no form
 * rules to the first chunk.
 */

export const ${n.ONE}_STATUSES = ['active', 'disabled'] as const;
export type ${n.One}Status = (typeof ${n.ONE}_STATUSES)[number];

/** \`GET ${n.api}\`: newest first; no status is every one. */
export const ${n.key}ListContract = defineListContract({
  sorts: ['createdAt', '${n.field}'],
  sort: 'createdAt',
  filters: { status: listFilter.oneOf(${n.ONE}_STATUSES) },
});
`,
    [`src/contract/${n.name}-labels.ts`]: `import type { AuditValueLabels } from './audit-kinds';
import type { ${n.One}Status } from './${n.name}-list';

/**
 * The words of the values wherever they are shown (badges, the form's select, the audit
 * trail): apart from the item (${n.name}.ts) and from the list module, which is in the
 * first chunk.
 */
export const ${n.ONE}_STATUS_LABELS = {
  active: '${w.active}',
  disabled: '${w.off}',
} as const satisfies Record<${n.One}Status, string>;

/** The trail's words: its values, and (\`names\`) its fields the common names do not fit. */
export const valueLabels: AuditValueLabels = {
  entity: '${n.kind}',
  fields: { status: ${n.ONE}_STATUS_LABELS },
  names: { ${n.field}: '${n.nameLabel}' },
};
`,
    [`src/contract/${n.name}.ts`]: `import * as z from 'zod/mini';
import { isoDate } from './common';
import { EMPTY_MESSAGE, trimmedText } from './validation';
import { ${n.ONE}_STATUSES } from './${n.name}-list';

// The statuses and the list contract, in a module of their own for the list's URL state.
export * from './${n.name}-list';
export * from './${n.name}-labels';

/**
 * The ${n.english} contract: the item, the field limits and their messages, and the
 * bodies \`POST\`/\`PATCH ${n.api}\` take. The form, the mock's handler and the
 * OpenAPI document are built from it: free of React, the router and the UI.
 */
export const ${n.oneCamel}Schema = z.object({
  id: z.number(),
  ${n.field}: z.string(),
  status: z.enum(${n.ONE}_STATUSES),
  createdAt: isoDate,
});
export type ${n.One} = z.infer<typeof ${n.oneCamel}Schema>;

export const ${n.ONE}_${n.FIELD}_MAX = 120;

export const ${n.ONE}_ERRORS = {
  empty: EMPTY_MESSAGE,
  ${n.field}TooLong: \`Не больше \${${n.ONE}_${n.FIELD}_MAX} символов\`,
  status: 'Выберите статус',
  notFound: '${n.item} ${w.none}',
} as const;

/**
 * \`POST ${n.api}\`, and the form's: the rules the server applies and the form checks
 * first.
 */
export const ${n.oneCamel}BodySchema = z.object({
  ${n.field}: trimmedText({
    max: ${n.ONE}_${n.FIELD}_MAX,
    messages: { empty: ${n.ONE}_ERRORS.empty, long: ${n.ONE}_ERRORS.${n.field}TooLong },
  }),
  status: z.enum(${n.ONE}_STATUSES, ${n.ONE}_ERRORS.status),
});
export type ${n.One}Body = z.infer<typeof ${n.oneCamel}BodySchema>;

/** \`PATCH ${n.api}/{id}\`: any part of the body; only the fields sent change. */
export const ${n.oneCamel}PatchSchema = z.partial(${n.oneCamel}BodySchema);
`,
    [`${feature}/search.ts`]: `import { ${n.key}ListContract } from '@/contract/${n.name}-list';
import { listSearchFrom } from '@/shared/table/list-search';

/** URL state of the ${n.english} list: its contract's sorts and status filter. */
export const ${n.key}List = listSearchFrom(${n.key}ListContract);
export type ${n.Plural}Search = typeof ${n.key}List.defaults;
`,
    [`${feature}/api.ts`]: `import { apiOf } from '@/shared/api/session';
import { keys } from '@/shared/api/keys';
import { listQueryOptions } from '@/shared/api/list-query';
import { useDeleteEntity } from '@/shared/actions/useDeleteEntity';
import { useSaveEntity } from '@/shared/actions/useSaveEntity';
import { anyResult } from '@/shared/api/schemas';
import { ${n.oneCamel}Schema, type ${n.One}, type ${n.One}Body } from '@/contract/${n.name}';
import type { ${n.Plural}Search } from './search';

export const ${n.key}ListQueryOptions = (search: ${n.Plural}Search) =>
  listQueryOptions(keys.${n.key}, '${n.api.slice(1)}', ${n.oneCamel}Schema, search);

export function useSave${n.One}() {
  return useSaveEntity({
    keys: keys.${n.key},
    mutationFn: ({ id, body }: { id: number | null; body: ${n.One}Body }, { client }) =>
      id === null
        ? apiOf(client).post('${n.api.slice(1)}', ${n.oneCamel}Schema, body)
        : apiOf(client).patch(\`${n.api.slice(1)}/\${id}\`, ${n.oneCamel}Schema, body),
    successMessage: (row, { id }) =>
      id === null ? \`${n.item} «\${row.${n.field}}» ${w.created}\` : \`${n.item} «\${row.${n.field}}» ${w.saved}\`,
  });
}

export function useDelete${n.One}() {
  return useDeleteEntity({
    keys: keys.${n.key},
    mutationFn: (row: ${n.One}, { client }) =>
      apiOf(client).delete(\`${n.api.slice(1)}/\${row.id}\`, anyResult),
    successMessage: (_result, row) => \`${n.item} «\${row.${n.field}}» ${w.deleted}\`,
  });
}
`,
    [`${feature}/columns.tsx`]: `import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { columnsFor } from '@/shared/table/columns';
import { confirmAction } from '@/shared/ui/dialogs';
import { statusStyles } from '@/shared/ui/statuses';
import { ${n.ONE}_STATUS_LABELS } from '@/contract/${n.name}-labels';
import { useDelete${n.One} } from './api';
import type { ${n.One} } from '@/contract/${n.name}';

/** A status as its badge shows it: only this list shows them. */
export const ${n.ONE}_STATUS_STYLES = statusStyles(${n.ONE}_STATUS_LABELS, {
  active: 'green',
  disabled: 'gray',
});

/** A row's «Изменить» (the page's form) and «Удалить» (after a confirmation). */
function ${n.One}Actions({ row, onEdit }: { row: ${n.One}; onEdit: (row: ${n.One}) => void }) {
  const remove = useDelete${n.One}();
  const askDelete = async () => {
    const confirmed = await confirmAction({
      title: 'Удалить ${n.accusative}?',
      message: \`«\${row.${n.field}}» будет ${w.deleted} без возможности восстановления.\`,
      confirmLabel: 'Удалить',
      danger: true,
    });
    if (confirmed) remove.mutate(row);
  };
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon variant="subtle" aria-label={\`Изменить «\${row.${n.field}}»\`} onClick={() => onEdit(row)}>
        <IconPencil size={18} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={\`Удалить «\${row.${n.field}}»\`}
        onClick={() => void askDelete()}
      >
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}

/** The table's columns; \`onEdit\` (the page's stable setter) opens a row in the form. */
export function ${n.oneCamel}Columns(onEdit: (row: ${n.One}) => void) {
  const c = columnsFor<${n.One}>();
  return [
    c.text('${n.field}', '${n.item}', { sortable: true }),
    c.status('status', 'Статус', ${n.ONE}_STATUS_STYLES),
    c.date('createdAt', '${upperFirst(w.created)}', { sortable: true }),
    c.actions(${n.One}Actions, { props: { onEdit } }),
  ];
}
`,
    [`${feature}/${n.Plural}Page.tsx`]: `import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ${n.ONE}_STATUS_LABELS } from '@/contract/${n.name}-labels';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { useListPage } from '@/shared/table/useListPage';
import { lazyWidget, useOpenedOnce } from '@/shared/ui/on-demand';
import { PageHeader } from '@/shared/ui/PageHeader';
import { ${n.key}ListQueryOptions } from './api';
import { ${n.oneCamel}Columns } from './columns';
import type { ${n.One} } from '@/contract/${n.name}';
import { ${n.key}List } from './search';

const route = getRouteApi('${n.routeId}');
/** The form loads when first opened. */
const ${n.One}FormModal = lazyWidget(() => import('./${n.One}FormModal'));

export function ${n.Plural}Page() {
  const page = useListPage(route, ${n.key}List, ${n.key}ListQueryOptions, { selectable: false });
  /** Who is editing what: undefined = closed, null = creating. */
  const [editing, setEditing] = useState<${n.One} | null | undefined>(undefined);
  // The setter is stable: the columns are made once.
  const columns = useMemo(() => ${n.oneCamel}Columns(setEditing), []);
  const formMounted = useOpenedOnce(editing !== undefined);
  return (
    <>
      <PageHeader
        title="${n.title}"
        crumbs={[{ label: '${n.section.label}' }, { label: '${n.title}' }]}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
            ${w.new} ${n.itemLower}
          </Button>
        }
      />
      <ListFilters list={page} searchPlaceholder="${n.search}">
        <EnumFilter
          label="Статус"
          placeholder="Все статусы"
          labels={${n.ONE}_STATUS_LABELS}
          {...page.field('status')}
        />
      </ListFilters>
      <DataTable label="${n.title}" columns={columns} {...page.table} emptyTitle="${n.title} не найдены" />
      {formMounted && <${n.One}FormModal ${n.oneCamel}={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
`,
    [`${feature}/${n.One}FormModal.tsx`]: `import { Select, TextInput } from '@mantine/core';
import { RecordFormModal } from '@/shared/form/RecordFormModal';
import {
  ${n.ONE}_STATUS_LABELS,
  ${n.ONE}_${n.FIELD}_MAX,
  ${n.oneCamel}BodySchema,
  type ${n.One},
  type ${n.One}Body,
} from '@/contract/${n.name}';
import { useSave${n.One} } from './api';

const STATUS_OPTIONS = Object.entries(${n.ONE}_STATUS_LABELS).map(([value, label]) => ({
  value,
  label,
}));

/** The form's values of a row, or of a new one. */
function valuesOf(row: ${n.One} | null): ${n.One}Body {
  return row ? { ${n.field}: row.${n.field}, status: row.status } : { ${n.field}: '', status: 'active' };
}

/** Create (\`${n.oneCamel}\` null) or edit one; undefined: closed. */
export default function ${n.One}FormModal({
  ${n.oneCamel},
  onClose,
}: {
  ${n.oneCamel}: ${n.One} | null | undefined;
  onClose: () => void;
}) {
  const save = useSave${n.One}();
  return (
    <RecordFormModal
      record={${n.oneCamel}}
      onClose={onClose}
      createTitle="${w.new} ${n.itemLower}"
      editTitle={(editing) => \`${n.item} «\${editing.${n.field}}»\`}
      schema={${n.oneCamel}BodySchema}
      initialValues={valuesOf}
      save={(id, body) => save.mutateAsync({ id, body })}
    >
      {(form) => (
        <>
          <TextInput
            label="${n.nameLabel}"
            withAsterisk
            maxLength={${n.ONE}_${n.FIELD}_MAX}
            data-autofocus
            {...form.getInputProps('${n.field}')}
          />
          <Select
            label="Статус"
            allowDeselect={false}
            data={STATUS_OPTIONS}
            {...form.getInputProps('status')}
          />
        </>
      )}
    </RecordFormModal>
  );
}
`,
    [`${feature}/${n.Plural}Page.test.tsx`]: `import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp } from '@/test/render';
import { shownNotifications } from '@/test/notifications';
import { loadedTable, rowWithText } from '@/test/table';

describe('${n.english} page', { timeout: 120_000 }, () => {
  it('lists the rows with their status, and offers the search', async () => {
    loginAs(1);
    renderApp('${n.path}');
    const grid = await loadedTable('${n.title}');
    expect(screen.getByRole('heading', { name: '${n.title}' })).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['${n.item}', 'Статус', '${upperFirst(w.created)}', 'Действия']);
    const first = db.${n.key}[0]!;
    expect(within(rowWithText(grid, first.${n.field})).getByText('${w.active}')).toBeInTheDocument();
    expect(within(grid).getAllByText('${w.off}').length).toBeGreaterThan(0);
    expect(screen.getByRole('textbox', { name: '${n.search}' })).toBeVisible();
    expect(document.title).toBe('Who Will Win - ${n.title}');
  });

  it('creates, edits and deletes a row, each with its notification', async () => {
    const user = userEvent.setup();
    loginAs(1);
    renderApp('${n.path}');
    const grid = await loadedTable('${n.title}');
    await user.click(screen.getByRole('button', { name: '${w.new} ${n.itemLower}' }));
    let dialog = await screen.findByRole('dialog', { name: '${w.new} ${n.itemLower}' });
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await within(dialog).findByText('Поле не должно быть пустым')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /${n.nameLabel}/ }), 'Первый');
    await user.click(within(dialog).getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(shownNotifications()).toContain('${n.item} «Первый» ${w.created}'));
    expect(await within(grid).findByText('Первый')).toBeInTheDocument();

    await user.click(within(grid).getByRole('button', { name: 'Изменить «Первый»' }));
    dialog = await screen.findByRole('dialog', { name: '${n.item} «Первый»' });
    await user.clear(within(dialog).getByRole('textbox', { name: /${n.nameLabel}/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /${n.nameLabel}/ }), 'Второй');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(shownNotifications()).toContain('${n.item} «Второй» ${w.saved}'));

    await user.click(await within(grid).findByRole('button', { name: 'Удалить «Второй»' }));
    dialog = await screen.findByRole('dialog', { name: 'Удалить ${n.accusative}?' });
    expect(dialog).toHaveTextContent('«Второй» будет ${w.deleted} без возможности восстановления.');
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(shownNotifications()).toContain('${n.item} «Второй» ${w.deleted}'));
    await waitFor(() => expect(within(grid).queryByText('Второй')).not.toBeInTheDocument());
  });
});
`,
    [n.routeFile]: `import { createFileRoute } from '@tanstack/react-router';
import { ${n.key}ListQueryOptions } from '@/features/${n.name}/api';
import { ${n.key}List } from '@/features/${n.name}/search';
import { ${n.Plural}Page } from '@/features/${n.name}/${n.Plural}Page';
import { startFetching } from '@/shared/api/route-data';

export const Route = createFileRoute('${n.routeId}')({
  validateSearch: ${n.key}List.schema,
  search: ${n.key}List.search,
  loaderDeps: ${n.key}List.deps,
  loader: ({ context: { queryClient }, deps, preload }) =>
    startFetching(queryClient, ${n.key}ListQueryOptions(deps), { preload }),
  staticData: { title: '${n.title}' },
  component: ${n.Plural}Page,
});
`,
    [`mocks/seed/${n.name}.ts`]: `import type { ${n.One}Status } from '@/contract/${n.name}';
import type { AreaTable } from '../tables';
import { at, DAY } from './time';

export interface Mock${n.One} {
  id: number;
  ${n.field}: string;
  status: ${n.One}Status;
  createdAt: string;
}

declare module '../tables' {
  interface AreaTables {
    ${n.key}: Mock${n.One}[];
  }
}

/** Twelve rows, one a week further back from the seed moment; every third switched off. */
export const table: AreaTable<'${n.key}'> = {
  name: '${n.key}',
  seed: ({ now }) =>
    Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      ${n.field}: \`${n.item} \${index + 1}\`,
      status: index % 3 === 2 ? 'disabled' : 'active',
      createdAt: at(now - (index + 1) * 7 * DAY),
    })),
};
`,
    [`mocks/handlers/${n.name}.ts`]: `import {
  ${n.ONE}_ERRORS,
  ${n.oneCamel}BodySchema,
  ${n.oneCamel}PatchSchema,
  ${n.key}ListContract,
} from '@/contract/${n.name}';
import { crudHandlers } from '../crud';
import type { Mock${n.One} } from '../seed/${n.name}';

/**
 * ${n.English}${n.adminOnly ? ' (administrators only)' : ''}: list, one, create, partial update,
 * delete; every change in the audit trail.
 */
export const handlers = crudHandlers({
  path: '${n.api}',
  table: '${n.key}',
  auditType: '${n.kind}',
  view: (row) => ({ ...row }),
  list: {
    contract: ${n.key}ListContract,
    sortKey: (sort) => (row) => row[sort],
    searchIn: (row) => [row.${n.field}],
  },
  bodies: { create: ${n.oneCamel}BodySchema, update: ${n.oneCamel}PatchSchema },
  // A create's body names every field: its contract requires each.
  create: (values) => values as Omit<Mock${n.One}, 'id' | 'createdAt'>,
  notFound: ${n.ONE}_ERRORS.notFound,${n.adminOnly ? '\n  adminOnly: true,' : ''}
});
`,
    [`mocks/openapi/endpoints/${n.name}.ts`]: `import {
  ${n.ONE}_${n.FIELD}_MAX,
  ${n.oneCamel}BodySchema,
  ${n.oneCamel}PatchSchema,
  ${n.oneCamel}Schema,
  ${n.key}ListContract,
} from '@/contract/${n.name}';
import type { MockDatabase } from '../../db';
import { declaredBody, deleted, endpoint, fromListContract, list, type Endpoint } from '../define';

const tag = '${n.sectionName === 'finance' ? 'Finance' : n.English}';
${n.sectionName === 'finance' ? '' : `export const tags = { [tag]: '${n.English}.' };\n`}
/** The contract's bodies (src/contract/${n.name}.ts). */
const docs = { ${n.field}: \`Trimmed; 1 to \${${n.ONE}_${n.FIELD}_MAX} characters.\` };
const example = { ${n.field}: '${n.item} из примера', status: 'active' };
/** The DELETE probe's row: the seed's last. */
const lastRow = (db: MockDatabase) => db.${n.key}.at(-1)!.id;

export const endpoints: Endpoint[] = [
  list({
    id: 'list${n.Plural}',
    path: '${n.api}',
    tag,
    summary: '${n.English}${n.adminOnly ? ' (administrators)' : ''}',${n.adminOnly ? '\n    adminOnly: true,' : ''}
    item: ${n.oneCamel}Schema,
    itemName: '${n.One}',
    search: '${n.field}',
    ...fromListContract(${n.key}ListContract, { status: 'Active or switched off.' }),
  }),
  endpoint({
    id: 'get${n.One}',
    method: 'get',
    path: '${n.api}/{id}',
    tag,
    summary: 'One of the ${n.english}',${n.adminOnly ? '\n    adminOnly: true,' : ''}
    result: ${n.oneCamel}Schema,
    errors: { 404: '\`${n.item} ${w.none}\`.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'create${n.One}',
    method: 'post',
    path: '${n.api}',
    tag,
    summary: 'Create one of the ${n.english}',${n.adminOnly ? '\n    adminOnly: true,' : ''}
    body: declaredBody(${n.oneCamel}BodySchema, docs),
    result: ${n.oneCamel}Schema,
    errors: { 422: '\`${n.field}\` empty or too long; an unknown status.' },
    probe: { body: example },
    failures: [{ status: 422, body: { ...example, ${n.field}: ' ' } }],
  }),
  endpoint({
    id: 'update${n.One}',
    method: 'patch',
    path: '${n.api}/{id}',
    tag,
    summary: 'Change one of the ${n.english} (only the fields sent)',${n.adminOnly ? '\n    adminOnly: true,' : ''}
    body: declaredBody(${n.oneCamel}PatchSchema, docs),
    result: ${n.oneCamel}Schema,
    errors: { 404: '\`${n.item} ${w.none}\`.', 422: 'As for creating, for the fields sent.' },
    probe: { params: { id: 1 }, body: { status: 'disabled' } },
    failures: [{ status: 422, params: { id: 1 }, body: { ${n.field}: '' } }],
  }),
  endpoint({
    id: 'delete${n.One}',
    method: 'delete',
    path: '${n.api}/{id}',
    tag,
    summary: 'Delete one of the ${n.english}',${n.adminOnly ? '\n    adminOnly: true,' : ''}
    result: deleted,
    errors: { 404: '\`${n.item} ${w.none}\`.' },
    probe: { params: { id: lastRow } },
  }),
];
`,
  };
}

/**
 * Writes the area into the project at `root`, formatted as the project formats (Prettier); the
 * paths written, the registry first.
 */
export async function writeArea(root, name, options) {
  const n = areaNames(name, options);
  const files = areaFiles(n);
  for (const path of Object.keys(files)) {
    if (existsSync(join(root, path))) throw new Error(`new-area: ${path} exists already`);
  }
  const registry = join(root, 'src/contract/areas.ts');
  const written = {
    'src/contract/areas.ts': withRegistryEntry(readFileSync(registry, 'utf8'), n),
    ...files,
  };
  const prettier = await import('prettier');
  for (const [path, text] of Object.entries(written)) {
    const file = join(root, path);
    const config = await prettier.resolveConfig(file);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, await prettier.format(text, { ...config, filepath: file }));
  }
  return Object.keys(written);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      title: { type: 'string' },
      item: { type: 'string' },
      gender: { type: 'string' },
      accusative: { type: 'string' },
      section: { type: 'string' },
      one: { type: 'string' },
      'name-field': { type: 'string' },
      'name-label': { type: 'string' },
      search: { type: 'string' },
      root: { type: 'string' },
    },
  });
  if (positionals.length !== 1) {
    console.error('npm run new-area -- <name> --title <Заголовок> --item <Запись> [options]');
    process.exit(2);
  }
  const root = resolve(values.root ?? '.');
  try {
    const written = await writeArea(root, positionals[0], values);
    console.log(`Written:\n${written.map((path) => `  ${path}`).join('\n')}`);
    console.log(
      'Next: npx prettier --write on them, npx tsr generate && npx tsc --noEmit, npm run openapi.',
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
