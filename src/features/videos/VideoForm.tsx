import { Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { GrowingTextarea } from '@/shared/ui/GrowingTextarea';
import { useQuery } from '@tanstack/react-query';
import {
  categoryOptionsQueryOptions,
  contestOptionsQueryOptions,
  openContestOptions,
} from '@/shared/api/options';
import { characterCount } from '@/shared/ui/character-count';
import { HintTooltip } from '@/shared/ui/HintTooltip';
import { LazySelect } from '@/shared/ui/LazySelect';
import type { Video } from '@/contract/videos';
import { DESCRIPTION_MAX, TITLE_MAX } from './schemas';
import type { VideoFormState } from './useVideoForm';
import { CategorySelect } from '@/shared/form/CategorySelect';
import { DirtyNote } from '@/shared/form/DirtyNote';

/** «Данные видео»: title, description, category and contest, saved with the button or Ctrl+S. */
export function VideoForm({ video, edit }: { video: Video; edit: VideoFormState }) {
  const { form, save, dirty, saving } = edit;
  const categories = useQuery(categoryOptionsQueryOptions());
  const contests = useQuery(contestOptionsQueryOptions());
  return (
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
        <Title order={2} size="h4">
          Данные видео
        </Title>
        <TextInput
          label="Название"
          withAsterisk
          {...form.getInputProps('title')}
          {...characterCount(form.values.title, TITLE_MAX)}
        />
        <GrowingTextarea
          label="Описание"
          minRows={3}
          maxRows={10}
          {...form.getInputProps('description')}
          {...characterCount(form.values.description, DESCRIPTION_MAX)}
        />
        <CategorySelect
          categories={categories.data}
          current={video.category}
          {...form.getInputProps('categoryId')}
        />
        <LazySelect
          label="Конкурс"
          placeholder="Без конкурса"
          searchable
          clearable
          // Finished and cancelled contests take no new videos; the video's own stays shown.
          data={(contests.data
            ? openContestOptions(contests.data, video.contest?.id)
            : video.contest
              ? [video.contest]
              : []
          ).map((c) => ({
            value: String(c.id),
            label: c.title,
          }))}
          {...form.getInputProps('contestId')}
        />
        <Group justify="space-between" mt="xs">
          <DirtyNote dirty={dirty} />
          <Group gap="xs">
            <Button variant="default" disabled={!dirty || saving} onClick={() => form.reset()}>
              Отменить
            </Button>
            <HintTooltip label="Ctrl+S">
              <Button type="submit" loading={saving} disabled={!dirty}>
                Сохранить
              </Button>
            </HintTooltip>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
