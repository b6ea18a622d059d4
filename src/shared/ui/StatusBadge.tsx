import { Badge, type MantineColor } from '@mantine/core';

export interface StatusStyle {
  label: string;
  color: MantineColor;
}

/** One look for every entity status; each area passes its own label/colour map. */
export function StatusBadge<S extends string>({
  status,
  styles,
}: {
  status: S;
  styles: Record<S, StatusStyle>;
}) {
  const style = styles[status];
  return (
    <Badge
      color={style.color}
      variant="light"
      // Never truncated (the theme's Badge): the one word a moderator scans the column for. Small:
      // a status column as narrow as its longest word («На модерации»), the room to the titles.
      size="sm"
      radius="sm"
    >
      {style.label}
    </Badge>
  );
}
