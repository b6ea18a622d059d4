import { Menu } from '@mantine/core';
import { IconLock, IconLockOpen, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { User } from '@/shared/api/self';
import { RowMenu } from '@/shared/table/RowMenu';
import { useUserBlocking } from './useUserBlocking';

/** A row's actions: open the profile, block or unblock (where the user may). */
export function UserRowMenu({ row: user }: { row: User }) {
  const navigate = useNavigate();
  const blocking = useUserBlocking();
  return (
    <RowMenu label={`Действия: ${user.nickname}`}>
      <Menu.Item
        leftSection={<IconUser size={14} />}
        onClick={() => void navigate({ to: '/users/$userId', params: { userId: user.id } })}
      >
        Открыть профиль
      </Menu.Item>
      {user.status === 'blocked'
        ? blocking.mayUnblock(user) && (
            <Menu.Item
              leftSection={<IconLockOpen size={14} />}
              onClick={() => void blocking.unblock(user)}
            >
              Разблокировать
            </Menu.Item>
          )
        : blocking.mayBlock(user) && (
            <Menu.Item
              color="red"
              leftSection={<IconLock size={14} />}
              onClick={() => blocking.block(user)}
            >
              Заблокировать
            </Menu.Item>
          )}
    </RowMenu>
  );
}
