import {
  Alert,
  AspectRatio,
  Avatar,
  Button,
  Grid,
  Group,
  Kbd,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCheck, IconPlayerTrackNext, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '@/shared/api/errors';
import { keys } from '@/shared/api/keys';
import { categoryOptionsQueryOptions, contestOptionsQueryOptions } from '@/shared/api/options';
import { reportError } from '@/shared/api/query-client';
import type { Page } from '@/shared/api/schemas';
import { formatCount, formatDateTime } from '@/shared/lib/format';
import { ShortcutKey, useShortcuts } from '@/shared/lib/shortcuts';
import { useUnsavedChangesGuard } from '@/shared/lib/useUnsavedChangesGuard';
import { characterCount } from '@/shared/ui/characterCount';
import { isAdmin, useSelf } from '@/shared/session/self';
import { confirmAction } from '@/shared/ui/dialogs';
import { RouterAnchor } from '@/shared/ui/links';
import { notifySuccess } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/PageHeader';
import { LabeledValue } from '@/shared/ui/LabeledValue';
import { StatusBadge } from '@/shared/ui/StatusBadge';
import { VIDEO_STATUS_STYLES } from '@/shared/ui/statuses';
import {
  findNextVideo,
  useDeleteVideo,
  useModerateVideo,
  useUpdateVideo,
  videoQueryOptions,
} from './api';
import {
  DESCRIPTION_MAX,
  TITLE_MAX,
  videoFormSchema,
  type Video,
  type VideoFormValues,
} from './schemas';
import { videosSearchSchema, type VideosSearch } from './search';
import { formatDuration } from './status';
import { askRejectReason } from './ask-reject-reason';

function formValuesOf(video: Video): VideoFormValues {
  return {
    title: video.title,
    description: video.description,
    categoryId: String(video.category.id),
    contestId: video.contest ? String(video.contest.id) : null,
  };
}

/** Server field names → form field names (the same here; kept explicit for the contract). */
const FIELD_OF: Record<string, keyof VideoFormValues> = {
  title: 'title',
  description: 'description',
  categoryId: 'categoryId',
  contestId: 'contestId',
};

/** The list this page was opened from (router state), when it was opened from one. */
function useListOrigin(): VideosSearch | undefined {
  const fromList = useRouterState({ select: (state) => state.location.state.fromList });
  const parsed = fromList ? videosSearchSchema.safeParse(fromList) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

export function VideoEditPage({ id }: { id: number }) {
  const { data: video } = useSuspenseQuery(videoQueryOptions(id));
  const self = useSelf();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery(categoryOptionsQueryOptions());
  const contests = useQuery(contestOptionsQueryOptions());
  const update = useUpdateVideo(id);
  const moderate = useModerateVideo();
  const remove = useDeleteVideo();
  const fromList = useListOrigin();
  const [advancing, setAdvancing] = useState(false);

  const form = useForm<VideoFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(video),
    validate: schemaResolver(videoFormSchema, { sync: true }),
  });

  const dirty = form.isDirty();
  const guard = useUnsavedChangesGuard(dirty);

  const save = form.onSubmit((values) => {
    if (update.isPending) return;
    update.mutate(
      {
        title: values.title.trim(),
        description: values.description,
        categoryId: Number(values.categoryId),
        contestId: values.contestId ? Number(values.contestId) : null,
      },
      {
        onSuccess: (saved) => {
          form.setInitialValues(formValuesOf(saved));
          form.resetDirty(formValuesOf(saved));
        },
        onError: (error) => {
          // 422: each message under its field; what the user typed stays.
          if (error instanceof ApiError) {
            const errors = Object.fromEntries(
              Object.entries(error.fieldErrors).map(([field, message]) => [
                FIELD_OF[field] ?? field,
                message,
              ]),
            );
            form.setErrors(errors);
          }
        },
      },
    );
  });

  const busy = moderate.isPending(id) || advancing;

  /** Approves, or asks for the reason and rejects; true once the server agreed. */
  async function decideThis(action: 'approve' | 'reject'): Promise<boolean> {
    if (action === 'approve') return moderate.run({ id, action: 'approve' });
    const reason = await askRejectReason((text) =>
      moderate.run({ id, action: 'reject', reason: text }),
    );
    return reason !== null;
  }

  /** Opens the next video of the list this one came from (or of the queue). */
  async function openNext(seen: Video[] | undefined) {
    setAdvancing(true);
    try {
      const nextId = await findNextVideo(queryClient, fromList, seen, id);
      if (nextId !== null) {
        await navigate({
          to: '/moderation/videos/$videoId',
          params: { videoId: nextId },
          state: { fromList },
        });
      } else {
        notifySuccess(fromList ? 'В списке больше нет видео' : 'Очередь модерации пуста');
        await navigate({ to: '/moderation/videos', search: fromList ?? {} });
      }
    } catch (error) {
      // The list could not be loaded: say why (its query is one a list page shows in place, which
      // this page does not) and stay on this video.
      reportError(error);
    } finally {
      setAdvancing(false);
    }
  }

  async function decide(action: 'approve' | 'reject', next: boolean) {
    // Deciding what is already so is not offered; «and next» then only moves on.
    const already = video.status === (action === 'approve' ? 'published' : 'rejected');
    if (busy || (already && !next)) return;
    if (!next) {
      await decideThis(action);
      return;
    }
    // «And next» leaves the page: unsaved edits are asked about first, as leaving does.
    await guard.leaveWith(async () => {
      const seen = fromList
        ? queryClient.getQueryData<Page<Video>>(keys.videos.list(fromList))?.items
        : undefined;
      if (already || (await decideThis(action))) await openNext(seen);
    });
  }

  useShortcuts([
    { keys: 'A', run: () => void decide('approve', false) },
    { keys: 'R', run: () => void decide('reject', false) },
    { keys: 'shift+A', run: () => void decide('approve', true) },
    { keys: 'shift+R', run: () => void decide('reject', true) },
    { keys: 'mod+S', run: () => dirty && save(), inFields: true },
  ]);

  async function deleteVideo() {
    const ok = await confirmAction({
      title: 'Удалить видео?',
      message: `Видео «${video.title}» будет удалено безвозвратно.`,
      confirmLabel: 'Удалить',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(id, { onSuccess: () => void navigate({ to: '/moderation/videos' }) });
  }

  return (
    <>
      <PageHeader
        title={video.title}
        crumbs={[
          { label: 'Модерация' },
          { label: 'Видео', to: '/moderation/videos' },
          { label: `№${video.id}` },
        ]}
        actions={<StatusBadge status={video.status} styles={VIDEO_STATUS_STYLES} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" style={{ overflow: 'hidden' }} bg="black">
              <AspectRatio ratio={16 / 9}>
                <video
                  key={video.id}
                  src={video.videoUrl}
                  poster={video.previewUrl}
                  controls
                  preload="metadata"
                  aria-label={`Видео «${video.title}»`}
                />
              </AspectRatio>
            </Paper>
            {video.status === 'rejected' && video.rejectReason && (
              <Alert color="red" variant="light" title="Причина отклонения">
                {video.rejectReason}
              </Alert>
            )}
            <Paper withBorder radius="md" p="md">
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
                <LabeledValue label="Автор">
                  <Group gap={6} wrap="nowrap">
                    <Avatar src={video.author.avatarUrl} size={22} radius="xl" alt="" />
                    <RouterAnchor
                      to="/users/$userId"
                      params={{ userId: video.author.id }}
                      size="sm"
                    >
                      {video.author.nickname}
                    </RouterAnchor>
                  </Group>
                </LabeledValue>
                <LabeledValue label="Загружено">{formatDateTime(video.createdAt)}</LabeledValue>
                <LabeledValue label="Длительность">
                  {formatDuration(video.durationSec)}
                </LabeledValue>
                <LabeledValue label="Просмотры">{formatCount(video.views)}</LabeledValue>
                <LabeledValue label="Лайки">{formatCount(video.likes)}</LabeledValue>
                <LabeledValue label="Комментарии">{formatCount(video.commentsCount)}</LabeledValue>
                <LabeledValue label="Жалобы">{formatCount(video.complaintsCount)}</LabeledValue>
                <LabeledValue label="Проверено">
                  {video.moderatedAt ? formatDateTime(video.moderatedAt) : 'ещё не проверено'}
                </LabeledValue>
                <LabeledValue label="Модератор">
                  {video.moderatedBy ? (
                    <RouterAnchor
                      to="/users/$userId"
                      params={{ userId: video.moderatedBy.id }}
                      size="sm"
                    >
                      {video.moderatedBy.nickname}
                    </RouterAnchor>
                  ) : (
                    '—'
                  )}
                </LabeledValue>
              </SimpleGrid>
            </Paper>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Paper withBorder radius="md" p="md">
              <Title order={4} mb="sm">
                Решение модератора
              </Title>
              {/* Two columns only where the panel itself is wide enough for «Отклонить и следующее ⇧R». */}
              <SimpleGrid minColWidth="18rem" spacing="xs">
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
              </SimpleGrid>
              <Text size="xs" c="dimmed" mt="xs">
                Клавиши (на любой раскладке): <ShortcutKey letter="A" /> одобрить,{' '}
                <ShortcutKey letter="R" /> отклонить, с <Kbd size="xs">Shift</Kbd> — и открыть
                следующее видео {fromList ? 'списка' : 'очереди'}; <Kbd size="xs">Ctrl</Kbd>+
                <ShortcutKey letter="S" /> сохранить.
              </Text>
            </Paper>

            <Paper
              withBorder
              radius="md"
              p="md"
              component="form"
              onSubmit={save}
              noValidate
              aria-label="Данные видео"
            >
              <Stack gap="sm">
                <Title order={4}>Данные видео</Title>
                <TextInput
                  label="Название"
                  withAsterisk
                  {...form.getInputProps('title')}
                  {...characterCount(form.values.title, TITLE_MAX)}
                />
                <Textarea
                  label="Описание"
                  autosize
                  minRows={3}
                  maxRows={10}
                  {...form.getInputProps('description')}
                  {...characterCount(form.values.description, DESCRIPTION_MAX)}
                />
                <Select
                  label="Категория"
                  withAsterisk
                  searchable
                  allowDeselect={false}
                  data={(categories.data ?? [video.category]).map((c) => ({
                    value: String(c.id),
                    label: c.name,
                  }))}
                  {...form.getInputProps('categoryId')}
                />
                <Select
                  label="Конкурс"
                  placeholder="Без конкурса"
                  searchable
                  clearable
                  data={(contests.data ?? (video.contest ? [video.contest] : [])).map((c) => ({
                    value: String(c.id),
                    label: c.title,
                  }))}
                  {...form.getInputProps('contestId')}
                />
                <Group justify="space-between" mt="xs">
                  <Text size="xs" c={dirty ? 'orange' : 'dimmed'}>
                    {dirty ? 'Есть несохранённые изменения' : 'Изменений нет'}
                  </Text>
                  <Group gap="xs">
                    <Button
                      variant="default"
                      disabled={!dirty || update.isPending}
                      onClick={() => form.reset()}
                    >
                      Отменить
                    </Button>
                    <Tooltip label="Ctrl+S">
                      <Button type="submit" loading={update.isPending} disabled={!dirty}>
                        Сохранить
                      </Button>
                    </Tooltip>
                  </Group>
                </Group>
              </Stack>
            </Paper>

            {isAdmin(self) && (
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
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
