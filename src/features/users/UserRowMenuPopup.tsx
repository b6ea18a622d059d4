import { Menu } from '@mantine/core';
import { IconLock, IconLockOpen, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { User } from '@/shared/api/self';
import { RowMenuPopup } from '@/shared/table/RowMenuPopup';
import type { OpenedWidgetProps } from '@/shared/ui/on-demand';
import { useUserBlocking } from './useUserBlocking';

/** A user row's menu, loaded when first opened: open the profile, block or unblock (where the user may). */
export default function UserRowMenuPopup({ user, ...popup }: OpenedWidgetProps & { user: User }) {
  const navigate = useNavigate();
  const blocking = useUserBlocking();
  return (
    <RowMenuPopup {...popup}>
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
    </RowMenuPopup>
  );
}
