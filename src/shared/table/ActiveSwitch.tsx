import { Badge, Switch } from '@mantine/core';

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

/** A dictionary entry's on/off state in its row: a switch for those who may change it. */
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
    <Switch
      aria-label={`${labels.on}: ${name}`}
      checked={active}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
