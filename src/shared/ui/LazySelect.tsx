import {
  ComboboxChevron,
  ComboboxClearButton,
  getOptionsLockup,
  getParsedComboboxData,
  InputBase,
  type ComboboxItem,
  type SelectProps,
} from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { lazyWidget } from './on-demand';

const SelectWidget = lazyWidget(() => import('./SelectWidget'));

/** Keys that open a select's list (Mantine's own). */
const OPENING_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/**
 * Mantine's `Select` (same props, same look), whose list loads when first opened: until then it is
 * drawn as the field Mantine's Select draws, with the chosen option, its chevron and its clear
 * button; pointing at it or focusing it preloads the list's code (Combobox, Popover, floating-ui), a
 * click, Enter, Space, an arrow or a typed letter puts the real Select in its place, focused and open.
 * Use it for every select a page shows before anyone opens it.
 */
export function LazySelect(props: SelectProps) {
  const [opening, setOpening] = useState<{ search?: string } | null>(null);
  const lookAlike = <SelectLookAlike {...props} focused={opening !== null} onOpen={setOpening} />;
  if (!opening) return lookAlike;
  return <SelectWidget {...props} initialSearch={opening.search} fallback={lookAlike} />;
}

/** The closed field, as Mantine's Select draws it. */
function SelectLookAlike({
  focused,
  onOpen,
  ...props
}: SelectProps & { focused: boolean; onOpen: (opening: { search?: string }) => void }) {
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
    size,
    error,
    chevronColor,
    clearButtonProps,
    // The list's own props: nothing to draw while it is closed.
    dropdownOpened: _dropdownOpened,
    defaultDropdownOpened: _defaultDropdownOpened,
    onDropdownClose: _onDropdownClose,
    onDropdownOpen: _onDropdownOpen,
    selectFirstOptionOnChange: _selectFirstOptionOnChange,
    selectFirstOptionOnDropdownOpen: _selectFirstOptionOnDropdownOpen,
    onOptionSubmit: _onOptionSubmit,
    comboboxProps: _comboboxProps,
    filter: _filter,
    limit: _limit,
    withScrollArea: _withScrollArea,
    maxDropdownHeight: _maxDropdownHeight,
    checkIconPosition: _checkIconPosition,
    withCheckIcon: _withCheckIcon,
    withAlignedLabels: _withAlignedLabels,
    nothingFoundMessage: _nothingFoundMessage,
    searchValue: _searchValue,
    defaultSearchValue: _defaultSearchValue,
    onSearchChange: _onSearchChange,
    allowDeselect: _allowDeselect,
    clearSectionMode: _clearSectionMode,
    hiddenInputProps: _hiddenInputProps,
    renderOption: _renderOption,
    scrollAreaProps: _scrollAreaProps,
    autoSelectOnBlur: _autoSelectOnBlur,
    openOnFocus: _openOnFocus,
    form: _form,
    ...others
  } = props;
  const options = getOptionsLockup(getParsedComboboxData(data));
  const chosen = value !== undefined ? value : (defaultValue ?? null);
  const shown = chosen === null ? '' : (options[chosen]?.label ?? '');
  const closed = disabled || readOnly;
  const open = (search?: string) => {
    if (!closed) onOpen({ search });
  };
  return (
    <InputBase
      {...others}
      size={size}
      error={error}
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
      __defaultRightSection={<ComboboxChevron size={size} error={error} color={chevronColor} />}
      __clearSection={
        <ComboboxClearButton
          {...clearButtonProps}
          onClear={() => {
            onChange?.(null, null as unknown as ComboboxItem);
            onClear?.();
          }}
        />
      }
      __clearable={Boolean(clearable && chosen !== null && !closed)}
      rightSectionPointerEvents={others.rightSectionPointerEvents ?? 'none'}
      onMouseDown={(event) => {
        others.onMouseDown?.(event);
        if (event.button === 0) open();
      }}
      onPointerEnter={() => void SelectWidget.preload()}
      onFocus={(event) => {
        void SelectWidget.preload();
        others.onFocus?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        others.onKeyDown?.(event);
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
