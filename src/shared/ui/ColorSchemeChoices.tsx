import {
  Menu,
  useMantineColorScheme,
  VisuallyHidden,
  type MantineColorScheme,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { cloneElement } from 'react';
import { COLOR_SCHEME_LABELS } from './color-scheme';
import { COLOR_SCHEME_ICONS } from './color-scheme-icons';
import { useOpenedOnMount, type OpenedWidgetProps } from './on-demand';

const ORDER: MantineColorScheme[] = ['light', 'dark', 'auto'];

/** The colour scheme menu itself, loaded when first opened (ColorSchemeMenu draws its button). */
export default function ColorSchemeChoices({ trigger, opening }: OpenedWidgetProps) {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const { opened, setOpened, targetRef } = useOpenedOnMount(opening);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(trigger, { ref: targetRef })}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Тема</Menu.Label>
        {ORDER.map((scheme) => {
          const Icon = COLOR_SCHEME_ICONS[scheme];
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
