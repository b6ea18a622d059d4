import { periodPresets } from '../lib/local-day';
import { DateRangeInput } from '../ui/DateRangeInput';

/*
 * Apart from filters.tsx: the date range brings Mantine's dates package, which only the lists with a
 * period need (filters.tsx is in every list's chunk).
 */

/**
 * The period filter of a list with `dateFrom`/`dateTo` in its URL (contributions, the audit trail):
 * typed or picked days, with the presets of local-day.ts, none after today.
 */
export function PeriodFilter({
  value,
  today,
  onChange,
}: {
  value: { dateFrom?: string; dateTo?: string };
  /** The page's today (fixed for its life: the presets end on it). */
  today: string;
  onChange: (period: { dateFrom?: string; dateTo?: string }) => void;
}) {
  return (
    <DateRangeInput
      label="Период"
      placeholder="За всё время"
      width={240}
      maxDate={today}
      value={{ from: value.dateFrom, to: value.dateTo }}
      presets={periodPresets(today).map(({ label, period }) => ({ label, range: period }))}
      onChange={({ from, to }) => onChange({ dateFrom: from, dateTo: to })}
    />
  );
}
