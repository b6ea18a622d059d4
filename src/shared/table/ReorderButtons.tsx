import { ActionIcon, Group } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';

interface ReorderButtonsProps {
  /** The row's name, for the buttons' accessible names: «Выше: Танцы». */
  name: string;
  /** Null where the row cannot move that way (first or last on the page). */
  onUp: (() => void) | null;
  onDown: (() => void) | null;
  busy?: boolean;
}

/**
 * Moving a row one place up or down: plain buttons, so the keyboard and screen readers can reorder
 * as well as the mouse.
 */
export function ReorderButtons({ name, onUp, onDown, busy }: ReorderButtonsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Выше: ${name}`}
        title="Переместить выше"
        disabled={!onUp || busy}
        onClick={() => onUp?.()}
      >
        <IconArrowUp size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={`Ниже: ${name}`}
        title="Переместить ниже"
        disabled={!onDown || busy}
        onClick={() => onDown?.()}
      >
        <IconArrowDown size={16} />
      </ActionIcon>
    </Group>
  );
}
