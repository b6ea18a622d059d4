import type { User } from '@/shared/api/self';
import { RowMenu } from '@/shared/table/RowMenu';
import { lazyWidget } from '@/shared/ui/on-demand';

const UserRowMenuPopup = lazyWidget(() => import('./UserRowMenuPopup'));

/** A row's actions: open the profile, block or unblock where the user may (UserRowMenuPopup, loaded when opened). */
export function UserRowMenu({ row: user }: { row: User }) {
  return <RowMenu label={`Действия: ${user.nickname}`} menu={UserRowMenuPopup} user={user} />;
}
