import { Button, Group, Text } from '@mantine/core';
import { IconArrowBackUp, IconGavel } from '@tabler/icons-react';
import { auditEntityLink, type AuditEntityType } from '@/contract/audit';
import { ESCALATION_WORDS, type Escalation, type EscalationQueue } from '@/contract/escalations';
import { QUEUE_LABELS } from '@/contract/queue-stats';
import { EntityLink } from '@/shared/audit/EntityLink';
import { CellLine, CellText, columnsFor } from '@/shared/table/columns';
import { RouterButton } from '@/shared/ui/links';

/** Each queue's entity in the audit trail: its link conventions open the item where it is decided. */
const ENTITY: Record<EscalationQueue, AuditEntityType> = {
  videos: 'video',
  complaints: 'complaint',
  applications: 'application',
};

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
  const link = auditEntityLink(ENTITY[row.queue], row.itemId);
  return (
    <Group gap="xs" wrap="nowrap">
      <RouterButton
        size="xs"
        leftSection={<IconGavel size={14} />}
        // Built from the item at run time: not one of the typed route ids.
        to={link.to as '/'}
        search={link.search as never}
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
