import dayjs from 'dayjs';

/** A date-time field's value: local `YYYY-MM-DD HH:mm:ss` text in the browser's time zone. */
const VALUE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** An API instant (UTC ISO) as a date-time field holds it. */
export const toDateTimeValue = (iso: string | Date) => dayjs(iso).format(VALUE_FORMAT);

/** A date-time field's value as the API's instant (UTC ISO). */
export const toInstant = (local: string) => dayjs(local).toISOString();
