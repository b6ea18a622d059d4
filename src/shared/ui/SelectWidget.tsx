import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * Mantine's Select, put by `LazySelect` in the place of its closed look-alike when the user opens it:
 * mounted focused with its list open (and the letter typed, if one was).
 */
export default function SelectWidget({
  initialSearch,
  ...props
}: SelectProps & { initialSearch?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { onDropdownOpen, onSearchChange } = props;
  useEffect(() => {
    input.current?.focus();
    // Opened by default, which Mantine does not report: what waits for the list to open (a
    // dictionary fetched then) is told here.
    onDropdownOpen?.();
    if (initialSearch !== undefined) onSearchChange?.(initialSearch);
    // Once, as it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Select
      {...props}
      ref={input}
      defaultDropdownOpened
      {...(initialSearch !== undefined && props.searchValue === undefined
        ? { defaultSearchValue: initialSearch }
        : {})}
    />
  );
}
