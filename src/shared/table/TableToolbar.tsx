import { Group, Kbd, Text } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import { lazyWidget, OpenOnDemand } from '../ui/on-demand';
import { PrefsButton } from './PrefsButton';
import type { LegendEntry } from './useKeyboardQueue';
import type { HiddenColumns, SavedView } from './list-prefs';

/** The popover of «Колонки» or «Виды» with its panel (Mantine's Popover), loaded when first opened. */
const PrefsPopup = lazyWidget(() => import('./PrefsPopup'));

/** A column the user may hide: its id and its header. */
export interface ChoosableColumn {
  id: string;
  label: string;
}

/** What the toolbar needs to choose columns and keep views of one list. */
export interface ListPrefsProps {
  /** The list's own name (its route), part of the storage key with the user. */
  list: string;
  user: string;
  columns: ChoosableColumn[];
  hidden: HiddenColumns;
  /** The list's URL state as it is: a view saved now keeps it (without the page). */
  search: Record<string, unknown>;
  /** Restores a saved view: its columns, then its filters and order (navigating). */
  apply: (view: SavedView) => void;
}

/**
 * The line above a table: the mass actions while rows are selected (the line keeps its height, so
 * ticking a box never moves the rows), else the page's keys or its `info`; on the right, «Колонки»
 * and «Виды». Memoised: a decision or a key press in the rows does not draw it again.
 */
export const TableToolbar = memo(function TableToolbar({
  selected,
  bulk,
  legend,
  info,
  prefs,
}: {
  selected: number;
  bulk?: ReactNode;
  legend?: LegendEntry[];
  /** What the list says of itself (a total) where it has no keys to show. */
  info?: ReactNode;
  prefs?: ListPrefsProps;
}) {
  const active = selected > 0 && bulk !== undefined;
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      px="sm"
      // One height whatever it holds (the keys, or the mass actions): ticking a box never moves the rows.
      h={38}
      py={4}
      data-bulk-active={active || undefined}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: active ? 'var(--mantine-primary-color-light)' : undefined,
        ...(active
          ? {
              position: 'sticky',
              top: 'calc(var(--app-shell-header-offset, 0rem))',
              zIndex: 3,
              borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0',
            }
          : {}),
      }}
    >
      <Group gap="xs" wrap="nowrap" miw={0} style={{ overflow: 'hidden', flex: 1 }}>
        {active ? bulk : legend ? <KeyHints legend={legend} /> : info}
      </Group>
      {prefs && <PrefsButtons prefs={prefs} />}
    </Group>
  );
});

/** The page's keys in one line: a moderator sees them without scrolling; `?` lists every one. */
const KeyHints = memo(function KeyHints({ legend }: { legend: LegendEntry[] }) {
  return (
    <Group gap="sm" wrap="nowrap" role="note" aria-label="Клавиши" miw={0}>
      {legend.map((entry) => (
        <Group key={entry.label} gap={4} wrap="nowrap">
          {entry.keys.slice(0, 1).map((key) => (
            <Kbd key={key} size="xs">
              {key}
            </Kbd>
          ))}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {entry.short ?? entry.label}
          </Text>
        </Group>
      ))}
    </Group>
  );
});

/**
 * «Колонки» and «Виды»: two buttons; a popover, and its code, arrives when one is first opened
 * (PrefsPopup).
 */
function PrefsButtons({ prefs }: { prefs: ListPrefsProps }) {
  return (
    <Group gap={4} wrap="nowrap">
      <OpenOnDemand
        widget={PrefsPopup}
        trigger={
          <PrefsButton which="columns" hiddenCount={prefs.hidden.length} aria-expanded={false} />
        }
        which="columns"
        label="Колонки"
        prefs={prefs}
      />
      <OpenOnDemand
        widget={PrefsPopup}
        trigger={<PrefsButton which="views" aria-expanded={false} />}
        which="views"
        label="Виды"
        prefs={prefs}
      />
    </Group>
  );
}
