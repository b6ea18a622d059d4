import { describe, expect, it } from 'vitest';
import { AREA_LIST } from '@/contract/areas';
import { NAVIGATION, navigationFor, type NavGroup } from './navigation';

/**
 * The menu of docs/product.md#navigation-menu, as the area registry (src/contract/areas.ts) builds
 * it: its sections in order, each with these links in this order. A new area adds its own link; the
 * ones here keep their place, text, address and badge.
 */
const MENU: NavGroup[] = [
  {
    label: 'Модерация',
    adminOnly: false,
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
    adminOnly: false,
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
    items: [
      { label: 'Журнал действий', to: '/audit' },
      { label: 'Политика модерации', to: '/policy' },
    ],
  },
];

/** The menu's links that are in `MENU`, in the menu's order. */
function known(groups: NavGroup[]): NavGroup[] {
  const paths = new Set(MENU.flatMap((group) => group.items.map((item) => item.to)));
  return groups.map((group) => ({
    ...group,
    items: group.items.filter((item) => paths.has(item.to)),
  }));
}

describe('the menu', () => {
  it('has its sections in order, each with its links, texts and badges', () => {
    expect(known(NAVIGATION)).toEqual(MENU);
  });

  it("links every area's list once, in the section the area names", () => {
    const links = NAVIGATION.flatMap((group) => group.items.map((item) => item.to));
    expect([...links].sort()).toEqual(AREA_LIST.map((area) => area.paths[0]).sort());
  });

  it('shows moderators the sections open to them only', () => {
    expect(navigationFor(false).map((group) => group.label)).toEqual(['Модерация', 'Пользователи']);
    expect(navigationFor(true).map((group) => group.label)).toEqual(
      MENU.map((group) => group.label),
    );
  });
});
