import { Text } from '@mantine/core';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS } from '@/contract/audit';
import type { AuditEntry } from '@/contract/audit-schema';
import { auditChanges, auditChangeText, auditReason } from '@/shared/audit/changes';
import { EntityLink } from '@/shared/audit/EntityLink';
import { CellLine, CellText, columnsFor } from '@/shared/table/columns';

/** «Видео №12» over its title; a title that says it already (`Заявка №7`) gets the kind alone. */
function entityCaption(row: AuditEntry): string {
  const label = AUDIT_ENTITY_LABELS[row.entityType];
  const numbered = `${label} №${row.entityId}`;
  return row.entityTitle.endsWith(`№${row.entityId}`) ? label : numbered;
}

/** The entity: its kind, and its name as a link to its page (or its list). */
function EntityCell({ row }: { row: AuditEntry }) {
  return (
    <Text size="sm" truncate="end" maw={300}>
      <Text span size="xs" c="dimmed">
        {entityCaption(row)}
      </Text>{' '}
      <EntityLink type={row.entityType} id={row.entityId} size="sm">
        {row.entityTitle}
      </EntityLink>
    </Text>
  );
}

/** The changes and the reason in one line, joined; the whole on hover and keyboard focus. */
function ChangesCell({ row }: { row: AuditEntry }) {
  const reason = auditReason(row);
  const text = [
    ...auditChanges(row).map(auditChangeText),
    ...(reason ? [`Причина: ${reason}`] : []),
  ].join('; ');
  return (
    <CellLine
      full={text}
      main={
        <CellText size="xs" tabIndex={0}>
          {text}
        </CellText>
      }
    />
  );
}

const c = columnsFor<AuditEntry>();

export const auditColumns = [
  c.date('createdAt', 'Когда', { sortable: true }),
  c.user('actor', 'Кто'),
  c.labelled('action', 'Действие', AUDIT_ACTION_LABELS),
  c.custom('entity', 'Объект', EntityCell),
  c.custom('changes', 'Что изменилось', ChangesCell, { main: true }),
];
