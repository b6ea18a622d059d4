import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from '@/shared/lib/format';
import { CellLine, CellText } from '@/shared/table/columns';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import {
  COMMENT_STATUS_STYLES,
  USER_STATUS_STYLES,
  VIDEO_STATUS_STYLES,
} from '@/shared/ui/statuses';
import type { CommentTarget, Complaint, UserTarget, VideoTarget } from '@/contract/complaints';
import { Thumbnail } from '@/shared/table/Thumbnail';
import { UserAvatar } from '@/shared/ui/UserAvatar';

/** How many complaints the target has, and how many of them are new. */
function countText(complaint: Pick<Complaint, 'targetComplaints'>): string {
  const { total, new: fresh } = complaint.targetComplaints;
  return `жалоб на объект: ${formatCount(total)}${fresh > 1 ? `, новых: ${formatCount(fresh)}` : ''}`;
}

export const TARGET_FIELDS = ['targetType', 'target', 'targetUser', 'targetComplaints'] as const;

/**
 * What a complaint is about, enough to decide from the row, in one line: the preview or avatar, what
 * it is (cut short, whole on hover), its status, whose it is and how many complaints it has.
 */
export function TargetCell({
  row: complaint,
}: {
  row: Pick<Complaint, (typeof TARGET_FIELDS)[number]>;
}) {
  const count = countText(complaint);
  const line = (picture: ReactNode, main: string, badge: ReactNode, facts: string) => (
    <Group gap="xs" wrap="nowrap" miw={0}>
      {picture}
      <CellLine
        full={`${main} — ${facts}`}
        main={<CellText strong>{main}</CellText>}
        facts={facts}
        end={badge}
      />
    </Group>
  );
  if (complaint.targetType === 'video') {
    const video = complaint.target as VideoTarget;
    return line(
      <Thumbnail src={video.previewUrl} width={44} height={25} />,
      `Видео: ${video.title}`,
      <StatusBadge status={video.status} styles={VIDEO_STATUS_STYLES} />,
      `${complaint.targetUser.nickname} · ${count}`,
    );
  }
  if (complaint.targetType === 'comment') {
    const comment = complaint.target as CommentTarget;
    return line(
      null,
      `«${comment.text}»`,
      <StatusBadge status={comment.status} styles={COMMENT_STATUS_STYLES} />,
      [
        complaint.targetUser.nickname,
        ...(comment.video ? [`к видео «${comment.video.title}»`] : []),
        count,
      ].join(' · '),
    );
  }
  const user = complaint.target as UserTarget;
  return line(
    <UserAvatar src={user.avatarUrl} size={24} />,
    `Профиль: ${user.nickname}`,
    <StatusBadge status={user.status} styles={USER_STATUS_STYLES} />,
    count,
  );
}
