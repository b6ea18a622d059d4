import { Group, Kbd, Text } from '@mantine/core';
import { keyLabel } from '../lib/shortcuts';

/** Keys that are alternatives (J or ↓), or, `joined`, pressed together (Ctrl+Z). */
export function KeyCaps({ keys, joined = false }: { keys: string[]; joined?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      {keys.map((key, index) => (
        <Group key={key} gap={4} wrap="nowrap">
          {joined && index > 0 && <Text size="xs">+</Text>}
          <Kbd size="xs" title={keyLabel(key)}>
            {key}
          </Kbd>
        </Group>
      ))}
    </Group>
  );
}
