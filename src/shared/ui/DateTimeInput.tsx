import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import './calendar-locale';

/** How every date-and-time field shows its value: `25.11.2026 14:30`. */
export const DATE_TIME_DISPLAY = 'DD.MM.YYYY HH:mm';

/**
 * A date and time picked in the browser's time zone (the calendar in Russian, weeks from Monday:
 * `DatesProvider` in AppProviders). Its value is the picker's local `YYYY-MM-DD HH:mm:ss` text, or
 * null; `lib/date-time-value.ts` turns it into the API's instant and back.
 */
export function DateTimeInput(props: Omit<DateTimePickerProps, 'valueFormat'>) {
  return <DateTimePicker valueFormat={DATE_TIME_DISPLAY} {...props} />;
}
