import { Group, Kbd } from '@mantine/core';
import { keyLabel } from '../lib/shortcuts';

/** The key caps of a shortcut: «J», «↓». */
export function KeyCaps({ keys }: { keys: string[] }) {
  return (
    <Group gap={4} wrap="nowrap">
      {keys.map((key) => (
        <Kbd key={key} size="xs" title={keyLabel(key)}>
          {key}
        </Kbd>
      ))}
    </Group>
  );
}
