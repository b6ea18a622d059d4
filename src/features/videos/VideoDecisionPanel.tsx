import { Button, Kbd, Paper, Text, Title } from '@mantine/core';
import { IconCheck, IconPlayerTrackNext, IconUsersGroup, IconX } from '@tabler/icons-react';
import { ESCALATION_WORDS } from '@/contract/escalations';
import { ShortcutKey } from '@/shared/ui/ShortcutKey';
import type { Video } from '@/contract/videos';
import type { Decide } from './useVideoDecisions';
import classes from './video-page.module.css';

/** «Решение модератора»: the four decisions with their keys, and the hint that names both layouts. */
export function VideoDecisionPanel({
  video,
  busy,
  decide,
  escalate,
  fromList,
}: {
  video: Video;
  busy: boolean;
  decide: Decide;
  /** «Нужно второе мнение», where it applies (a waiting video nobody asked about yet). */
  escalate?: () => Promise<void>;
  /** Opened from a list: «next» follows that list, not the queue. */
  fromList: boolean;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        Решение модератора
      </Title>
      <div className={classes.decisions}>
        <Button
          color="green"
          leftSection={<IconCheck size={16} />}
          disabled={busy || video.status === 'published'}
          onClick={() => void decide('approve', false)}
          rightSection={<Kbd size="xs">A</Kbd>}
        >
          Одобрить
        </Button>
        <Button
          color="red"
          variant="light"
          leftSection={<IconX size={16} />}
          disabled={busy || video.status === 'rejected'}
          onClick={() => void decide('reject', false)}
          rightSection={<Kbd size="xs">R</Kbd>}
        >
          Отклонить
        </Button>
        <Button
          color="green"
          variant="outline"
          leftSection={<IconPlayerTrackNext size={16} />}
          disabled={busy}
          onClick={() => void decide('approve', true)}
          rightSection={<Kbd size="xs">⇧A</Kbd>}
        >
          Одобрить и следующее
        </Button>
        <Button
          color="red"
          variant="outline"
          leftSection={<IconPlayerTrackNext size={16} />}
          disabled={busy}
          onClick={() => void decide('reject', true)}
          rightSection={<Kbd size="xs">⇧R</Kbd>}
        >
          Отклонить и следующее
        </Button>
      </div>
      <Button
        mt="xs"
        fullWidth
        color="grape"
        variant="subtle"
        leftSection={<IconUsersGroup size={16} />}
        disabled={!escalate}
        onClick={() => void escalate?.()}
        rightSection={<Kbd size="xs">E</Kbd>}
      >
        {ESCALATION_WORDS.action}
      </Button>
      <Text size="xs" c="dimmed" mt="xs">
        Клавиши (на любой раскладке): <ShortcutKey letter="A" /> одобрить,{' '}
        <ShortcutKey letter="R" /> отклонить, с <Kbd size="xs">Shift</Kbd> — и открыть следующее
        видео {fromList ? 'списка' : 'очереди'}; <ShortcutKey letter="E" /> нужно второе мнение;{' '}
        <Kbd size="xs">Ctrl</Kbd>+
        <ShortcutKey letter="S" /> сохранить; <Kbd size="xs">?</Kbd> — все клавиши, и плеера тоже.
      </Text>
    </Paper>
  );
}
