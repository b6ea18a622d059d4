import { Textarea, type TextareaProps } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './GrowingTextarea.module.css';

export interface GrowingTextareaProps extends Omit<
  TextareaProps,
  'autosize' | 'minRows' | 'maxRows' | 'rows'
> {
  minRows?: number;
  maxRows?: number;
}

/**
 * A textarea that grows with its text from `minRows` to `maxRows` lines, by CSS
 * (`field-sizing: content`) rather than Mantine's `autosize`: that one measures a hidden copy of the
 * field (a forced style and layout) on every key typed and every render of the form around it, about
 * 25 ms at 4× CPU each time, inside the paint of the key and of the one that sends. A browser without
 * field sizing shows `minRows` lines and scrolls.
 */
export function GrowingTextarea({ minRows = 3, maxRows = 8, ...props }: GrowingTextareaProps) {
  return (
    <Textarea
      {...props}
      rows={minRows}
      classNames={{ input: classes.input }}
      styles={{ input: { '--min-rows': minRows, '--max-rows': maxRows } as CSSProperties }}
    />
  );
}
