import { Tooltip } from '@mantine/core';

/** A tooltip shown at an element, loaded when a `HintTooltip` is first shown. */
export default function TooltipAt({ label, target }: { label: string; target: HTMLElement }) {
  return <Tooltip label={label} target={target} opened />;
}
