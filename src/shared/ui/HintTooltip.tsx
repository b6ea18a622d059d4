import { cloneElement, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';
import { lazyWidget } from './on-demand';

const TooltipAt = lazyWidget(() => import('./TooltipAt'));

interface TargetProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A tooltip that costs nothing until it is shown: for controls repeated on every table row. Mantine's
 * `Tooltip` sets up its floating-ui machinery (position, hover, focus, dismiss) for each control when
 * it mounts; forty of them on a page of twenty rows were a fifth of the list's first render.
 * Here the control only gets pointer and focus handlers, and the tooltip is mounted beside it, aimed at
 * it, while the pointer is on it or it has keyboard focus. The control itself never remounts; the
 * tooltip's code (Mantine's Tooltip, floating-ui) loads when the first one is shown.
 */
export function HintTooltip({
  label,
  children,
}: {
  label: string;
  children: ReactElement<TargetProps>;
}) {
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const own = children.props;
  const control = cloneElement(children, {
    onMouseEnter: (event: MouseEvent<HTMLElement>) => {
      setTarget(event.currentTarget);
      own.onMouseEnter?.(event);
    },
    onMouseLeave: (event: MouseEvent<HTMLElement>) => {
      setTarget(null);
      own.onMouseLeave?.(event);
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      // As Mantine's tooltip does: shown for keyboard focus, not for the focus a click leaves.
      if (event.currentTarget.matches(':focus-visible')) setTarget(event.currentTarget);
      own.onFocus?.(event);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      setTarget(null);
      own.onBlur?.(event);
    },
  });
  return (
    <>
      {control}
      {target && <TooltipAt label={label} target={target} />}
    </>
  );
}
