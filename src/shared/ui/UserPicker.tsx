import { useQuery } from '@tanstack/react-query';
import { userSummaryQueryOptions } from '../api/options';
import { LazySelect, type OpenedSelect } from './LazySelect';
import { lazyWidget } from './on-demand';

const UserSearchSelect: OpenedSelect = lazyWidget(() => import('./UserSearchSelect'));

/**
 * A user chosen by typing part of a nickname, name or e-mail: the server searches as you type; the
 * chosen user stays listed under their nickname. A filter (author, user) or a form field. Closed, it
 * shows the chosen user's nickname; the search (UserSearchSelect) loads when it is first opened.
 */
export function UserPicker({
  label,
  placeholder = 'Любой пользователь',
  value,
  onChange,
  width = 200,
  withLabel = false,
}: {
  label: string;
  placeholder?: string;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  width?: number;
  /** A visible label (in forms); filters name themselves for screen readers only. */
  withLabel?: boolean;
}) {
  const selected = useQuery({
    ...userSummaryQueryOptions(value ?? 0),
    enabled: value !== undefined,
    meta: { failure: `${label}: не удалось загрузить пользователя` },
  });
  return (
    <LazySelect
      widget={UserSearchSelect}
      label={withLabel ? label : undefined}
      aria-label={withLabel ? undefined : label}
      placeholder={placeholder}
      searchable
      clearable
      w={width}
      data={
        selected.data ? [{ value: String(selected.data.id), label: selected.data.nickname }] : []
      }
      value={value === undefined ? null : String(value)}
      onChange={(id) => onChange(id ? Number(id) : undefined)}
    />
  );
}
