import { Stack, Text } from '@mantine/core';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@/contract/audit';
import type { AuditEntry } from '@/contract/audit-schema';
import { AuditChanges } from '@/shared/audit/AuditChanges';
import { EntityLink } from '@/shared/audit/EntityLink';
import { columnsFor } from '@/shared/table/columns';

/** «Видео №12» over its title; a title that says it already (`Заявка №7`) gets the kind alone. */
function entityCaption(row: AuditEntry): string {
  const label = AUDIT_ENTITY_LABELS[row.entityType];
  const numbered = `${label} №${row.entityId}`;
  return row.entityTitle.endsWith(`№${row.entityId}`) ? label : numbered;
}

/** The entity: its kind, and its name as a link to its page (or its list). */
function EntityCell({ row }: { row: AuditEntry }) {
  return (
    <Stack gap={0} maw={280}>
      <Text size="xs" c="dimmed">
        {entityCaption(row)}
      </Text>
      <EntityLink type={row.entityType} id={row.entityId} size="sm">
        {row.entityTitle}
      </EntityLink>
    </Stack>
  );
}

function ChangesCell({ row }: { row: AuditEntry }) {
  return <AuditChanges entry={row} gap={0} maw={420} />;
}

const c = columnsFor<AuditEntry>();

export const auditColumns = [
  c.date('createdAt', 'Когда', { sortable: true, wrap: true }),
  c.user('actor', 'Кто'),
  c.labelled('action', 'Действие', AUDIT_ACTION_LABELS),
  c.custom('entity', 'Объект', EntityCell),
  c.custom('changes', 'Что изменилось', ChangesCell, { main: true }),
];
