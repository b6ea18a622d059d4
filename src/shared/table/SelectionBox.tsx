import { useCallback, type ChangeEventHandler } from 'react';
import classes from './SelectionBox.module.css';

const TICK =
  'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';

/**
 * The selection checkbox of a table row (and of the «all» box of its header), or a list's yes/no
 * filter with its label shown (`labelShown`): a plain checkbox with the look of Mantine's Checkbox of
 * size sm. One per row of every selectable list, drawn with the page: Mantine's Checkbox is five
 * components and its style resolution each, and brings its group and card along.
 */
export function SelectionBox({
  label,
  labelShown = false,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: {
  label: string;
  /** The label beside the box instead of its accessible name only. */
  labelShown?: boolean;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  // `indeterminate` is a property of the element, not an attribute.
  const mark = useCallback(
    (input: HTMLInputElement | null) => {
      if (input) input.indeterminate = indeterminate;
    },
    [indeterminate],
  );
  const box = (
    <div className={`${classes.box} mantine-Checkbox-root`}>
      <input
        ref={mark}
        className={`mantine-focus-auto ${classes.input} mantine-Checkbox-input`}
        type="checkbox"
        aria-label={labelShown ? undefined : label}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      {indeterminate ? (
        <svg className={classes.icon} viewBox="0 0 32 6" fill="none" aria-hidden>
          <rect width="32" height="6" fill="currentColor" rx="3" />
        </svg>
      ) : (
        <svg className={classes.icon} viewBox="0 0 10 7" fill="none" aria-hidden>
          <path d={TICK} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      )}
    </div>
  );
  if (!labelShown) return box;
  return (
    <label className={classes.labelled}>
      {box}
      <span className={classes.text}>{label}</span>
    </label>
  );
}
