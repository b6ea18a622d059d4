// The ru month and day names and the calendars' styles: loaded with the modules that draw one (the
// first chunk carries only the setting, in AppProviders' DatesProvider, not dayjs and its locale).
import 'dayjs/locale/ru';
import '@mantine/dates/styles.layer.css';
