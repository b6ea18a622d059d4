import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconEdit, IconFlag, IconPlayerPlay, IconTrash, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { contestLifecycle } from '@/contract/contests';
import { ApiError } from '@/shared/api/errors';
import { askReason } from '@/shared/form/askReason';
import { formatDateTime } from '@/shared/lib/format';
import { confirmAction } from '@/shared/ui/dialogs';
import { RouterButton } from '@/shared/ui/links';
import {
  topParticipantsQueryOptions,
  useContestTransition,
  useDeleteContest,
  type ContestTransition,
} from './api';
import { askWinner } from './ask-winner';
import { CANCEL_REASON_MAX, cancelReasonSchema, type Contest, type Participant } from './schemas';

/** Field names of the publish 422, as the page names them. */
const FIELD_LABELS: Record<string, string> = {
  description: 'Описание',
  rules: 'Правила',
  endsAt: 'Окончание приёма работ',
};

/**
 * An administrator's actions on the contest: edit, publish (what stops it is listed under the
 * buttons), finish with a winner, cancel with a reason, delete a draft.
 */
export function ContestActions({ contest, now }: { contest: Contest; now: number }) {
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
  // Before its start a published contest has no entries to choose a winner from (the server: 409).
  const allowed = contestLifecycle(contest, now);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        {allowed.edit && (
          <RouterButton
            to="/moderation/contests/$contestId/edit"
            params={{ contestId: contest.id }}
            variant="default"
            leftSection={<IconEdit size={16} />}
          >
            Редактировать
          </RouterButton>
        )}
        {allowed.publish && (
          <Button leftSection={<IconPlayerPlay size={16} />} onClick={publish} disabled={busy}>
            Опубликовать
          </Button>
        )}
        {allowed.finish && (
          <Button leftSection={<IconFlag size={16} />} onClick={finish} disabled={busy}>
            Завершить
          </Button>
        )}
        {allowed.cancel && (
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
        {allowed.delete && (
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
      {contest.status === 'active' && !allowed.finish && (
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
