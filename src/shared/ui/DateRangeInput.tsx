import { IconCalendar } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { formatDayRange, parseDayRange, type DayRange } from '@/shared/lib/day-range';
import { lazyWidget, useOpenedOnce } from './on-demand';
import { FieldCloseButton, PlainTextInput } from './PlainTextInput';

const DateRangeCalendar = lazyWidget(() => import('./DateRangeCalendar'));

export interface DayRangePreset {
  label: string;
  range: { from: string; to: string };
}

interface DateRangeInputProps {
  label: string;
  placeholder?: string;
  width?: number;
  value: DayRange;
  /** The last day the calendar offers (typed days are not limited). */
  maxDate?: string;
  presets?: DayRangePreset[];
  /** Called with a whole range only: a half-typed or half-picked one never reaches it. */
  onChange: (range: DayRange) => void;
}

/**
 * A range of days, typed («10.11.2026 – 15.11.2026», taken on Enter or when the field is left) or
 * picked in the calendar under it (two clicks, or a preset). Mantine's DatePickerInput is a button
 * that cannot be typed into and its DateInput holds one day, hence this pair of a text field and a
 * range calendar.
 */
export function DateRangeInput({
  label,
  placeholder,
  width,
  value,
  maxDate,
  presets,
  onChange,
}: DateRangeInputProps) {
  const shown = formatDayRange(value);
  // What is typed, while it differs from the value; null shows the value.
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [opened, setOpened] = useState(false);
  // The calendar (Popover, @mantine/dates, dayjs) loads when first opened and stays mounted then.
  const calendarMounted = useOpenedOnce(opened);
  // A range being picked (one end so far) is the calendar's own until both ends are chosen: the
  // value (the URL) changes only then.
  const [halfPicked, setHalfPicked] = useState<[string, null] | null>(null);
  // The value changed from outside (a reset, a preset, back in history): what was typed goes.
  const [lastShown, setLastShown] = useState(shown);
  if (lastShown !== shown) {
    setLastShown(shown);
    setTyped(null);
    setError(null);
  }

  const change = (range: DayRange) => {
    setError(null);
    // What was typed stays until the new value comes back (lastShown): the old range never flashes.
    if (range.from !== value.from || range.to !== value.to) onChange(range);
    else setTyped(null);
  };

  const takeTyped = () => {
    if (typed === null) return;
    const parsed = parseDayRange(typed);
    if (parsed.ok) change(parsed.range);
    else setError(parsed.error);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      takeTyped();
      setOpened(false);
    } else if (event.key === 'ArrowDown') {
      setOpened(true);
    } else if (event.key === 'Escape') {
      setOpened(false);
    }
  };

  const clear = value.from || value.to || typed;

  const field = (
    <PlainTextInput
      aria-label={label}
      placeholder={placeholder}
      rootStyle={
        width === undefined ? undefined : { width: `calc(${width / 16}rem * var(--mantine-scale))` }
      }
      value={typed ?? shown}
      error={error}
      autoComplete="off"
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        setError(null);
      }}
      onClick={() => setOpened(true)}
      onBlur={takeTyped}
      onKeyDown={onKeyDown}
      onPointerEnter={() => void DateRangeCalendar.preload()}
      rightSection={
        clear ? (
          <FieldCloseButton
            aria-label={`Очистить поле «${label}»`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => change({})}
          />
        ) : (
          <IconCalendar size={16} aria-hidden />
        )
      }
      rightSectionClickable={Boolean(clear)}
    />
  );
  return (
    // The calendar is placed against this box: the field itself is never drawn anew (it keeps the
    // focus and the caret) when the calendar's code arrives.
    <div style={{ position: 'relative' }}>
      {field}
      {calendarMounted && (
        <DateRangeCalendar
          opened={opened}
          onOpenedChange={setOpened}
          onClose={() => setHalfPicked(null)}
          maxDate={maxDate}
          defaultDate={value.from ?? value.to ?? maxDate}
          value={halfPicked ?? [value.from ?? null, value.to ?? null]}
          presets={presets?.map(({ label: presetLabel, range }) => ({
            label: presetLabel,
            value: [range.from, range.to] as [string, string],
          }))}
          onChange={([from, to]) => {
            if (from && !to) {
              setHalfPicked([from, null]);
              return;
            }
            setHalfPicked(null);
            setOpened(false);
            change({ from: from ?? undefined, to: to ?? undefined });
          }}
        />
      )}
    </div>
  );
}
