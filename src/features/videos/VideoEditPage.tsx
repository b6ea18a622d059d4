import { Group, Stack } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { keys } from '@/shared/api/keys';
import { useShortcuts } from '@/shared/lib/shortcuts';
import { openShortcutSheet } from '@/shared/table/useKeyboardQueue';
import { VIDEO_PAGE_LEGEND } from './player/player-keys';
import { useUnsavedChangesGuard } from '@/shared/ui/useUnsavedChangesGuard';
import { isAdmin, useSelf } from '@/shared/api/self';
import { ClaimAlert } from '@/shared/ui/ClaimAlert';
import { EscalationAlert } from '@/shared/ui/EscalationAlert';
import { ESCALATION_WORDS } from '@/contract/escalations';
import { PageHeader } from '@/shared/ui/PageHeader';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { DecisionMark } from '@/shared/ui/DecisionMark';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import { videoQueryOptions } from './api';
import { useVideoDecisions } from './useVideoDecisions';
import { useVideoForm } from './useVideoForm';
import { VideoDecisionPanel } from './VideoDecisionPanel';
import { VideoDeletion } from './VideoDeletion';
import { VideoFacts } from './VideoFacts';
import { VideoForm } from './VideoForm';
import { EntityHistory } from '@/shared/audit/EntityHistory';
import { TimeCodeText } from './player/TimeCodeText';
import classes from './video-page.module.css';

/** A video's page: watch it, decide (also by keys, and «and next»), edit its data. */
export function VideoEditPage({ id }: { id: number }) {
  const { data: video } = useSuspenseQuery(videoQueryOptions(id));
  const self = useSelf();
  const edit = useVideoForm(video);
  const guard = useUnsavedChangesGuard(edit.dirty);
  const { decide, escalate, busy, fromList } = useVideoDecisions(video, guard);
  const escalable = !busy && video.status === 'moderation' && !video.escalation;
  const approve = (label: string) => (busy || video.status === 'published' ? undefined : label);
  const reject = (label: string) => (busy || video.status === 'rejected' ? undefined : label);
  const duration = video.durationSec;
  const historyText = useCallback(
    (text: string) => <TimeCodeText text={text} duration={duration} />,
    [duration],
  );

  useShortcuts([
    // Named for the palette where they apply (the keys themselves ask the panel's rules).
    { keys: 'A', run: () => void decide('approve', false), label: approve('Одобрить видео') },
    { keys: 'R', run: () => void decide('reject', false), label: reject('Отклонить видео') },
    {
      keys: 'shift+A',
      run: () => void decide('approve', true),
      label: approve('Одобрить и следующее'),
    },
    {
      keys: 'shift+R',
      run: () => void decide('reject', true),
      label: reject('Отклонить и следующее'),
    },
    {
      keys: 'E',
      run: () => void escalate(),
      label: escalable ? ESCALATION_WORDS.action : undefined,
    },
    {
      keys: 'mod+S',
      run: () => edit.dirty && edit.save(),
      inFields: true,
      label: edit.dirty ? 'Сохранить изменения' : undefined,
    },
    { keys: 'shift+Slash', run: () => openShortcutSheet(VIDEO_PAGE_LEGEND), label: 'Клавиши' },
  ]);

  return (
    <>
      <PageHeader
        title={video.title}
        crumbs={[
          { label: 'Модерация' },
          { label: 'Видео', to: '/moderation/videos' },
          { label: `№${video.id}` },
        ]}
        actions={
          <Group gap="xs">
            <StatusBadge status={video.status} styles={VIDEO_STATUS_STYLES} />
            <DecisionMark item={`videos/${video.id}`} />
          </Group>
        }
      />
      <div className={classes.columns}>
        <VideoFacts video={video} />
        <div>
          <Stack gap="md">
            <ClaimAlert
              queue="videos"
              id={id}
              waiting={video.status === 'moderation'}
              keys={keys.videos}
              claim={video.claim}
            />
            <EscalationAlert escalation={video.escalation} />
            <VideoDecisionPanel
              video={video}
              busy={busy}
              decide={decide}
              escalate={escalable ? escalate : undefined}
              fromList={fromList}
            />
            <VideoForm video={video} edit={edit} />
            {isAdmin(self) && <VideoDeletion video={video} />}
            <EntityHistory entityType="video" entityId={video.id} renderText={historyText} />
          </Stack>
        </div>
      </div>
    </>
  );
}
