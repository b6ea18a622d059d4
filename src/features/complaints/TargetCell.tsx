import { Avatar, Group, Stack, Text } from '@mantine/core';
import { formatCount } from '@/shared/lib/format';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import {
  COMMENT_STATUS_STYLES,
  USER_STATUS_STYLES,
  VIDEO_STATUS_STYLES,
} from '@/shared/ui/statuses';
import type { CommentTarget, Complaint, UserTarget, VideoTarget } from '@/contract/complaints';
import { Thumbnail } from '@/shared/table/Thumbnail';

/** What a complaint is about, enough to decide from the row: preview, text, avatar and statuses. */
export function TargetCell({ row }: { row: Complaint }) {
  return (
    <Stack gap={4} maw={360}>
      <TargetSummary complaint={row} />
      <Text size="xs" c="dimmed">
        Жалоб на объект: {formatCount(row.targetComplaints.total)}
        {row.targetComplaints.new > 1 && ` · новых: ${formatCount(row.targetComplaints.new)}`}
      </Text>
    </Stack>
  );
}

export function TargetSummary({ complaint }: { complaint: Complaint }) {
  if (complaint.targetType === 'video') {
    const video = complaint.target as VideoTarget;
    return (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Thumbnail src={video.previewUrl} width={64} height={36} />
        <Stack gap={2}>
          <Text size="sm" fw={600} lineClamp={2}>
            Видео: {video.title}
          </Text>
          <Group gap={6}>
            <StatusBadge status={video.status} styles={VIDEO_STATUS_STYLES} />
            <Text size="xs" c="dimmed">
              {complaint.targetUser.nickname}
            </Text>
          </Group>
        </Stack>
      </Group>
    );
  }
  if (complaint.targetType === 'comment') {
    const comment = complaint.target as CommentTarget;
    return (
      <Stack gap={2}>
        <Text size="sm" lineClamp={3} style={{ fontStyle: 'italic' }}>
          «{comment.text}»
        </Text>
        <Group gap={6}>
          <StatusBadge status={comment.status} styles={COMMENT_STATUS_STYLES} />
          <Text size="xs" c="dimmed" lineClamp={1}>
            {complaint.targetUser.nickname}
            {comment.video && ` · к видео «${comment.video.title}»`}
          </Text>
        </Group>
      </Stack>
    );
  }
  const user = complaint.target as UserTarget;
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar src={user.avatarUrl} size={32} radius="xl" alt="" />
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          Профиль: {user.nickname}
        </Text>
        <StatusBadge status={user.status} styles={USER_STATUS_STYLES} />
      </Stack>
    </Group>
  );
}
