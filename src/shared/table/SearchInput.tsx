import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { FieldCloseButton, PlainTextInput } from '../ui/PlainTextInput';
import classes from './SearchInput.module.css';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  delayMs?: number;
}

/** Search box that writes to the URL only after typing pauses; follows back/forward navigation. */
export function SearchInput({ value, onChange, placeholder, delayMs = 350 }: SearchInputProps) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    // The URL changed under us (back button, a reset): show what it says.
    setLastValue(value);
    setText(value);
  }
  // The last text, sent once typing has paused for `delayMs` (and not after the field is gone).
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (next: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange(next.trim()), delayMs);
  };

  return (
    <PlainTextInput
      aria-label={placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      // As wide as its placeholder, so the hint is never cut off: one `ch` (a digit's width) is wider
      // than an average Cyrillic letter; × 0.875 for the 14 px input text in a 16 px box; plus the
      // icon and the paddings. The whole row on phones.
      rootClassName={classes.root}
      rootStyle={
        {
          '--search-width': `calc(${Math.max(placeholder.length, 24)} * 0.875ch + 3.5rem)`,
        } as CSSProperties
      }
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      rightSectionClickable
      rightSection={
        text ? (
          <FieldCloseButton
            aria-label="Очистить поиск"
            onClick={() => {
              clearTimeout(timer.current);
              setText('');
              onChange('');
            }}
          />
        ) : undefined
      }
    />
  );
}
