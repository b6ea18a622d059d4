import { Badge } from '@mantine/core';
import classes from './ActiveSwitch.module.css';

interface ActiveSwitchProps {
  /** What the switch turns on and off, for its accessible name: «Активна: Танцы». */
  name: string;
  active: boolean;
  /** Null: the user may not change it (a moderator); the state is shown as a badge. */
  onChange: ((active: boolean) => void) | null;
  disabled?: boolean;
  labels?: { on: string; off: string };
}

const DEFAULT_LABELS = { on: 'Активна', off: 'Выключена' };

/**
 * A dictionary entry's on/off state in its row: a switch for those who may change it, a plain checkbox
 * (`role="switch"`) with the look of Mantine's Switch, which is two components and its style
 * resolution for each row.
 */
export function ActiveSwitch({
  name,
  active,
  onChange,
  disabled,
  labels = DEFAULT_LABELS,
}: ActiveSwitchProps) {
  if (!onChange)
    return (
      <Badge variant="light" color={active ? 'green' : 'gray'}>
        {active ? labels.on : labels.off}
      </Badge>
    );
  return (
    <label className={`${classes.root} mantine-Switch-root`}>
      <input
        className={classes.input}
        type="checkbox"
        role="switch"
        aria-label={`${labels.on}: ${name}`}
        checked={active}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className={`${classes.track} mantine-Switch-track`} aria-hidden>
        <span className={classes.thumb} />
      </span>
    </label>
  );
}
