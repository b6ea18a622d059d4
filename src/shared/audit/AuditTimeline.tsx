import { Group, Text, Timeline } from '@mantine/core';
import { AUDIT_ACTION_LABELS } from '@/contract/audit';
import type { AuditEntry } from '@/contract/audit-schema';
import { formatDateTime } from '@/shared/lib/format';
import { AuditChanges, type TextRenderer } from './AuditChanges';
import { UserAvatar } from '@/shared/ui/UserAvatar';

/** A compact timeline of audit entries: who, when, what changed, the reason. Newest first. */
export function AuditTimeline({
  entries,
  renderText,
}: {
  entries: readonly AuditEntry[];
  renderText?: TextRenderer;
}) {
  return (
    <Timeline bulletSize={22} lineWidth={2} active={-1}>
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          bullet={
            <UserAvatar src={entry.actor.avatarUrl} size={22}>
              {entry.actor.nickname.slice(0, 1).toUpperCase()}
            </UserAvatar>
          }
          title={
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600} component="span">
                {AUDIT_ACTION_LABELS[entry.action]}
              </Text>
              <Text size="sm" c="dimmed" component="span">
                {entry.actor.nickname}, {formatDateTime(entry.createdAt)}
              </Text>
            </Group>
          }
        >
          <AuditChanges entry={entry} renderText={renderText} gap={2} data-testid="audit-entry" />
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
