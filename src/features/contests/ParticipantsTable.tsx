import { Group, Image } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { columnsFor } from '@/shared/table/columns';
import { DataTable } from '@/shared/table/DataTable';
import { useLocalListState } from '@/shared/table/useLocalListState';
import { RouterAnchor } from '@/shared/ui/links';
import { FIRST_PARTICIPANTS, participantsQueryOptions } from './api';
import type { Contest, Participant } from './schemas';

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

/** The contest's entries, best first, paged in the component. */
export function ParticipantsTable({ contest }: { contest: Contest }) {
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
