import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { formatCount } from '@/shared/lib/format';
import { UserCell } from '@/shared/table/columns';
import { Table } from '@/shared/table/plain-table';
import type { ModeratorStats } from '@/contract/queue-stats';
import { formatSeconds, formatShare } from './format';

const HEADINGS = [
  'Модератор',
  'Решений за 24 часа',
  'Решений за 7 дней',
  'Медиана до решения',
  'Изменено им же',
  'Изменено другими',
  'Вторых мнений',
] as const;

/**
 * Each moderator's pace over the week (administrators: everyone who decided; a moderator: their own
 * row, as the server sends it).
 */
export function ModeratorsTable({
  rows,
  own,
}: {
  rows: ModeratorStats[] | undefined;
  /** A moderator's view: the note says why there is one row. */
  own: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md" mt="md" component="section" aria-labelledby="moderators">
      <Title order={2} size="h4" id="moderators">
        Модераторы
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {own
          ? 'Ваши показатели; показатели коллег видят администраторы.'
          : 'Все, кто принимал решения или просил второе мнение за 7 дней.'}{' '}
        Медиана — от открытия элемента до решения. «Изменено им же» и «Изменено другими» — доля
        решений, которые позже изменил сам модератор или кто-то другой. «Вторых мнений» — сколько
        раз модератор передал элемент администраторам.
      </Text>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-labelledby="moderators">
          <Table.Thead>
            <Table.Tr>
              {HEADINGS.map((heading, index) => (
                <Table.Th key={heading} style={index > 0 ? { textAlign: 'right' } : undefined}>
                  {heading}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {!rows ? (
              [0, 1, 2].map((row) => (
                <Table.Tr key={row}>
                  <Table.Td colSpan={HEADINGS.length}>
                    <Skeleton h={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            ) : rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={HEADINGS.length}>
                  <Text size="sm" c="dimmed" ta="center" py="sm">
                    За 7 дней решений не было
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.moderator.id}>
                  <Table.Td>
                    <UserCell user={row.moderator} />
                  </Table.Td>
                  {[
                    formatCount(row.decisionsLastDay),
                    formatCount(row.decisions),
                    formatSeconds(row.medianSeconds),
                    formatShare(row.undoneShare),
                    formatShare(row.reversedShare),
                    formatCount(row.escalations),
                  ].map((value, index) => (
                    <Table.Td key={index} style={{ textAlign: 'right' }}>
                      {value}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
