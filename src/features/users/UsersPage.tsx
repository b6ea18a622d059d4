import { ActionIcon, Avatar, Group, Menu, Paper, Select, Stack, Text } from '@mantine/core';
import { IconDots, IconLock, IconLockOpen, IconUser } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatCompactDate, formatCompactDateTime, formatCount } from '@/shared/lib/format';
import type { User } from '@/shared/session/self';
import { DataTable } from '@/shared/table/DataTable';
import { SearchInput } from '@/shared/table/SearchInput';
import { RouterAnchor } from '@/shared/ui/links';
import { PageHeader } from '@/shared/ui/PageHeader';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { USER_STATUS_STYLES } from '@/shared/ui/statuses';
import { userQueryOptions, usersListQueryOptions } from './api';
import type { UsersSearch } from './search';
import { useUserBlocking } from './useUserBlocking';

const column = createColumnHelper<User>();

const ROLE_OPTIONS = [
  { value: '1', label: 'Администратор' },
  { value: '2', label: 'Модератор' },
  { value: '3', label: 'Пользователь' },
];

interface UsersPageProps {
  search: UsersSearch;
  onSearchChange: (patch: Partial<UsersSearch>) => void;
}

export function UsersPage({ search, onSearchChange }: UsersPageProps) {
  const query = useQuery(usersListQueryOptions(search));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const blocking = useUserBlocking();
  const columns = useMemo(
    () => [
      column.accessor('nickname', {
        header: 'Пользователь',
        enableSorting: false,
        // Nickname, name and e-mail in one cell: the table fits a laptop screen.
        cell: ({ row }) => (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={row.original.avatarUrl} radius="xl" size={32} alt="" />
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600}>
                {/* A link: the row is reached with Tab and opened with Enter, like the other lists. */}
                <RouterAnchor to="/users/$userId" params={{ userId: row.original.id }} inherit>
                  {row.original.nickname}
                </RouterAnchor>
              </Text>
              <Text size="xs" c="dimmed">
                {row.original.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end" maw={220} title={row.original.email}>
                {row.original.email}
              </Text>
            </Stack>
          </Group>
        ),
      }),
      column.accessor('roles', {
        header: 'Роли',
        enableSorting: false,
        cell: ({ getValue }) =>
          getValue()
            .map((role) => role.name)
            .join(', '),
      }),
      column.accessor('status', {
        header: 'Статус',
        enableSorting: false,
        meta: { shrink: true },
        cell: ({ getValue }) => <StatusBadge status={getValue()} styles={USER_STATUS_STYLES} />,
      }),
      column.accessor('videosCount', {
        header: 'Видео',
        meta: { shrink: true },
        cell: ({ getValue }) => formatCount(getValue()),
      }),
      column.accessor('complaintsCount', {
        header: 'Жалобы',
        enableSorting: false,
        meta: { shrink: true },
        cell: ({ getValue }) => formatCount(getValue()),
      }),
      column.accessor('createdAt', {
        header: 'Регистрация',
        cell: ({ getValue }) => formatCompactDate(getValue()),
      }),
      column.accessor('lastSeenAt', {
        header: 'Был в сети',
        cell: ({ getValue }) => formatCompactDateTime(getValue()),
      }),
      column.display({
        id: 'menu',
        header: '',
        meta: { shrink: true },
        cell: ({ row }) => {
          const user = row.original;
          return (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={`Действия: ${user.nickname}`}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconUser size={14} />}
                  onClick={() =>
                    void navigate({ to: '/users/$userId', params: { userId: user.id } })
                  }
                >
                  Открыть профиль
                </Menu.Item>
                {user.status === 'blocked' ? (
                  <Menu.Item
                    leftSection={<IconLockOpen size={14} />}
                    onClick={() => void blocking.unblock(user)}
                  >
                    Разблокировать
                  </Menu.Item>
                ) : (
                  <Menu.Item
                    color="red"
                    leftSection={<IconLock size={14} />}
                    onClick={() => blocking.block(user)}
                  >
                    Заблокировать
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          );
        },
      }),
    ],
    // Cells call the latest handlers through stable hooks; the column set itself never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const filtered = Boolean(search.search || search.role || search.status);

  return (
    <>
      <PageHeader
        title="Пользователи"
        crumbs={[{ label: 'Пользователи' }, { label: 'Все пользователи' }]}
      />
      <Paper withBorder p="sm" mb="md" radius="md">
        <Group gap="sm" wrap="wrap">
          <SearchInput
            value={search.search}
            placeholder="Поиск по никнейму, имени, e-mail"
            onChange={(value) => onSearchChange({ search: value, page: 1 })}
          />
          <Select
            aria-label="Роль"
            placeholder="Все роли"
            clearable
            data={ROLE_OPTIONS}
            value={search.role ? String(search.role) : null}
            onChange={(value) =>
              onSearchChange({ role: value ? Number(value) : undefined, page: 1 })
            }
            w={180}
          />
          <Select
            aria-label="Статус"
            placeholder="Все статусы"
            clearable
            data={[
              { value: 'active', label: USER_STATUS_STYLES.active.label },
              { value: 'blocked', label: USER_STATUS_STYLES.blocked.label },
            ]}
            value={search.status ?? null}
            onChange={(value) =>
              onSearchChange({ status: (value as UsersSearch['status']) ?? undefined, page: 1 })
            }
            w={180}
          />
        </Group>
      </Paper>
      <DataTable
        label="Пользователи"
        columns={columns}
        rows={query.data?.items}
        total={query.data?.total}
        state={search}
        onStateChange={onSearchChange}
        getRowId={(user) => String(user.id)}
        isLoading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        onRowClick={(user) => void navigate({ to: '/users/$userId', params: { userId: user.id } })}
        onRowIntent={(user) => void queryClient.prefetchQuery(userQueryOptions(user.id))}
        emptyTitle={filtered ? 'Никого не нашлось' : 'Пользователей пока нет'}
        emptyHint={filtered ? 'Измените поиск или сбросьте фильтры роли и статуса.' : undefined}
      />
    </>
  );
}
