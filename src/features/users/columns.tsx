import { Group } from '@mantine/core';
import type { User } from '@/shared/api/self';
import { CELL_MAIN, CellLine, columnsFor } from '@/shared/table/columns';
import { RouterAnchor } from '@/shared/ui/links';
import { USER_STATUS_STYLES } from '@/shared/ui/statuses';
import { UserRowMenu } from './UserRowMenu';
import { UserAvatar } from '@/shared/ui/UserAvatar';

/** Nickname, name and e-mail in one cell: the table fits a laptop screen. */
function Identity({ row: user }: { row: User }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <UserAvatar src={user.avatarUrl} size={24} />
      <CellLine
        full={`${user.nickname} — ${user.name}, ${user.email}`}
        main={
          // A link: the row is reached with Tab and opened with Enter, like the other lists.
          <RouterAnchor
            to="/users/$userId"
            params={{ userId: user.id }}
            size="sm"
            fw={600}
            truncate="end"
            style={CELL_MAIN}
          >
            {user.nickname}
          </RouterAnchor>
        }
        facts={`${user.name} · ${user.email}`}
      />
    </Group>
  );
}

function Roles({ row: user }: { row: User }) {
  return user.roles.map((role) => role.name).join(', ');
}

const c = columnsFor<User>();

export const userColumns = [
  c.custom('nickname', 'Пользователь', Identity, { main: true }),
  c.custom('roles', 'Роли', Roles),
  c.status('status', 'Статус', USER_STATUS_STYLES),
  c.count('videosCount', 'Видео', { sortable: true }),
  c.count('complaintsCount', 'Жалобы'),
  c.date('createdAt', 'Регистрация', { sortable: true, time: false }),
  c.date('lastSeenAt', 'Был в сети', { sortable: true }),
  c.actions(UserRowMenu, { id: 'menu' }),
];
