import {
  ActionIcon,
  Menu,
  useMantineColorScheme,
  VisuallyHidden,
  type MantineColorScheme,
} from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { COLOR_SCHEME_LABELS } from './color-scheme';

const ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;
const ORDER: MantineColorScheme[] = ['light', 'dark', 'auto'];

/** Light, dark or the system's scheme; the choice is remembered across reloads. */
export function ColorSchemeMenu() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Current = ICONS[colorScheme];
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Тема: ${COLOR_SCHEME_LABELS[colorScheme].toLowerCase()}`}
        >
          <Current size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Тема</Menu.Label>
        {ORDER.map((scheme) => {
          const Icon = ICONS[scheme];
          const chosen = scheme === colorScheme;
          return (
            <Menu.Item
              key={scheme}
              leftSection={<Icon size={16} />}
              rightSection={
                chosen ? (
                  <>
                    <IconCheck size={14} aria-hidden />
                    <VisuallyHidden>, выбрана</VisuallyHidden>
                  </>
                ) : null
              }
              onClick={() => setColorScheme(scheme)}
            >
              {COLOR_SCHEME_LABELS[scheme]}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
