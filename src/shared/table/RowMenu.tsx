import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { OpenOnDemand, type LazyWidget, type OpenedWidgetProps } from '../ui/on-demand';

/**
 * A row's «…» menu: until first opened only its button, the menu's code and Mantine's Menu load on
 * the first click (a Mantine Menu per row also set up a popover with floating-ui for each row as the
 * page was drawn). `menu` is the row's menu, a `lazyWidget` of a module whose default export
 * draws `RowMenuPopup` with its items; the other props go to it.
 */
export function RowMenu<P extends object>({
  label,
  menu,
  ...props
}: { label: string; menu: LazyWidget<P & OpenedWidgetProps> } & Omit<P, keyof OpenedWidgetProps>) {
  return (
    <OpenOnDemand
      widget={menu}
      {...(props as unknown as Omit<P, keyof OpenedWidgetProps>)}
      trigger={
        <ActionIcon variant="subtle" color="gray" aria-label={label}>
          <IconDots size={16} />
        </ActionIcon>
      }
    />
  );
}
