import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';

/**
 * Where the chosen scheme is remembered. index.html reads the same key before the first paint (so a
 * dark page never flashes light): keep the two in step.
 */
export const COLOR_SCHEME_STORAGE_KEY = 'www-color-scheme';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export const COLOR_SCHEME_LABELS: Record<MantineColorScheme, string> = {
  light: 'Светлая',
  dark: 'Тёмная',
  auto: 'Как в системе',
};
