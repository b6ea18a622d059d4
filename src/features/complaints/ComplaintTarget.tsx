import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatCount, formatDateTime } from '@/shared/lib/format';
import { RouterAnchor } from '@/shared/ui/links';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import {
  COMMENT_STATUS_STYLES,
  USER_STATUS_STYLES,
  VIDEO_STATUS_STYLES,
} from '@/shared/ui/statuses';
import { TARGET_TYPE_LABEL } from './api';
import { videoCommentsQueryOptions, videoForPanelQueryOptions } from './panel-api';
import type { CommentTarget, Complaint, VideoTarget } from '@/contract/complaints';
import { UserComplaintHistory } from './UserComplaintHistory';
import { UserAvatar } from '@/shared/ui/UserAvatar';

function VideoInFull({ target }: { target: VideoTarget }) {
  const video = useQuery(videoForPanelQueryOptions(target.id));
  if (video.isPending) return <Loader size="sm" />;
  if (video.error) return <Text size="sm">{video.error.message}</Text>;
  return (
    <Stack gap={6}>
      <video
        src={video.data.videoUrl}
        poster={video.data.previewUrl}
        controls
        preload="none"
        style={{ width: '100%', borderRadius: 8, background: 'black', aspectRatio: '16 / 9' }}
        aria-label={`Видео «${video.data.title}»`}
      />
      <RouterAnchor to="/moderation/videos/$videoId" params={{ videoId: video.data.id }} fw={600}>
        {video.data.title}
      </RouterAnchor>
      <Group gap={6}>
        <StatusBadge status={video.data.status} styles={VIDEO_STATUS_STYLES} />
        {video.data.rejectReason && (
          <Text size="xs" c="red">
            {video.data.rejectReason}
          </Text>
        )}
      </Group>
      {video.data.description && (
        <Text size="sm" lineClamp={6} style={{ whiteSpace: 'pre-line' }}>
          {video.data.description}
        </Text>
      )}
    </Stack>
  );
}

/** The whole comment among the comments just before and after it under the same video. */
function CommentInFull({ target }: { target: CommentTarget }) {
  const thread = useQuery({
    ...videoCommentsQueryOptions(target.video?.id ?? 0),
    enabled: target.video !== null,
  });
  const items = thread.data?.items ?? [];
  const at = items.findIndex((comment) => comment.id === target.id);
  const around = at < 0 ? [] : items.slice(Math.max(0, at - 2), at + 3);
  return (
    <Stack gap={6}>
      {target.video && (
        <Text size="sm">
          К видео{' '}
          <RouterAnchor to="/moderation/videos/$videoId" params={{ videoId: target.video.id }}>
            «{target.video.title}»
          </RouterAnchor>
        </Text>
      )}
      {around.length === 0 ? (
        <Paper withBorder p="xs" radius="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {target.text}
          </Text>
        </Paper>
      ) : (
        <Stack gap={4} aria-label="Комментарий и соседние">
          {around.map((comment) => {
            const self = comment.id === target.id;
            return (
              <Paper
                key={comment.id}
                withBorder
                p="xs"
                radius="sm"
                bg={self ? 'var(--mantine-color-orange-light)' : undefined}
                opacity={self ? 1 : 0.75}
                aria-current={self || undefined}
              >
                <Group gap={6} mb={2}>
                  <Text size="xs" fw={600}>
                    {comment.author.nickname}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(comment.createdAt)}
                  </Text>
                  {comment.status === 'hidden' && (
                    <StatusBadge status="hidden" styles={COMMENT_STATUS_STYLES} />
                  )}
                </Group>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {comment.text}
                </Text>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/** What the complaint is about, in full: the video or the comment, its author and their record. */
export function ComplaintTarget({ complaint }: { complaint: Complaint }) {
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {TARGET_TYPE_LABEL[complaint.targetType]} · жалоб на объект:{' '}
        {formatCount(complaint.targetComplaints.total)}
      </Text>
      {complaint.targetType === 'video' && <VideoInFull target={complaint.target as VideoTarget} />}
      {complaint.targetType === 'comment' && (
        <CommentInFull target={complaint.target as CommentTarget} />
      )}
      <Group gap="xs" wrap="nowrap">
        <UserAvatar src={complaint.targetUser.avatarUrl} size={36} />
        <Stack gap={2}>
          <RouterAnchor
            to="/users/$userId"
            params={{ userId: complaint.targetUser.id }}
            size="sm"
            fw={600}
          >
            {complaint.targetUser.nickname}
          </RouterAnchor>
          <StatusBadge status={complaint.targetUser.status} styles={USER_STATUS_STYLES} />
        </Stack>
      </Group>
      <UserComplaintHistory userId={complaint.targetUser.id} currentId={complaint.id} />
    </Stack>
  );
}
