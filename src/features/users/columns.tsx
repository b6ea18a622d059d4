import { Avatar, Group, Stack, Text } from '@mantine/core';
import type { User } from '@/shared/api/self';
import { columnsFor } from '@/shared/table/columns';
import { RouterAnchor } from '@/shared/ui/links';
import { USER_STATUS_STYLES } from '@/shared/ui/statuses';
import { UserRowMenu } from './UserRowMenu';

/** Nickname, name and e-mail in one cell: the table fits a laptop screen. */
function Identity({ row: user }: { row: User }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={user.avatarUrl} radius="xl" size={32} alt="" />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600}>
          {/* A link: the row is reached with Tab and opened with Enter, like the other lists. */}
          <RouterAnchor to="/users/$userId" params={{ userId: user.id }} inherit>
            {user.nickname}
          </RouterAnchor>
        </Text>
        <Text size="xs" c="dimmed">
          {user.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end" maw={220} title={user.email}>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}

function Roles({ row: user }: { row: User }) {
  return user.roles.map((role) => role.name).join(', ');
}

const c = columnsFor<User>();

export const userColumns = [
  c.custom('nickname', 'Пользователь', Identity),
  c.custom('roles', 'Роли', Roles),
  c.status('status', 'Статус', USER_STATUS_STYLES),
  c.count('videosCount', 'Видео', { sortable: true }),
  c.count('complaintsCount', 'Жалобы'),
  c.date('createdAt', 'Регистрация', { sortable: true, time: false }),
  c.date('lastSeenAt', 'Был в сети', { sortable: true }),
  c.actions(UserRowMenu, { id: 'menu' }),
];
