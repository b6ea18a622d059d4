import { Kbd, VisuallyHidden } from '@mantine/core';
import { keyLabel } from '../lib/shortcuts';
import { HintTooltip } from './HintTooltip';

/** A shortcut hint: the Latin letter, with the Russian one on the same key in its tooltip and name. */
export function ShortcutKey({ letter, shift }: { letter: string; shift?: boolean }) {
  const label = `${shift ? 'Shift + ' : ''}${keyLabel(letter)}`;
  return (
    <HintTooltip label={label}>
      {/* Read as its label (an `aria-label` on a plain kbd is prohibited: axe aria-prohibited-attr). */}
      <Kbd size="xs">
        <span aria-hidden>
          {shift ? '⇧' : ''}
          {letter.toUpperCase()}
        </span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </Kbd>
    </HintTooltip>
  );
}
