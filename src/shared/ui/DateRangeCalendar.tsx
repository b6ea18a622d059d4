import { Popover } from '@mantine/core';
import { DatePicker, type DatePickerProps } from '@mantine/dates';
import './calendar-locale';

/**
 * The range calendar under a `DateRangeInput`'s field, loaded when the field first opens it. It is
 * placed against the field's box (an empty element over it), so the field stays as it was drawn.
 */
export default function DateRangeCalendar({
  opened,
  onOpenedChange,
  onClose,
  ...picker
}: {
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  onClose: () => void;
} & Pick<DatePickerProps<'range'>, 'maxDate' | 'defaultDate' | 'value' | 'presets' | 'onChange'>) {
  return (
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      onClose={onClose}
      position="bottom-start"
      shadow="md"
      trapFocus={false}
      returnFocus={false}
      // A text field is no popup button: aria-expanded is not allowed on it (axe aria-allowed-attr).
      withRoles={false}
    >
      <Popover.Target>
        <span aria-hidden style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }} />
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker type="range" allowSingleDateInRange {...picker} />
      </Popover.Dropdown>
    </Popover>
  );
}
