import { Stack, Text, type StackProps } from '@mantine/core';
import type { AuditEntry } from '@/contract/audit-schema';
import { auditChanges, auditChangeText, auditReason } from './changes';

/** What an audit entry changed, one «Поле: было → стало» a line, and its reason below. */
export function AuditChanges({ entry, ...stack }: { entry: AuditEntry } & StackProps) {
  const reason = auditReason(entry);
  return (
    <Stack {...stack}>
      {auditChanges(entry).map((change) => (
        <Text key={change.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {auditChangeText(change)}
        </Text>
      ))}
      {reason && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Причина: {reason}
        </Text>
      )}
    </Stack>
  );
}
