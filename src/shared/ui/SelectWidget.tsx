import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

/**
 * Mantine's Select, put by `LazySelect` in the place of its closed look-alike when the user opens it:
 * mounted focused with its list open (and the letters typed meanwhile in its search).
 */
export default function SelectWidget({
  initialSearch,
  ...props
}: SelectProps & { initialSearch?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { onDropdownOpen, onSearchChange } = props;
  // The search held here unless the page holds it: Mantine's Select sets its search as it mounts (to
  // the chosen option's label, or empty), which the letters typed win over.
  const [search, setSearch] = useState(initialSearch ?? '');
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
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
      searchValue={props.searchValue ?? search}
      onSearchChange={(value) => {
        if (!mounted.current && initialSearch !== undefined) return;
        setSearch(value);
        onSearchChange?.(value);
      }}
    />
  );
}
