// The ru month and day names of the calendars: loaded with the modules that draw one (the first
// chunk carries only the setting, in AppProviders' DatesProvider, not dayjs and its locale).
import 'dayjs/locale/ru';
