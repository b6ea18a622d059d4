import {
  Alert,
  Button,
  Grid,
  Group,
  Image,
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
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { categoryOptionsQueryOptions } from '@/shared/api/options';
import { applyServerErrors, useEntityForm } from '@/shared/form/useEntityForm';
import { toDateTimeValue, toInstant } from '@/shared/lib/date-time-value';
import { roublesText, roublesToKopecks } from '@/shared/lib/money';
import { MoneyInput } from '@/shared/form/MoneyInput';
import { useUnsavedChangesGuard } from '@/shared/ui/useUnsavedChangesGuard';
import { characterCount } from '@/shared/ui/character-count';
import { RouterButton } from '@/shared/ui/links';
import { PageHeader } from '@/shared/ui/PageHeader';
import { DateTimeInput } from '@/shared/ui/DateTimeInput';
import { isScheduled } from '@/contract/contests';
import { ContestStatusBadge } from './ContestStatusBadge';
import { contestQueryOptions, useUpdateContest, type ContestUpdate } from './api';
import {
  contestFormSchema,
  COVER_URL_MAX,
  LOCKED_WHEN_ACTIVE,
  TEXT_MAX,
  TITLE_MAX,
  type Contest,
  type ContestFormValues,
} from './schemas';
import { isAdmin, useSelf } from '@/shared/api/self';
import { CategorySelect } from '@/shared/form/CategorySelect';

export const LOCKED_HINT =
  'Конкурс уже идёт: участники рассчитывают на эти условия, их менять нельзя';
/** Published for a later start: locked the same way (the server's rule is the status), said truly. */
export const LOCKED_SCHEDULED_HINT =
  'Конкурс опубликован: участники рассчитывают на эти условия, их менять нельзя';

function formValuesOf(contest: Contest): ContestFormValues {
  return {
    title: contest.title,
    description: contest.description,
    rules: contest.rules,
    coverUrl: contest.coverUrl,
    categoryId: String(contest.category.id),
    startsAt: toDateTimeValue(contest.startsAt),
    endsAt: toDateTimeValue(contest.endsAt),
    votingEndsAt: toDateTimeValue(contest.votingEndsAt),
    prizeFund: roublesText(contest.prizeFund),
    entryFee: roublesText(contest.entryFee),
    maxParticipants: contest.maxParticipants ?? '',
    participantsCount: contest.participantsCount,
  };
}

/** The form's values as the API takes them: trimmed text, UTC ISO dates, kopecks, null for no limit. */
function toUpdate(values: ContestFormValues): Required<ContestUpdate> {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    rules: values.rules.trim(),
    coverUrl: values.coverUrl.trim(),
    categoryId: Number(values.categoryId),
    startsAt: toInstant(values.startsAt ?? ''),
    endsAt: toInstant(values.endsAt ?? ''),
    votingEndsAt: toInstant(values.votingEndsAt ?? ''),
    prizeFund: roublesToKopecks(values.prizeFund) ?? 0,
    entryFee: roublesToKopecks(values.entryFee) ?? 0,
    maxParticipants: values.maxParticipants === '' ? null : Number(values.maxParticipants),
  };
}

/** Only what changed is sent: a running contest's locked fields then never reach the server. */
function changedFields(values: ContestFormValues, initial: ContestFormValues): ContestUpdate {
  const next = toUpdate(values);
  const before = toUpdate(initial);
  return Object.fromEntries(
    Object.entries(next).filter(([field, value]) => before[field as keyof ContestUpdate] !== value),
  );
}

function CoverPreview({ url }: { url: string }) {
  const [broken, setBroken] = useState<string | null>(null);
  const trimmed = url.trim();
  if (!trimmed)
    return (
      <Text size="xs" c="dimmed">
        Будет показана обложка по умолчанию.
      </Text>
    );
  if (broken === trimmed)
    return (
      <Text size="xs" c="orange">
        Изображение по этой ссылке не загружается.
      </Text>
    );
  return (
    <Image
      src={trimmed}
      alt="Предпросмотр обложки"
      w={240}
      h={135}
      radius="sm"
      fit="cover"
      onError={() => setBroken(trimmed)}
    />
  );
}

/**
 * Why the form is not offered: the contest is over, or the user is not an administrator. SPEC §2/§6
 * let a moderator open every /moderation path, so the page opens and says so before any field.
 */
function NotEditable({ contest, why }: { contest: Contest; why: string }) {
  return (
    <Alert color="gray" variant="light" title="Редактирование недоступно" icon={<IconLock />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{why}</Text>
        <RouterButton
          to="/moderation/contests/$contestId"
          params={{ contestId: contest.id }}
          variant="light"
          size="xs"
        >
          К конкурсу
        </RouterButton>
      </Stack>
    </Alert>
  );
}

export function ContestEditPage({ id }: { id: number }) {
  const { data: contest } = useSuspenseQuery(contestQueryOptions(id));
  const admin = isAdmin(useSelf());
  const closed = contest.status === 'finished' || contest.status === 'cancelled';
  return (
    <>
      <PageHeader
        title={`Редактирование: ${contest.title}`}
        crumbs={[
          { label: 'Модерация' },
          { label: 'Конкурсы', to: '/moderation/contests' },
          { label: `№${contest.id}`, to: `/moderation/contests/${contest.id}` },
          { label: 'Редактирование' },
        ]}
        actions={<ContestStatusBadge contest={contest} />}
      />
      {!admin ? (
        <NotEditable contest={contest} why="Конкурсы изменяют только администраторы." />
      ) : closed ? (
        <NotEditable
          contest={contest}
          why={`Конкурс ${contest.status === 'finished' ? 'завершён' : 'отменён'}: его нельзя изменить.`}
        />
      ) : (
        <ContestForm contest={contest} />
      )}
    </>
  );
}

function ContestForm({ contest }: { contest: Contest }) {
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
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Title order={2} size="h4">
                  Описание
                </Title>
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
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    Сроки
                  </Title>
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
                </Stack>
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Stack gap="sm">
                  <Title order={2} size="h4">
                    Деньги и участники
                  </Title>
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
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
        <Group justify="space-between">
          <Text size="xs" c={dirty ? 'orange' : 'dimmed'}>
            {dirty ? 'Есть несохранённые изменения' : 'Изменений нет'}
          </Text>
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
