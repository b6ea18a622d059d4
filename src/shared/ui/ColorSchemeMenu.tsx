import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { COLOR_SCHEME_LABELS } from './color-scheme';
import { COLOR_SCHEME_ICONS } from './color-scheme-icons';
import { lazyWidget, OpenOnDemand } from './on-demand';

const ColorSchemeChoices = lazyWidget(() => import('./ColorSchemeChoices'));

/** Light, dark or the system's scheme; the choice is remembered across reloads. */
export function ColorSchemeMenu() {
  const { colorScheme } = useMantineColorScheme();
  const Current = COLOR_SCHEME_ICONS[colorScheme];
  return (
    <OpenOnDemand
      widget={ColorSchemeChoices}
      trigger={
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Тема: ${COLOR_SCHEME_LABELS[colorScheme].toLowerCase()}`}
        >
          <Current size={18} />
        </ActionIcon>
      }
    />
  );
}
