import { Menu } from '@mantine/core';
import { cloneElement, type ReactNode } from 'react';
import { useOpenedOnMount, type OpenedWidgetProps } from '../ui/on-demand';

/** The menu of a row's «…» button (RowMenu), with the row's items (`Menu.Item`). */
export function RowMenuPopup({
  trigger,
  opening,
  children,
}: OpenedWidgetProps & { children: ReactNode }) {
  const { opened, setOpened, targetRef } = useOpenedOnMount(opening);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>{cloneElement(trigger, { ref: targetRef })}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
