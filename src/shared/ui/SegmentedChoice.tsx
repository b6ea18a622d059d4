import { useId } from 'react';
import classes from './SegmentedChoice.module.css';

/**
 * One of a few values, all in view (a queue's status tabs, the table's density): radio buttons drawn
 * as Mantine's SegmentedControl draws them, without its animated indicator (FloatingIndicator and
 * SegmentedControl are in every list's first paint otherwise).
 */
export function SegmentedChoice<V extends string>({
  label,
  data,
  value,
  onChange,
  size,
}: {
  /** The group's accessible name. */
  label: string;
  data: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
  size?: 'xs';
}) {
  const name = useId();
  return (
    <div
      className={`${classes.root} mantine-SegmentedControl-root`}
      role="radiogroup"
      aria-label={label}
      data-size={size}
    >
      {data.map((option) => {
        const active = option.value === value;
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className={classes.control} data-active={active || undefined}>
            <input
              className={classes.input}
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={active}
              onChange={() => onChange(option.value)}
            />
            <label className={classes.label} htmlFor={id} data-active={active || undefined}>
              {option.label}
            </label>
          </div>
        );
      })}
    </div>
  );
}
