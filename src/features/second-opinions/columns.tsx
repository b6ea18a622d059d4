import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconGavel } from '@tabler/icons-react';
import { ESCALATION_WORDS, type Escalation } from '@/contract/escalations';
import { QUEUE_LABELS } from '@/contract/queue-stats';
import { EntityLink } from '@/shared/audit/EntityLink';
import { CellLine, CellText, columnsFor } from '@/shared/table/columns';
import { RouterButton } from '@/shared/ui/links';
import { ENTITY, itemLink } from './item-link';

/** The item, as a link to where its decisions are. */
function ItemCell({ row }: { row: Escalation }) {
  return (
    <Text size="sm" truncate="end" maw={280}>
      <EntityLink type={ENTITY[row.queue]} id={row.itemId} size="sm">
        {row.itemTitle}
      </EntityLink>
    </Text>
  );
}

/** What the moderator doubts: the whole on hover and keyboard focus. */
function NoteCell({ row }: { row: Escalation }) {
  return (
    <CellLine
      full={row.note}
      main={
        <CellText size="sm" tabIndex={0}>
          {row.note}
        </CellText>
      }
    />
  );
}

/** «Решить» opens the item with its decisions; «Вернуть в очередь» asks for a word first. */
function SecondOpinionActions({
  row,
  onGiveBack,
}: {
  row: Escalation;
  onGiveBack: (row: Escalation) => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <RouterButton
        size="xs"
        leftSection={<IconGavel size={14} />}
        {...itemLink(row)}
        aria-label={`Решить: ${row.itemTitle}`}
      >
        Решить
      </RouterButton>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconArrowBackUp size={14} />}
        onClick={() => onGiveBack(row)}
        aria-label={`${ESCALATION_WORDS.giveBack}: ${row.itemTitle}`}
      >
        {ESCALATION_WORDS.giveBack}
      </Button>
    </Group>
  );
}

const c = columnsFor<Escalation>();

export function secondOpinionColumns(onGiveBack: (row: Escalation) => void) {
  return [
    c.date('askedAt', 'Когда', { sortable: true }),
    c.labelled('queue', 'Очередь', QUEUE_LABELS),
    c.custom('item', 'Запись', ItemCell),
    c.user('askedBy', 'Кто просит'),
    c.custom('note', 'В чём сомнение', NoteCell, { main: true }),
    c.actions(SecondOpinionActions, { props: { onGiveBack } }),
  ];
}
