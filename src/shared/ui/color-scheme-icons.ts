import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';

/** Each colour scheme's icon: on the header's button (the current one) and in its menu. */
export const COLOR_SCHEME_ICONS = {
  light: IconSun,
  dark: IconMoon,
  auto: IconDeviceDesktop,
} as const;
