import { Popover } from '@mantine/core';
import { useOpenedPopover, type OpenedWidgetProps } from '../ui/on-demand';
import { ColumnsPanel, ViewsPanel } from './ListPrefsMenus';
import type { ListPrefsProps } from './TableToolbar';

/**
 * «Колонки» or «Виды» opened: the popover and its panel, loaded when one of them is first opened; the
 * toolbar draws only the buttons (PrefsButton).
 */
export default function PrefsPopup({
  trigger,
  opening,
  which,
  label,
  prefs,
}: OpenedWidgetProps & { which: 'columns' | 'views'; label: string; prefs: ListPrefsProps }) {
  const { opened, target, popover } = useOpenedPopover(trigger, opening);
  const Panel = which === 'columns' ? ColumnsPanel : ViewsPanel;
  return (
    <Popover {...popover} position="bottom-end" shadow="md">
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown aria-label={label} role="dialog" miw={240}>
        {opened && <Panel prefs={prefs} />}
      </Popover.Dropdown>
    </Popover>
  );
}
