import { Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { keyLabel } from '../lib/shortcuts';
import { overlaysReady } from '../ui/overlays-ready';
import { KeyCaps } from './KeyCaps';
import type { LegendEntry } from './useKeyboardQueue';

/** `?`: every key of the page, with the Russian letter on the same key. */
export async function openShortcutSheet(legend: LegendEntry[]) {
  await overlaysReady();
  modals.open({
    title: 'Клавиши',
    centered: true,
    children: (
      <Stack gap="xs">
        <Table>
          <Table.Tbody>
            {legend.map((entry) => (
              <Table.Tr key={entry.label}>
                <Table.Td w="40%">
                  <Group gap={6} wrap="nowrap">
                    <KeyCaps keys={entry.keys} joined={entry.keys[0] === 'Ctrl'} />
                    <Text size="xs" c="dimmed">
                      {entry.keys
                        .map(keyLabel)
                        .filter((label, i) => label !== entry.keys[i])
                        .join(', ')}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>{entry.label}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          Клавиши работают на любой раскладке и не срабатывают, пока курсор в поле ввода или открыт
          диалог.
        </Text>
      </Stack>
    ),
  });
}
