import type { User } from '@/shared/session/self';
import type { StatusStyle } from '@/shared/ui/StatusBadge';

export const USER_STATUS_STYLES: Record<User['status'], StatusStyle> = {
  active: { label: 'Активен', color: 'green' },
  blocked: { label: 'Заблокирован', color: 'red' },
};
