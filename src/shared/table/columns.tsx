import { createColumnHelper, type DeepKeys, type DeepValue } from '@tanstack/react-table';
import type { ComponentType, HTMLAttributes, ReactElement, ReactNode, Ref } from 'react';
import type { UserSummary } from '../api/schemas';
import { formatCount, formatDate, formatDateTime, formatMoney } from '../lib/format';
import { HintTooltip } from '../ui/HintTooltip';
import { RouterAnchor } from '../ui/links';
import { StatusBadge, type StatusStyle } from '../ui/StatusBadge';
import { DecisionMark } from '../ui/DecisionMark';
import { UserAvatar } from '@/shared/ui/UserAvatar';
import classes from './cells.module.css';
import type { ColumnDef, RowData, tableKitFeatures } from './table-model';

/** A user as lists show them: avatar and nickname, linked to the user card. */
export function UserCell({ user }: { user: UserSummary }) {
  return (
    <div className={classes.user}>
      <UserAvatar src={user.avatarUrl} size={24} />
      <RouterAnchor to="/users/$userId" params={{ userId: user.id }} size="sm" fw={600}>
        {user.nickname}
      </RouterAnchor>
    </div>
  );
}

/**
 * A cell in one line, so that a screenful of rows fits (15 at 1440×900): `main` (a link or a text,
 * given `truncate="end"`) cut short where the column ends, with its whole text (`full`) in a tooltip on
 * hover and keyboard focus; then `facts`, dimmed, which give way first; then `end` (a badge), whole.
 * `keepFacts`: facts a reader of the list needs (why an application was refused) keep the room they
 * take, up to 70 % of the line, and `main` gives way first: under a long `main` they would get none.
 * `number` («№290»), the first of the facts, is never cut: the rest of them give way before it.
 */
export function CellLine({
  main,
  full,
  facts,
  keepFacts = false,
  number,
  end,
}: {
  main: ReactElement<Parameters<typeof HintTooltip>[0]['children']['props']>;
  full: string;
  facts?: ReactNode;
  keepFacts?: boolean;
  number?: string;
  end?: ReactNode;
}) {
  return (
    <div className={classes.line}>
      <HintTooltip label={full}>{main}</HintTooltip>
      {number ? <p className={classes.number}>{number}</p> : null}
      {facts ? (
        <p className={classes.facts} data-keep={keepFacts || undefined}>
          {number ? '· ' : null}
          {facts}
        </p>
      ) : null}
      {end}
    </div>
  );
}

/** The style of a `CellLine`'s main text when it is a link: it shrinks, and is cut with an ellipsis. */
export const CELL_MAIN = { minWidth: 0, flex: '0 1 auto' } as const;

/**
 * A `CellLine`'s main text (`strong`: a row's name), cut with an ellipsis where the column ends: as
 * `<Text size="sm" truncate="end">` draws it, without a Mantine component's work on every row.
 */
export function CellText({
  strong = false,
  size = 'sm',
  ...props
}: HTMLAttributes<HTMLParagraphElement> & {
  strong?: boolean;
  size?: 'sm' | 'xs';
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p {...props} className={classes.main} data-strong={strong || undefined} data-size={size} />
  );
}

/**
 * A value and, dimmed after it, what goes with it («1 000 ₽ взнос: 500 ₽»): one line on a wide
 * screen; below 1400 px the note goes under the value (`data-wrap-when-narrow`, global.css), so the
 * table fits a 1280 px laptop without scrolling sideways.
 */
export function WithNote({ value, note }: { value: ReactNode; note: ReactNode }) {
  return (
    <p className={classes.text} data-wrap-when-narrow="">
      <span style={{ whiteSpace: 'nowrap' }}>{value}</span>{' '}
      <span className={classes.note}>{note}</span>
    </p>
  );
}

/** A row's name in bold with its description, if any, dimmed after it on the same line. */
export function TitleWithDescription({
  title,
  description,
}: {
  title: string;
  description?: string | null;
}) {
  const full = description ? `${title} — ${description}` : title;
  return <CellLine full={full} main={<CellText strong>{title}</CellText>} facts={description} />;
}

type Accessor<T extends RowData> = DeepKeys<T>;

interface ColumnOptions {
  /**
   * Sortable on the server under this column's id (docs/product.md#areas lists the sorts of each
   * area).
   */
  sortable?: boolean;
}

interface CustomOptions extends ColumnOptions {
  shrink?: boolean;
  hiddenHeader?: boolean;
  main?: boolean;
  mainMinWidth?: number;
}

/**
 * Column definitions the way every list shows its kinds of values. Numbers, dates, money and
 * statuses are as narrow as their content; a header is always the Russian label.
 * `sortable` columns must be named as the API's sort field (the accessor is).
 */
export function columnsFor<T extends RowData>() {
  const column = createColumnHelper<typeof tableKitFeatures, T>();

  /**
   * Any cell as a component of the row: titles with second lines, links, previews. `reads`: the
   * row's fields the cell shows; its `row` then has those alone (the compiler holds the list to the
   * cell), and it is drawn again only when one of them changed. Without `reads`, with every change
   * to the row.
   */
  function custom<const K extends keyof T = never>(
    id: string,
    header: string,
    Cell: ComponentType<{ row: NoInfer<[K] extends [never] ? T : Pick<T, K>> }>,
    options: CustomOptions & { reads?: readonly K[] } = {},
  ): ColumnDef<T> {
    // Given the whole row, which has every field the cell reads.
    const RowCell = Cell as ComponentType<{ row: T }>;
    // An accessor (by the column's id) so that a sortable one can be sorted on the server.
    return column.accessor((row) => (row as Record<string, unknown>)[id], {
      id,
      header,
      meta: {
        sortable: options.sortable,
        shrink: options.shrink ?? false,
        hiddenHeader: options.hiddenHeader ?? false,
        main: options.main ?? false,
        mainMinWidth: options.mainMinWidth,
        drawnFrom: options.reads,
      },
      cell: ({ row }) => <RowCell row={row.original} />,
    }) as ColumnDef<T>;
  }

  return {
    column,
    text<K extends Accessor<T>>(key: K, header: string, options: ColumnOptions = {}) {
      return column.accessor(key, {
        header,
        meta: { sortable: options.sortable, drawnFrom: 'value' },
      }) as ColumnDef<T>;
    },
    count<K extends Accessor<T>>(key: K, header: string, options: ColumnOptions = {}) {
      return column.accessor(key, {
        header,
        meta: { shrink: true, numeric: true, sortable: options.sortable, drawnFrom: 'value' },
        cell: ({ getValue }: { getValue: () => unknown }) => formatCount(getValue() as number),
      }) as ColumnDef<T>;
    },
    money<K extends Accessor<T>>(key: K, header: string, options: ColumnOptions = {}) {
      return column.accessor(key, {
        header,
        meta: { shrink: true, numeric: true, sortable: options.sortable, drawnFrom: 'value' },
        cell: ({ getValue }: { getValue: () => unknown }) => {
          const kopecks = getValue() as number | null;
          return kopecks === null ? '—' : formatMoney(kopecks);
        },
      }) as ColumnDef<T>;
    },
    date<K extends Accessor<T>>(
      key: K,
      header: string,
      /**
       * `wrap`: the time may go under the date when the table is short of room (a list whose rows
       * are two lines high anyway), so the main column keeps its room on a 1280 px screen.
       */
      options: ColumnOptions & { time?: boolean; wrap?: boolean } = {},
    ) {
      return column.accessor(key, {
        header,
        meta: { shrink: true, sortable: options.sortable, drawnFrom: 'value' },
        cell: ({ getValue }: { getValue: () => unknown }) => {
          const iso = getValue() as string | null;
          const text = options.time === false ? formatDate(iso) : formatDateTime(iso);
          return options.wrap ? <span data-wrap-when-narrow="">{text}</span> : text;
        },
      }) as ColumnDef<T>;
    },
    /** An enum shown by its Russian label: `{ payout: 'Вывод средств', … }`. */
    labelled<K extends Accessor<T>>(
      key: K,
      header: string,
      labels: Record<DeepValue<T, K> & string, string>,
    ) {
      return column.accessor(key, {
        header,
        meta: { drawnFrom: 'value' },
        cell: ({ getValue }: { getValue: () => unknown }) =>
          labels[getValue() as DeepValue<T, K> & string],
      }) as ColumnDef<T>;
    },
    /**
     * `decisionsOf`: the entity whose decisions are taken on these rows (`videos`): a decision that
     * failed to go out, is sent again or was refused is marked under the status (DecisionMark).
     */
    status<K extends Accessor<T>>(
      key: K,
      header: string,
      styles: Record<DeepValue<T, K> & string, StatusStyle>,
      { decisionsOf }: { decisionsOf?: string } = {},
    ) {
      return column.accessor(key, {
        header,
        // The decision's mark follows the decisions not sent by itself (DecisionMark's store).
        meta: { shrink: true, drawnFrom: 'value' },
        cell: ({ getValue, row }: { getValue: () => unknown; row: { original: T } }) => {
          const badge = (
            <StatusBadge status={getValue() as DeepValue<T, K> & string} styles={styles} />
          );
          if (!decisionsOf) return badge;
          const { id } = row.original as { id: number };
          // The mark goes under the badge: the column stays as wide as its badges.
          return (
            <div className={classes.stack}>
              {badge}
              <DecisionMark item={`${decisionsOf}/${id}`} />
            </div>
          );
        },
      }) as ColumnDef<T>;
    },
    user<K extends Accessor<T>>(key: K, header: string) {
      return column.accessor(key, {
        header,
        meta: { drawnFrom: 'value' },
        cell: ({ getValue }: { getValue: () => unknown }) => {
          const user = getValue() as UserSummary | null;
          return user ? <UserCell user={user} /> : '—';
        },
      }) as ColumnDef<T>;
    },
    /**
     * Row actions: a component that gets the row (and may use hooks: it is a component), and `props`
     * the page hands every row (stable ones, e.g. a state setter: the columns are made once).
     */
    actions<P extends object = object>(
      Actions: ComponentType<{ row: T } & P>,
      { id = 'actions', props }: { id?: string; props?: P } = {},
    ) {
      return column.display({
        id,
        header: 'Действия',
        meta: { shrink: true, hiddenHeader: true },
        cell: ({ row }) => <Actions {...(props as P)} row={row.original} />,
      }) as ColumnDef<T>;
    },
    custom,
  };
}
