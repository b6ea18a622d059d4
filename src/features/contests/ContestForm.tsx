import {
  Alert,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { isScheduled } from '@/contract/contests';
import { categoryOptionsQueryOptions } from '@/shared/api/options';
import { CategorySelect } from '@/shared/form/CategorySelect';
import { DirtyNote } from '@/shared/form/DirtyNote';
import { MoneyInput } from '@/shared/form/MoneyInput';
import { applyServerErrors, useEntityForm } from '@/shared/form/useEntityForm';
import { characterCount } from '@/shared/ui/character-count';
import { DateTimeInput } from '@/shared/ui/DateTimeInput';
import { RouterButton } from '@/shared/ui/links';
import { useUnsavedChangesGuard } from '@/shared/ui/useUnsavedChangesGuard';
import { useUpdateContest } from './api';
import { changedFields, formValuesOf, LOCKED_HINT, LOCKED_SCHEDULED_HINT } from './contest-form';
import { CoverPreview } from './CoverPreview';
import {
  contestFormSchema,
  COVER_URL_MAX,
  LOCKED_WHEN_ACTIVE,
  TEXT_MAX,
  TITLE_MAX,
  type Contest,
} from './schemas';

/** A card of the form with its heading. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * «Данные конкурса»: only what changed is saved; a running (or published) contest's category, dates
 * of entry and money are locked.
 */
export function ContestForm({ contest }: { contest: Contest }) {
  const navigate = useNavigate();
  const categories = useQuery(categoryOptionsQueryOptions());
  const update = useUpdateContest(contest.id);
  const [initial] = useState(() => formValuesOf(contest));
  const { form, onSubmit } = useEntityForm({ schema: contestFormSchema, initialValues: initial });
  const dirty = form.isDirty();
  useUnsavedChangesGuard(dirty);
  const [saved, setSaved] = useState(false);

  // Leave for the detail page once the saved values count as clean (the guard has let go).
  useEffect(() => {
    if (saved && !dirty)
      void navigate({ to: '/moderation/contests/$contestId', params: { contestId: contest.id } });
  }, [saved, dirty, navigate, contest.id]);

  const save = onSubmit(async (values) => {
    if (update.isPending) return;
    const changes = changedFields(values, initial);
    try {
      if (Object.keys(changes).length > 0) await update.mutateAsync(changes);
      form.resetDirty(values);
      setSaved(true);
    } catch (error) {
      // 422: each message under its field; what the user typed stays.
      applyServerErrors(form, error);
    }
  });

  const locked = contest.status === 'active';
  const [now] = useState(Date.now);
  const scheduled = isScheduled(contest, now);
  const lockedProps = (field: (typeof LOCKED_WHEN_ACTIVE)[number]) =>
    locked && LOCKED_WHEN_ACTIVE.includes(field)
      ? {
          disabled: true,
          rightSection: <IconLock size={14} aria-hidden />,
          description: scheduled ? LOCKED_SCHEDULED_HINT : LOCKED_HINT,
        }
      : {};

  return (
    <form onSubmit={save} noValidate aria-label="Данные конкурса">
      <Stack gap="md">
        {locked && (
          <Alert
            color="blue"
            variant="light"
            icon={<IconLock />}
            title={scheduled ? 'Конкурс опубликован' : 'Конкурс уже идёт'}
          >
            Можно менять название, описание, правила, обложку, окончание голосования и лимит
            участников. Категория, даты приёма работ и деньги закреплены: участники на них
            рассчитывают.
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <FormSection title="Описание">
              <TextInput
                label="Название"
                withAsterisk
                {...form.getInputProps('title')}
                {...characterCount(form.values.title, TITLE_MAX)}
              />
              <CategorySelect
                categories={categories.data}
                current={contest.category}
                {...form.getInputProps('categoryId')}
                {...lockedProps('categoryId')}
              />
              <Textarea
                label="Описание"
                description="Обязательно для публикации"
                autosize
                minRows={3}
                maxRows={10}
                {...form.getInputProps('description')}
              />
              <Textarea
                label="Правила"
                description="Каждое правило с новой строки; обязательно для публикации"
                autosize
                minRows={4}
                maxRows={14}
                {...form.getInputProps('rules')}
              />
              <Text size="xs" c="dimmed">
                Описание и правила — до {TEXT_MAX} символов.
              </Text>
              <TextInput
                label="Обложка (ссылка)"
                placeholder="https://… или /…"
                maxLength={COVER_URL_MAX}
                {...form.getInputProps('coverUrl')}
              />
              <CoverPreview url={form.values.coverUrl} />
            </FormSection>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <FormSection title="Сроки">
                <Text size="xs" c="dimmed">
                  Время — в часовом поясе браузера.
                </Text>
                <DateTimeInput
                  label="Начало приёма работ"
                  withAsterisk
                  {...form.getInputProps('startsAt')}
                  {...lockedProps('startsAt')}
                />
                <DateTimeInput
                  label="Окончание приёма работ"
                  withAsterisk
                  {...form.getInputProps('endsAt')}
                  {...lockedProps('endsAt')}
                />
                <DateTimeInput
                  label="Окончание голосования"
                  withAsterisk
                  {...form.getInputProps('votingEndsAt')}
                />
              </FormSection>
              <FormSection title="Деньги и участники">
                <SimpleGrid cols={2} spacing="sm">
                  <MoneyInput
                    label="Призовой фонд, ₽"
                    {...form.getInputProps('prizeFund')}
                    {...lockedProps('prizeFund')}
                  />
                  <MoneyInput
                    label="Взнос за участие, ₽"
                    {...form.getInputProps('entryFee')}
                    {...lockedProps('entryFee')}
                  />
                </SimpleGrid>
                <NumberInput
                  label="Максимум участников"
                  description={`Пусто — без ограничения. Уже участвуют: ${contest.participantsCount}`}
                  placeholder="Без ограничения"
                  min={1}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps('maxParticipants')}
                />
              </FormSection>
            </Stack>
          </Grid.Col>
        </Grid>
        <Group justify="space-between">
          <DirtyNote dirty={dirty} />
          <Group gap="xs">
            <RouterButton
              to="/moderation/contests/$contestId"
              params={{ contestId: contest.id }}
              variant="default"
            >
              Отмена
            </RouterButton>
            <Button type="submit" loading={update.isPending}>
              Сохранить
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
