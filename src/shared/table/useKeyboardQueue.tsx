import { useMemo, useState } from 'react';
import { onFirstCall } from '../lib/on-first-call';
import { useShortcuts, type Shortcut } from '../lib/shortcuts';
import { notifyWarning } from '../ui/notify';
import { usePreloadOnFirstInput } from '../ui/on-demand';
import { loadOverlays } from '../ui/overlays-load';

/** `?`: every key of the page (a dialog, loaded when first asked for). */
export const openShortcutSheet = onFirstCall(() =>
  import('./shortcut-sheet').then((module) => module.openShortcutSheet),
);

/**
 * The keyboard queue of moderation lists: `J`/`K` or the arrows move the active row, `Enter`
 * opens it, the page's decision keys act on it, `X` selects it for bulk actions, `?` shows every key.
 * Keys are physical (`event.code`, so a Russian layout works) and never fire while typing in a field or
 * while a dialog is open (useShortcuts).
 */
export interface QueueAction<Row> {
  /** A Latin letter: the key as printed on the keyboard. */
  letter: string;
  /** What the key does, in the legend: «скрыть». */
  label: string;
  /** A shorter word for the toolbar's one line, where `label` is long (`?` lists the whole). */
  short?: string;
  /**
   * `next` moves the keyboard to the following row: call it when the decision leaves (after its
   * dialog), so every queue walks down as it is decided.
   */
  run: (row: Row, next: () => void) => void;
  /**
   * Why the action does not apply to the row, in a few words («Комментарий уже скрыт»), or null
   * where it does: the key then does nothing but say so in a notice.
   */
  unavailable?: (row: Row) => string | null;
}

interface KeyboardQueueOptions<Row extends { id: number }> {
  rows: Row[] | undefined;
  actions: QueueAction<Row>[];
  /** `Enter`: open the row (a side panel, a page). */
  onOpen?: (row: Row) => void;
  /** `X`: select or unselect the row for bulk actions. */
  onToggleSelect?: (row: Row) => void;
  /** Called when the keyboard moves to another row (a side panel follows it). */
  onMove?: (row: Row) => void;
  /**
   * Rows the keyboard passes over after a decision: another moderator is on them
   * (docs/product.md#several-moderators-at-once).
   */
  skip?: (row: Row) => boolean;
  /**
   * Rows already decided that the list still shows (held for «Отменить», or a list kept from before
   * a refetch that failed): the keyboard's first row is never one of them, so coming back to the
   * queue, Enter and the decision keys start on a row that still waits.
   */
  decided?: (row: Row) => boolean;
  /**
   * The item the page shows beside the list (a side panel opened by a link or a click): while it is
   * one of the rows, it is the active row, so the keys act on what the moderator sees.
   */
  shownId?: number | null;
  /**
   * `J` or `↓` on the last row: there is no later row in the list, the server hands out the next item
   * of the queue (docs/product.md#queues-at-scale).
   */
  onPastEnd?: () => void;
}

export interface LegendEntry {
  keys: string[];
  label: string;
  /** A shorter word for the line of keys above the table («вниз»); the sheet says `label`. */
  short?: string;
}

export function useKeyboardQueue<Row extends { id: number }>(options: KeyboardQueueOptions<Row>) {
  const { rows = [], actions } = options;
  // Every decision says so in a notice: its containers' code is fetched at the first input after the
  // rows are drawn, so it is there for the first decision and never part of the load.
  usePreloadOnFirstInput(loadOverlays, options.rows !== undefined);
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Where the keyboard was, by position: when its row leaves the list (decided, refetched), the row
  // that took its place is the active one, so deciding walks down the queue.
  const [lastIndex, setLastIndex] = useState(0);
  const shownIndex =
    options.shownId == null ? -1 : rows.findIndex((row) => row.id === options.shownId);
  const chosenIndex = rows.findIndex((row) => row.id === chosenId);
  const index =
    rows.length === 0
      ? -1
      : shownIndex >= 0
        ? shownIndex
        : chosenIndex >= 0
          ? chosenIndex
          : firstWaiting(rows, Math.min(lastIndex, rows.length - 1), options.decided);
  const active = index >= 0 ? rows[index] : undefined;

  function moveTo(next: number) {
    const row = rows[Math.max(0, Math.min(rows.length - 1, next))];
    if (!row) return;
    setChosenId(row.id);
    setLastIndex(rows.indexOf(row));
    options.onMove?.(row);
  }

  function moveDown() {
    if (rows.length > 0 && index === rows.length - 1 && options.onPastEnd) options.onPastEnd();
    else moveTo(index + 1);
  }

  /** Makes a row the active one (a click on it), without calling `onMove`. */
  function activate(id: number) {
    const at = rows.findIndex((row) => row.id === id);
    if (at < 0) return;
    setChosenId(id);
    setLastIndex(at);
  }

  /**
   * After a decision on `id`: if the keyboard is still on it, the next row becomes active (the decided
   * row may stay in the list, or leave it when the list refreshes).
   */
  function advanceFrom(id: number) {
    if (active?.id !== id) return;
    const skip = options.skip ?? (() => false);
    const following = rows.findIndex((row, at) => at > index && !skip(row));
    moveTo(following >= 0 ? following : index + 1);
  }

  const onActive = (run: (row: Row) => void) => () => {
    if (active) run(active);
  };

  // The same keys give the same legend object: the toolbar showing it is not drawn again by a key.
  const legendKeys = JSON.stringify([
    Boolean(options.onOpen),
    actions.map((action) => [action.letter, action.label, action.short]),
    Boolean(options.onToggleSelect),
  ]);
  const legend = useMemo(() => legendOf(JSON.parse(legendKeys) as LegendKeys), [legendKeys]);

  const shortcuts: Shortcut[] = [
    { keys: 'J', run: () => moveDown() },
    { keys: 'ArrowDown', run: () => moveDown() },
    { keys: 'K', run: () => moveTo(index - 1) },
    { keys: 'ArrowUp', run: () => moveTo(index - 1) },
    {
      keys: 'Enter',
      run: () => {
        // On a focused button or link the shortcut layer leaves Enter to the control.
        if (active) options.onOpen?.(active);
      },
    },
    ...(options.onToggleSelect
      ? [{ keys: 'X', run: onActive((row) => options.onToggleSelect!(row)) }]
      : []),
    ...actions.map((action) => ({
      keys: action.letter,
      run: onActive((row) => {
        const refusal = action.unavailable?.(row);
        if (refusal) notifyWarning(refusal);
        else action.run(row, () => advanceFrom(row.id));
      }),
      // In the palette only where it applies to the active row.
      label:
        active && !action.unavailable?.(active)
          ? `${capitalize(action.label)} (активная строка)`
          : undefined,
    })),
    { keys: 'shift+Slash', run: () => void openShortcutSheet(legend, actions.length > 0) },
  ];
  useShortcuts(shortcuts);

  return {
    /** The row the keys act on. */
    activeId: active ? active.id : null,
    /**
     * For DataTable: the active row is outlined, and kept in view once the keys have moved it (the
     * first row, active by default, is where the page already is: scrolling to it would only force a
     * layout while the page is first drawn).
     */
    tableProps: {
      activeRowId: active ? String(active.id) : null,
      scrollToActiveRow: chosenId !== null || shownIndex >= 0,
    },
    activate,
    advanceFrom,
    legend,
  };
}

/** What the legend is made of: whether rows open, each action's letter and label, whether X selects. */
type LegendKeys = [
  opens: boolean,
  actions: Array<[letter: string, label: string, short?: string]>,
  selects: boolean,
];

function legendOf([opens, actions, selects]: LegendKeys): LegendEntry[] {
  return [
    { keys: ['J', '↓'], label: 'следующая строка', short: 'вниз' },
    { keys: ['K', '↑'], label: 'предыдущая строка', short: 'вверх' },
    ...(opens ? [{ keys: ['Enter'], label: 'открыть' }] : []),
    ...actions.map(([letter, label, short]) => ({ keys: [letter], label, short })),
    ...(selects ? [{ keys: ['X'], label: 'выбрать для массовых действий', short: 'выбрать' }] : []),
    { keys: ['?'], label: 'все клавиши' },
  ];
}

/**
 * `decided` for a queue filtered by status: a row whose status is no longer the one the list shows
 * (none under «all»).
 */
export const leftStatus =
  (status: string | undefined) =>
  (row: { status: string }): boolean =>
    status !== undefined && status !== 'all' && row.status !== status;

/** `left` of useListPage for a queue filtered by status: the row's status is not the list's. */
export const leftItsStatus = (row: { status: string }, search: { status?: string }): boolean =>
  leftStatus(search.status)(row);

/** The first row from `from` on (else before it) that is not decided; `from` when all are. */
function firstWaiting<Row>(rows: Row[], from: number, decided?: (row: Row) => boolean): number {
  if (!decided) return from;
  const after = rows.findIndex((row, at) => at >= from && !decided(row));
  if (after >= 0) return after;
  const before = rows.findLastIndex((row, at) => at < from && !decided(row));
  return before >= 0 ? before : from;
}

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('ru') + text.slice(1);
