import type { Counters } from '@/shared/live/counters';

export interface NavItem {
  label: string;
  to: string;
  /** Which queue counter shows as this item's badge. */
  counter?: keyof Counters;
}

export interface NavGroup {
  label: string;
  adminOnly?: boolean;
  items: NavItem[];
}

/** docs/product.md#navigation-menu; finance and the audit trail are for administrators only. */
export const NAVIGATION: NavGroup[] = [
  {
    label: 'Модерация',
    items: [
      { label: 'Видео', to: '/moderation/videos', counter: 'videosModeration' },
      { label: 'Категории', to: '/moderation/categories' },
      { label: 'Причины жалоб', to: '/moderation/reasons-complaint' },
      { label: 'Конкурсы', to: '/moderation/contests' },
      { label: 'Жалобы', to: '/moderation/complaints', counter: 'complaintsNew' },
      { label: 'Комментарии', to: '/moderation/comments' },
    ],
  },
  {
    label: 'Пользователи',
    items: [
      { label: 'Все пользователи', to: '/users' },
      { label: 'Заявки', to: '/users/applications', counter: 'applicationsPending' },
    ],
  },
  {
    label: 'Финансы',
    adminOnly: true,
    items: [
      { label: 'Взносы', to: '/finance/contribution' },
      { label: 'Акции', to: '/finance/stocks' },
    ],
  },
  {
    label: 'Администрирование',
    adminOnly: true,
    items: [{ label: 'Журнал действий', to: '/audit' }],
  },
];

export function navigationFor(admin: boolean): NavGroup[] {
  return NAVIGATION.filter((group) => admin || !group.adminOnly);
}
