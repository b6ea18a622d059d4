import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { confirmAction } from '@/shared/ui/dialogs';
import { useDeleteVideo } from './video-changes';
import type { Video } from '@/contract/videos';

/** Administrators only: delete the video for good, after confirming; then back to the list. */
export function VideoDeletion({ video }: { video: Video }) {
  const navigate = useNavigate();
  const remove = useDeleteVideo();

  async function deleteVideo() {
    const ok = await confirmAction({
      title: 'Удалить видео?',
      message: `Видео «${video.title}» будет удалено безвозвратно.`,
      confirmLabel: 'Удалить',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(video.id, { onSuccess: () => void navigate({ to: '/moderation/videos' }) });
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between">
        <Stack gap={0}>
          <Text fw={600} size="sm">
            Удаление
          </Text>
          <Text size="xs" c="dimmed">
            Только для администраторов. Действие необратимо.
          </Text>
        </Stack>
        <Button
          color="red"
          variant="subtle"
          leftSection={<IconTrash size={16} />}
          loading={remove.isPending}
          onClick={deleteVideo}
        >
          Удалить видео
        </Button>
      </Group>
    </Paper>
  );
}
