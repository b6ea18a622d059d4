import { blockRefusal } from '@/contract/users';
import { useSelf, type User } from '@/shared/api/self';
import { confirmAction } from '@/shared/ui/dialogs';
import { useUnblockUser } from './api';

/**
 * Block asks for a reason and a term; unblock asks to confirm. Shared by the index row menu and the
 * card, which offer either only where the server would take it (`mayBlock`, `mayUnblock`): nobody
 * blocks themselves, staff are blocked and unblocked by administrators.
 */
export function useUserBlocking() {
  const unblock = useUnblockUser();
  const self = useSelf();
  return {
    mayBlock: (user: Pick<User, 'id' | 'roles'>) => blockRefusal('block', self, user) === null,
    mayUnblock: (user: Pick<User, 'id' | 'roles'>) => blockRefusal('unblock', self, user) === null,
    pending: unblock.isPending,
    // The dialog brings the date picker (@mantine/dates, dayjs): loaded when first needed.
    block: (user: Pick<User, 'id' | 'nickname'>) =>
      void import('./BlockUserDialog').then(({ openBlockUserDialog }) => openBlockUserDialog(user)),
    unblock: async (user: Pick<User, 'id' | 'nickname'>) => {
      const ok = await confirmAction({
        title: `Разблокировать ${user.nickname}?`,
        message: 'Пользователь снова сможет входить и публиковать видео.',
        confirmLabel: 'Разблокировать',
      });
      if (ok) unblock.mutate(user.id);
    },
  };
}
