import { Stack, Text, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AuditEntry } from '@/contract/audit-schema';
import { auditChanges, auditChangeText, auditReason } from './changes';

/** How a page draws free text of its entity (the video page: time codes as links); plain by default. */
export type TextRenderer = (text: string) => ReactNode;
const plain: TextRenderer = (text) => text;

/** What an audit entry changed, one «Поле: было → стало» a line, and its reason below. */
export function AuditChanges({
  entry,
  renderText = plain,
  ...stack
}: { entry: AuditEntry; renderText?: TextRenderer } & StackProps) {
  const reason = auditReason(entry);
  return (
    <Stack {...stack}>
      {auditChanges(entry).map((change) => (
        <Text key={change.field} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {renderText(auditChangeText(change))}
        </Text>
      ))}
      {reason && (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Причина: {renderText(reason)}
        </Text>
      )}
    </Stack>
  );
}
