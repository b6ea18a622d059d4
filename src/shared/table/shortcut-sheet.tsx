import { Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { keyLabel } from '../lib/shortcuts';
import { overlaysReady } from '../ui/overlays-ready';
import { KeyCaps } from './KeyCaps';
import type { LegendEntry } from './useKeyboardQueue';

/**
 * The keys of every page that has decisions, beside a queue's own: taking back the last decision, and
 * sending a reason typed in a decision's dialog. Only the sheet lists them, so they load with it.
 */
const DECISION_KEYS: LegendEntry[] = [
  {
    keys: ['Ctrl', 'Z'],
    label: 'отменить последнее решение (пока оно не отправлено)',
  },
  { keys: ['Ctrl', 'Enter'], label: 'в окне причины: отправить причину' },
  { keys: ['1…9'], label: 'в окне причины: готовая причина по номеру' },
];

/**
 * `?`: every key of the page, with the Russian letter on the same key; `withDecisions`: a queue with
 * decision keys, which also has those of DECISION_KEYS.
 */
export async function openShortcutSheet(legend: LegendEntry[], withDecisions = false) {
  const entries = withDecisions ? [...legend, ...DECISION_KEYS] : legend;
  await overlaysReady();
  modals.open({
    title: 'Клавиши',
    centered: true,
    children: (
      <Stack gap="xs">
        <Table>
          <Table.Tbody>
            {entries.map((entry) => (
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
