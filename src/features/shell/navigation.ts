import { AREA_LIST, SECTIONS, type Section } from '@/contract/areas';
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

/**
 * docs/product.md#navigation-menu: each section of src/contract/areas.ts with its areas in their
 * order; the sections closed to moderators (finance, the audit trail) are for administrators only.
 */
export const NAVIGATION: NavGroup[] = Object.entries(SECTIONS as Record<string, Section>).map(
  ([name, section]) => ({
    label: section.label,
    adminOnly: !section.moderators,
    items: AREA_LIST.filter((area) => area.nav.section === name)
      .sort((a, b) => a.nav.order - b.nav.order)
      .map(({ title, paths, nav }) => ({
        label: nav.label ?? title,
        to: paths[0],
        ...(nav.counter && { counter: nav.counter }),
      })),
  }),
);

export function navigationFor(admin: boolean): NavGroup[] {
  return NAVIGATION.filter((group) => admin || !group.adminOnly);
}
