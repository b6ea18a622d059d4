import {
  Alert,
  Button,
  Grid,
  Group,
  Image,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Timeline,
  Title,
} from '@mantine/core';
import {
  IconClock,
  IconEdit,
  IconFlag,
  IconPlayerPlay,
  IconTrash,
  IconTrophy,
  IconX,
} from '@tabler/icons-react';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ApiError } from '@/shared/api/errors';
import { formatCount, formatDateTime, formatMoney } from '@/shared/lib/format';
import { isAdmin, useSelf } from '@/shared/api/self';
import { columnsFor, UserCell } from '@/shared/table/columns';
import { DataTable } from '@/shared/table/DataTable';
import { useLocalListState } from '@/shared/table/useLocalListState';
import { askReason } from '@/shared/form/askReason';
import { confirmAction } from '@/shared/ui/dialogs';
import { LabeledValue } from '@/shared/ui/LabeledValue';
import { RouterAnchor, RouterButton } from '@/shared/ui/links';
import { PageHeader } from '@/shared/ui/PageHeader';
import { hasStarted } from '@/contract/contests';
import {
  contestQueryOptions,
  FIRST_PARTICIPANTS,
  participantsQueryOptions,
  topParticipantsQueryOptions,
  useContestTransition,
  useDeleteContest,
  type ContestTransition,
} from './api';
import { askWinner } from './ask-winner';
import { ContestStatusBadge } from './ContestStatusBadge';
import { plural } from './format';
import { CANCEL_REASON_MAX, cancelReasonSchema, type Contest, type Participant } from './schemas';
import { EntityHistory } from '@/shared/audit/EntityHistory';

/** Field names of the publish 422, as the page names them. */
const FIELD_LABELS: Record<string, string> = {
  description: 'Описание',
  rules: 'Правила',
  endsAt: 'Окончание приёма работ',
};

interface Milestone {
  label: string;
  at: string;
}

/** The contest's dates in order, and where «now» falls among them. */
function ContestTimeline({ contest, now }: { contest: Contest; now: number }) {
  const milestones: Milestone[] = [
    { label: 'Создан', at: contest.createdAt },
    { label: 'Начало приёма работ', at: contest.startsAt },
    { label: 'Окончание приёма работ', at: contest.endsAt },
    { label: 'Окончание голосования', at: contest.votingEndsAt },
  ];
  const passed = milestones.filter((milestone) => Date.parse(milestone.at) <= now).length;
  const items = [
    ...milestones.slice(0, passed).map((milestone) => ({ ...milestone, now: false })),
    { label: 'Сейчас', at: new Date(now).toISOString(), now: true },
    ...milestones.slice(passed).map((milestone) => ({ ...milestone, now: false })),
  ];
  return (
    // A named group (a plain div may not carry `aria-label`: axe aria-prohibited-attr).
    <Timeline
      active={passed}
      bulletSize={20}
      lineWidth={2}
      role="group"
      aria-label="Сроки конкурса"
    >
      {items.map((item) => (
        <Timeline.Item
          key={item.label}
          bullet={item.now ? <IconClock size={12} /> : undefined}
          color={item.now ? 'orange' : undefined}
          title={
            <Text size="sm" fw={item.now ? 700 : 600} c={item.now ? 'orange' : undefined}>
              {item.label}
            </Text>
          }
        >
          <Text size="xs" c="dimmed">
            {formatDateTime(item.at)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

function VideoCell({ row }: { row: Participant }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Image src={row.video.previewUrl} alt="" w={64} h={36} radius="sm" fit="cover" />
      <RouterAnchor
        to="/moderation/videos/$videoId"
        params={{ videoId: row.video.id }}
        size="sm"
        lineClamp={2}
      >
        {row.video.title}
      </RouterAnchor>
    </Group>
  );
}

const p = columnsFor<Participant>();
const PARTICIPANT_COLUMNS = [
  p.count('place', 'Место'),
  p.user('user', 'Участник'),
  p.custom('video', 'Работа', VideoCell),
  p.count('votes', 'Голоса'),
];

function ParticipantsTable({ contest }: { contest: Contest }) {
  // Always best first: the columns are not sortable, the pager changes page and size.
  const { sort, order, limit } = FIRST_PARTICIPANTS;
  const list = useLocalListState(sort, order, limit);
  const participants = useQuery(participantsQueryOptions(contest.id, list.state));
  return (
    <DataTable
      label="Участники"
      columns={PARTICIPANT_COLUMNS}
      rows={participants.data?.items}
      total={participants.data?.total}
      state={list.state}
      onStateChange={list.change}
      getRowId={(row) => String(row.video.id)}
      isLoading={participants.isPending}
      error={participants.error}
      stale={participants.isRefetchError}
      onRetry={() => void participants.refetch()}
      emptyTitle={
        contest.status === 'draft' ? 'Черновик ещё не принимает работы' : 'Работ пока нет'
      }
    />
  );
}

function ContestActions({ contest, now }: { contest: Contest; now: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const transition = useContestTransition(contest.id);
  const remove = useDeleteContest();
  const [publishProblems, setPublishProblems] = useState<Record<string, string>>({});
  const busy = transition.isPending || remove.isPending;

  const run = async (change: ContestTransition): Promise<boolean> => {
    try {
      await transition.mutateAsync(change);
      return true;
    } catch (error) {
      if (change.action === 'publish' && error instanceof ApiError)
        setPublishProblems(error.fieldErrors);
      return false;
    }
  };

  async function publish() {
    const ok = await confirmAction({
      title: 'Опубликовать конкурс?',
      message: `Конкурс «${contest.title}» станет виден пользователям и начнёт принимать работы ${formatDateTime(contest.startsAt)}. После публикации нельзя менять категорию, даты приёма работ и деньги.`,
      confirmLabel: 'Опубликовать',
    });
    if (ok && (await run({ action: 'publish' }))) setPublishProblems({});
  }

  async function finish() {
    let top: Participant[];
    try {
      top = (
        await queryClient.fetchQuery({ ...topParticipantsQueryOptions(contest.id), staleTime: 0 })
      ).items;
    } catch {
      return; // The failure has been shown.
    }
    if (top.length === 0) {
      await confirmAction({
        title: 'Некого объявить победителем',
        message: 'В конкурсе нет ни одной работы. Конкурс без работ можно только отменить.',
        confirmLabel: 'Понятно',
      });
      return;
    }
    await askWinner(top, (winnerVideoId) => run({ action: 'finish', winnerVideoId }));
  }

  async function cancel() {
    await askReason({
      title: 'Отменить конкурс',
      label: 'Причина отмены',
      description:
        contest.status === 'active'
          ? 'Конкурс остановится, оплаченные взносы вернутся участникам. Причину увидят участники.'
          : 'Черновик не будет опубликован. Причину увидят администраторы.',
      confirmLabel: 'Отменить конкурс',
      schema: cancelReasonSchema,
      maxLength: CANCEL_REASON_MAX,
      submit: (reason) => run({ action: 'cancel', reason }),
    });
  }

  async function deleteDraft() {
    const ok = await confirmAction({
      title: 'Удалить черновик?',
      message: `Черновик «${contest.title}» будет удалён безвозвратно.`,
      confirmLabel: 'Удалить',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(contest, { onSuccess: () => void navigate({ to: '/moderation/contests' }) });
  }

  const problems = Object.entries(publishProblems);
  const open = contest.status === 'draft' || contest.status === 'active';
  // Before its start a published contest has no entries to choose a winner from (the server: 409).
  const started = hasStarted(contest, now);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {open && (
          <RouterButton
            to="/moderation/contests/$contestId/edit"
            params={{ contestId: contest.id }}
            variant="default"
            leftSection={<IconEdit size={16} />}
          >
            Редактировать
          </RouterButton>
        )}
        {contest.status === 'draft' && (
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={publish} disabled={busy}>
            Опубликовать
          </Button>
        )}
        {contest.status === 'active' && started && (
          <Button leftSection={<IconFlag size={16} />} onClick={finish} disabled={busy}>
            Завершить
          </Button>
        )}
        {open && (
          <Button
            color="red"
            variant="light"
            leftSection={<IconX size={16} />}
            onClick={cancel}
            disabled={busy}
          >
            Отменить конкурс
          </Button>
        )}
        {contest.status === 'draft' && (
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={16} />}
            onClick={deleteDraft}
            loading={remove.isPending}
            disabled={busy}
          >
            Удалить
          </Button>
        )}
      </Group>
      {contest.status === 'active' && !started && (
        <Text size="sm" c="dimmed">
          Приём работ начнётся {formatDateTime(contest.startsAt)}: тогда конкурс можно будет
          завершить.
        </Text>
      )}
      {problems.length > 0 && contest.status === 'draft' && (
        <Alert color="orange" variant="light" title="Конкурс пока нельзя опубликовать">
          <List size="sm">
            {problems.map(([field, message]) => (
              <List.Item key={field}>
                {FIELD_LABELS[field] ?? field}: {message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

export function ContestPage({ id }: { id: number }) {
  const { data: contest } = useSuspenseQuery(contestQueryOptions(id));
  const self = useSelf();
  const [now] = useState(() => Date.now());

  return (
    <>
      <PageHeader
        title={contest.title}
        crumbs={[
          { label: 'Модерация' },
          { label: 'Конкурсы', to: '/moderation/contests' },
          { label: `№${contest.id}` },
        ]}
        actions={<ContestStatusBadge contest={contest} now={now} />}
      />
      <Stack gap="lg">
        {isAdmin(self) && <ContestActions contest={contest} now={now} />}
        {contest.status === 'cancelled' && (
          <Alert color="red" variant="light" title="Конкурс отменён">
            {contest.cancelReason ?? 'Причина не указана.'}
          </Alert>
        )}
        {contest.winner && (
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-yellow-light)">
            <Group gap="md" wrap="nowrap">
              <IconTrophy size={32} color="var(--mantine-color-yellow-7)" aria-hidden />
              <Stack gap={4}>
                <Text fw={700}>Победитель</Text>
                <Group gap="xs">
                  <UserCell user={contest.winner.user} />
                  <Text size="sm">с работой</Text>
                  <RouterAnchor
                    to="/moderation/videos/$videoId"
                    params={{ videoId: contest.winner.video.id }}
                    size="sm"
                    fw={600}
                  >
                    «{contest.winner.video.title}»
                  </RouterAnchor>
                </Group>
              </Stack>
            </Group>
          </Paper>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md">
                <Group align="flex-start" gap="lg" wrap="wrap">
                  <Image
                    src={contest.coverUrl}
                    alt={`Обложка конкурса «${contest.title}»`}
                    w={240}
                    h={135}
                    radius="sm"
                    fit="cover"
                  />
                  {/* At least 16rem beside the cover, else below it (a phone): never squeezed. */}
                  <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" style={{ flex: '1 1 16rem' }}>
                    <LabeledValue label="Категория">{contest.category.name}</LabeledValue>
                    <LabeledValue label="Призовой фонд">
                      <Text fw={700} size="sm">
                        {formatMoney(contest.prizeFund)}
                      </Text>
                    </LabeledValue>
                    <LabeledValue label="Взнос за участие">
                      {contest.entryFee === 0 ? 'бесплатно' : formatMoney(contest.entryFee)}
                    </LabeledValue>
                    <LabeledValue label="Участники">
                      {formatCount(contest.participantsCount)}
                      {contest.maxParticipants === null
                        ? ' (без ограничения)'
                        : ` из ${formatCount(contest.maxParticipants)}`}
                    </LabeledValue>
                    <LabeledValue label="Видео">{formatCount(contest.videosCount)}</LabeledValue>
                    <LabeledValue label="Создан">{formatDateTime(contest.createdAt)}</LabeledValue>
                  </SimpleGrid>
                </Group>
              </Paper>
              <Paper withBorder radius="md" p="md">
                <Title order={2} size="h4" mb="xs">
                  Описание
                </Title>
                <Text
                  size="sm"
                  style={{ whiteSpace: 'pre-line' }}
                  c={contest.description ? undefined : 'dimmed'}
                >
                  {contest.description || 'Описания пока нет.'}
                </Text>
                <Title order={2} size="h4" mt="md" mb="xs">
                  Правила
                </Title>
                <Text
                  size="sm"
                  style={{ whiteSpace: 'pre-line' }}
                  c={contest.rules ? undefined : 'dimmed'}
                >
                  {contest.rules || 'Правил пока нет.'}
                </Text>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Paper withBorder radius="md" p="md">
                <Title order={2} size="h4" mb="sm">
                  Сроки
                </Title>
                <ContestTimeline contest={contest} now={now} />
              </Paper>
              <EntityHistory entityType="contest" entityId={contest.id} />
            </Stack>
          </Grid.Col>
        </Grid>
        <Stack gap="xs">
          <Title order={2} size="h3">
            Участники{' '}
            <Text span c="dimmed" fz="inherit">
              {formatCount(contest.participantsCount)}{' '}
              {plural(contest.participantsCount, 'человек', 'человека', 'человек')}
            </Text>
          </Title>
          <ParticipantsTable contest={contest} />
        </Stack>
      </Stack>
    </>
  );
}
