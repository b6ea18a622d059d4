import { Tooltip } from '@mantine/core';

/**
 * A tooltip shown at an element, loaded when a `HintTooltip` is first shown. A long text (a whole
 * message, a reason without spaces) wraps inside the window instead of running out of it.
 */
export default function TooltipAt({ label, target }: { label: string; target: HTMLElement }) {
  return (
    <Tooltip
      label={label}
      target={target}
      opened
      multiline
      maw="min(40rem, calc(100vw - 2rem))"
      style={{ overflowWrap: 'anywhere' }}
    />
  );
}
