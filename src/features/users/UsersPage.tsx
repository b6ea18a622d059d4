import { Avatar, Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { formatCount, formatDate, formatDateTime } from '@/shared/lib/format';
import type { User } from '@/shared/session/self';
import { DataTable } from '@/shared/table/DataTable';
import { SearchInput } from '@/shared/table/SearchInput';
import { PageHeader } from '@/shared/ui/PageHeader';
import { usersListQueryOptions, type UsersSearch } from './api';

const column = createColumnHelper<User>();

const ROLE_OPTIONS = [
  { value: '1', label: 'Администратор' },
  { value: '2', label: 'Модератор' },
  { value: '3', label: 'Пользователь' },
];

const STATUS_LABEL: Record<User['status'], string> = { active: 'Активен', blocked: 'Заблокирован' };

interface UsersPageProps {
  search: UsersSearch;
  onSearchChange: (patch: Partial<UsersSearch>) => void;
}

export function UsersPage({ search, onSearchChange }: UsersPageProps) {
  const query = useQuery(usersListQueryOptions(search));
  const columns = useMemo(
    () => [
      column.accessor('nickname', {
        header: 'Пользователь',
        enableSorting: false,
        cell: ({ row }) => (
          <Group gap="sm" wrap="nowrap">
            <Avatar src={row.original.avatarUrl} radius="xl" size={32} alt="" />
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {row.original.nickname}
              </Text>
              <Text size="xs" c="dimmed">
                {row.original.name}
              </Text>
            </Stack>
          </Group>
        ),
      }),
      column.accessor('email', { header: 'E-mail', enableSorting: false }),
      column.accessor('roles', {
        header: 'Роли',
        enableSorting: false,
        cell: ({ getValue }) => getValue().map((role) => role.name).join(', '),
      }),
      column.accessor('status', {
        header: 'Статус',
        enableSorting: false,
        cell: ({ getValue }) => (
          <Badge color={getValue() === 'blocked' ? 'red' : 'green'} variant="light">
            {STATUS_LABEL[getValue()]}
          </Badge>
        ),
      }),
      column.accessor('videosCount', { header: 'Видео', cell: ({ getValue }) => formatCount(getValue()) }),
      column.accessor('createdAt', { header: 'Регистрация', cell: ({ getValue }) => formatDate(getValue()) }),
      column.accessor('lastSeenAt', { header: 'Был в сети', cell: ({ getValue }) => formatDateTime(getValue()) }),
    ],
    [],
  );

  const filtered = Boolean(search.search || search.role || search.status);

  return (
    <>
      <PageHeader title="Пользователи" crumbs={[{ label: 'Пользователи' }, { label: 'Все пользователи' }]} />
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
            onChange={(value) => onSearchChange({ role: value ? Number(value) : undefined, page: 1 })}
            w={180}
          />
          <Select
            aria-label="Статус"
            placeholder="Все статусы"
            clearable
            data={[
              { value: 'active', label: STATUS_LABEL.active },
              { value: 'blocked', label: STATUS_LABEL.blocked },
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
        emptyTitle={filtered ? 'Никого не нашлось' : 'Пользователей пока нет'}
        emptyHint={filtered ? 'Измените поиск или сбросьте фильтры роли и статуса.' : undefined}
      />
    </>
  );
}
