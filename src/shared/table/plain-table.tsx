import type { ComponentPropsWithoutRef, CSSProperties, ReactNode } from 'react';
import classes from './plain-table.module.css';

/*
 * The parts of a list table (DataTable) as plain elements with the look of Mantine's Table, under the
 * same names (`Table.Thead`, `Table.Tr`…): Mantine's Table always brings its scroll container, and
 * with it ScrollArea and floating-ui, into every list's first paint. Mantine's static class names are
 * kept (`mantine-Table-tr`…), for selectors that look for them.
 */

type Spacing = number | 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** A spacing as Mantine writes it: a number of pixels scaled, or a theme spacing. */
function spacing(value: Spacing | undefined): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'number'
    ? `calc(${value / 16}rem * var(--mantine-scale))`
    : `var(--mantine-spacing-${value})`;
}

function join(...names: Array<string | undefined>): string {
  return names.filter(Boolean).join(' ');
}

function TableRoot({
  verticalSpacing = 'xs',
  horizontalSpacing,
  highlightOnHover: _alwaysHighlighted,
  className,
  style,
  ...props
}: ComponentPropsWithoutRef<'table'> & {
  verticalSpacing?: Spacing;
  horizontalSpacing?: Spacing;
  /** Rows are always highlighted under the pointer (Mantine's prop, accepted as it was given). */
  highlightOnHover?: boolean;
}) {
  return (
    <table
      {...props}
      className={join(classes.table, 'mantine-Table-table', className)}
      style={
        {
          '--table-vertical-spacing': spacing(verticalSpacing),
          '--table-horizontal-spacing': spacing(horizontalSpacing),
          ...style,
        } as CSSProperties
      }
    />
  );
}

const Thead = ({ className, ...props }: ComponentPropsWithoutRef<'thead'>) => (
  <thead {...props} className={join('mantine-Table-thead', className)} />
);

const Tbody = ({ className, ...props }: ComponentPropsWithoutRef<'tbody'>) => (
  <tbody {...props} className={join(classes.tbody, 'mantine-Table-tbody', className)} />
);

const TR_CLASS = `${classes.tr} mantine-Table-tr`;
const TD_CLASS = `${classes.td} mantine-Table-td`;

/** A row with a border under it and the hover colour (Mantine's `withRowBorders`, `highlightOnHover`). */
const Tr = ({ className, ...props }: ComponentPropsWithoutRef<'tr'>) => (
  <tr {...props} className={join(TR_CLASS, className)} data-with-row-border data-hover />
);

const Th = ({ className, w, style, ...props }: ComponentPropsWithoutRef<'th'> & { w?: number }) => (
  <th
    {...props}
    className={join(classes.th, 'mantine-Table-th', className)}
    style={w === undefined ? style : { width: w, ...style }}
  />
);

const Td = ({ className, ...props }: ComponentPropsWithoutRef<'td'>) => (
  <td {...props} className={join(TD_CLASS, className)} />
);

/** Scrolls the table sideways below `minWidth` (px), with the browser's own scrollbar (`type="native"`). */
const ScrollContainer = ({
  minWidth,
  children,
}: {
  minWidth: number;
  type?: 'native';
  children: ReactNode;
}) => (
  <div className={join(classes.scrollContainer, 'mantine-TableScrollContainer-scrollContainer')}>
    <div
      className={join(
        classes.scrollContainerInner,
        'mantine-TableScrollContainer-scrollContainerInner',
      )}
      style={
        { '--table-min-width': `calc(${minWidth / 16}rem * var(--mantine-scale))` } as CSSProperties
      }
    >
      {children}
    </div>
  </div>
);

export const Table = Object.assign(TableRoot, {
  Thead,
  Tbody,
  Tr,
  Th,
  Td,
  ScrollContainer,
  /** For rows and cells drawn as plain `tr`/`td` (TableBody's memoised rows and loading rows). */
  classes: {
    tr: classes.tr,
    td: classes.td,
    skeletonBar: classes.skeletonBar,
  },
});
