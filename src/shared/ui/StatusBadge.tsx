import type { MantineColor } from '@mantine/core';
import type { CSSProperties } from 'react';
import classes from './StatusBadge.module.css';

export interface StatusStyle {
  label: string;
  color: MantineColor;
}

/**
 * One look for every entity status; each area passes its own label/colour map. Small: a status column
 * as narrow as its longest word («На модерации»), the room to the titles; never truncated, the one word
 * a moderator scans the column for. Mantine's Badge as it looks, drawn plainly (StatusBadge.module.css);
 * its class names stay, for what finds a badge on the page.
 */
export function StatusBadge<S extends string>({
  status,
  styles,
}: {
  status: S;
  styles: Record<S, StatusStyle>;
}) {
  const style = styles[status];
  const colors = {
    '--badge-bg': `var(--mantine-color-${style.color}-light)`,
    '--badge-color': `var(--mantine-color-${style.color}-light-color)`,
  } as CSSProperties;
  return (
    <span className={`${classes.badge} mantine-Badge-root`} style={colors}>
      <span className={`${classes.label} mantine-Badge-label`}>{style.label}</span>
    </span>
  );
}
