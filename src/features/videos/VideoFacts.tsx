import { memo } from 'react';
import { Alert, Group, Paper, Stack } from '@mantine/core';
import { formatCount, formatDateTime } from '@/shared/lib/format';
import { LabeledValue } from '@/shared/ui/LabeledValue';
import { RouterAnchor } from '@/shared/ui/links';
import type { Video } from '@/contract/videos';
import { formatDuration } from '@/shared/lib/format';
import { VideoPlayer } from './player/VideoPlayer';
import { TimeCodeText } from './player/TimeCodeText';
import { UserAvatar } from '@/shared/ui/UserAvatar';
import classes from './video-page.module.css';

/**
 * What the moderator checks: the player, why it was rejected, and the video's facts. Drawn again only
 * when the video changes, not with every render of its page (a decision on its way).
 */
export const VideoFacts = memo(function VideoFacts({ video }: { video: Video }) {
  return (
    <Stack gap="md">
      <VideoPlayer video={video} />
      {video.status === 'rejected' && video.rejectReason && (
        <Alert color="red" variant="light" title="Причина отклонения">
          <TimeCodeText text={video.rejectReason} duration={video.durationSec} />
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <div className={classes.facts}>
          <LabeledValue label="Автор">
            <Group gap={6} wrap="nowrap">
              <UserAvatar src={video.author.avatarUrl} size={22} />
              <RouterAnchor to="/users/$userId" params={{ userId: video.author.id }} size="sm">
                {video.author.nickname}
              </RouterAnchor>
            </Group>
          </LabeledValue>
          <LabeledValue label="Загружено">{formatDateTime(video.createdAt)}</LabeledValue>
          <LabeledValue label="Длительность">{formatDuration(video.durationSec)}</LabeledValue>
          <LabeledValue label="Просмотры">{formatCount(video.views)}</LabeledValue>
          <LabeledValue label="Лайки">{formatCount(video.likes)}</LabeledValue>
          <LabeledValue label="Комментарии">{formatCount(video.commentsCount)}</LabeledValue>
          <LabeledValue label="Жалобы">{formatCount(video.complaintsCount)}</LabeledValue>
          <LabeledValue label="Проверено">
            {video.moderatedAt ? formatDateTime(video.moderatedAt) : 'ещё не проверено'}
          </LabeledValue>
          <LabeledValue label="Модератор">
            {video.moderatedBy ? (
              <RouterAnchor to="/users/$userId" params={{ userId: video.moderatedBy.id }} size="sm">
                {video.moderatedBy.nickname}
              </RouterAnchor>
            ) : (
              '—'
            )}
          </LabeledValue>
        </div>
      </Paper>
    </Stack>
  );
});
