import type { ComboboxData, ComboboxItem, SelectProps } from '@mantine/core';
import { useState, type CSSProperties, type KeyboardEvent } from 'react';
import classes from './LazySelect.module.css';
import { lazyWidget, type LazyWidget } from './on-demand';
import { FieldCloseButton, PlainTextInput } from './PlainTextInput';

/** What draws the opened select: Mantine's Select, focused and open as it mounts (SelectWidget). */
export type OpenedSelect = LazyWidget<SelectProps & { initialSearch?: string }>;

const SelectWidget: OpenedSelect = lazyWidget(() => import('./SelectWidget'));

/** Keys that open a select's list (Mantine's own). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Mantine's `Select` (same props, same look), whose list loads when first opened: until then it is
 * drawn as the field Mantine's Select draws, with the chosen option, its chevron and its clear
 * button; pointing at it or focusing it preloads the list's code (Combobox, Popover, floating-ui), a
 * click, Enter, Space, an arrow or a typed letter puts the real Select in its place, focused and open.
 * Use it for every select a page shows before anyone opens it.
 */
export function LazySelect({
  widget: Widget = SelectWidget,
  ...props
}: SelectProps & {
  /** A select of its own (a search the server answers) in place of the plain one. */
  widget?: OpenedSelect;
}) {
  const [opening, setOpening] = useState<{ search?: string } | null>(null);
  // Letters typed while the list's code is on its way add up: the Select opens with all of them.
  const open = (typed?: string) =>
    setOpening((was) => ({
      search: typed === undefined ? was?.search : (was?.search ?? '') + typed,
    }));
  const lookAlike = (
    <SelectLookAlike {...props} focused={opening !== null} onOpen={open} preload={Widget.preload} />
  );
  if (!opening) return lookAlike;
  return <Widget {...props} initialSearch={opening.search} fallback={lookAlike} />;
}

const CHEVRON =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

/** Mantine's chevron sizes of a select (--combobox-chevron-size-*), in rem. */
const CHEVRON_SIZE = { xs: 0.875, sm: 1.125, md: 1.25, lg: 1.5, xl: 1.75 } as const;

/** The chevron Mantine's Combobox draws, without its module (and its style sheet). */
function Chevron({ size, error }: { size: SelectProps['size']; error: boolean }) {
  const rem = CHEVRON_SIZE[(size ?? 'sm') as keyof typeof CHEVRON_SIZE] ?? CHEVRON_SIZE.sm;
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      className={classes.chevron}
      data-error={error || undefined}
      style={{ '--chevron-size': `calc(${rem}rem * var(--mantine-scale))` } as CSSProperties}
    >
      <path d={CHEVRON} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
    </svg>
  );
}

/** The label of the option `value` in a select's data (plain, grouped, strings or items). */
function labelOf(data: ComboboxData | undefined, value: string): string {
  for (const entry of data ?? []) {
    if (typeof entry === 'string') {
      if (entry === value) return entry;
    } else if ('group' in entry) {
      const found = labelOf(entry.items as ComboboxData, value);
      if (found) return found;
    } else if (entry.value === value) return entry.label ?? entry.value;
  }
  return '';
}

/** A style prop's width as Mantine writes it: a number of pixels scaled, else as given. */
function widthOf(w: SelectProps['w']): string | undefined {
  if (typeof w === 'number') return `calc(${w / 16}rem * var(--mantine-scale))`;
  return typeof w === 'string' ? w : undefined;
}

/**
 * The closed field, as Mantine's Select draws it (PlainTextInput: Mantine's Input stays out of the
 * pages until a select is opened).
 */
function SelectLookAlike({
  focused,
  onOpen,
  preload,
  ...props
}: SelectProps & {
  focused: boolean;
  onOpen: (typed?: string) => void;
  preload: () => Promise<unknown>;
}) {
  // What the closed field shows; the list's own props wait for the real Select.
  const {
    data,
    value,
    defaultValue,
    onChange,
    onClear,
    clearable,
    disabled,
    readOnly,
    searchable,
    error,
  } = props;
  const size = props.size === 'xs' ? 'xs' : 'sm';
  const chosen = value !== undefined ? value : (defaultValue ?? null);
  const shown = chosen === null ? '' : labelOf(data, chosen);
  const closed = disabled || readOnly;
  const open = (typed?: string) => {
    if (!closed) onOpen(typed);
  };
  const clearing = Boolean(clearable && chosen !== null && !closed);
  const chevron = <Chevron size={size} error={Boolean(error)} />;
  return (
    <PlainTextInput
      size={size}
      label={props.label}
      description={props.description}
      error={error}
      withAsterisk={props.withAsterisk}
      required={props.required}
      id={props.id}
      name={props.name}
      placeholder={props.placeholder}
      aria-label={props['aria-label']}
      rootClassName={props.className}
      rootStyle={{ ...(props.style as CSSProperties | undefined), width: widthOf(props.w) }}
      disabled={disabled}
      readOnly
      pointer={!searchable}
      value={shown}
      // While the list's code arrives the field keeps the focus it had.
      autoFocus={focused}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      combinedSection={clearing}
      rightSection={
        clearing ? (
          <>
            <FieldCloseButton
              size={size}
              variant="transparent"
              aria-label="Закрыть"
              aria-hidden
              tabIndex={-1}
              {...(props.clearButtonProps as object)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onChange?.(null, null as unknown as ComboboxItem);
                onClear?.();
              }}
            />
            {chevron}
          </>
        ) : (
          chevron
        )
      }
      onMouseDown={(event) => {
        if (event.button === 0) open();
      }}
      onPointerEnter={() => void preload()}
      onFocus={(event) => {
        void preload();
        props.onFocus?.(event);
      }}
      onBlur={props.onBlur}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (OPENING_KEYS.has(event.key)) {
          event.preventDefault();
          open();
        } else if (searchable && event.key.length === 1 && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          open(event.key);
        }
      }}
    />
  );
}
