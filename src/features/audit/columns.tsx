import { Stack, Text } from '@mantine/core';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditEntityPath } from '@/contract/audit';
import type { AuditEntry } from '@/contract/audit-schema';
import { auditChanges, auditChangeText } from '@/shared/audit/changes';
import { columnsFor } from '@/shared/table/columns';
import { RouterAnchor } from '@/shared/ui/links';

/** The entity: its kind, and its name as a link to its page (or its list). */
function EntityCell({ row }: { row: AuditEntry }) {
  return (
    <Stack gap={0} maw={280}>
      <Text size="xs" c="dimmed">
        {AUDIT_ENTITY_LABELS[row.entityType]} №{row.entityId}
      </Text>
      <RouterAnchor
        // A path built from the entity (its page, or its list): not one of the typed route ids.
        to={auditEntityPath(row.entityType, row.entityId) as '/'}
        size="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {row.entityTitle}
      </RouterAnchor>
    </Stack>
  );
}

function ChangesCell({ row }: { row: AuditEntry }) {
  return (
    <Stack gap={0} maw={420}>
      {auditChanges(row).map((change) => (
        <Text key={change.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {auditChangeText(change)}
        </Text>
      ))}
      {row.reason && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Причина: {row.reason}
        </Text>
      )}
    </Stack>
  );
}

const c = columnsFor<AuditEntry>();

export const auditColumns = [
  c.date('createdAt', 'Когда', { sortable: true, wrap: true }),
  c.user('actor', 'Кто'),
  c.labelled('action', 'Действие', AUDIT_ACTION_LABELS),
  c.custom('entity', 'Объект', EntityCell),
  c.custom('changes', 'Что изменилось', ChangesCell, { main: true }),
];
