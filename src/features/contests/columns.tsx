import { Image } from '@mantine/core';
import { formatCount, formatDate } from '@/shared/lib/format';
import { formatMoneyShort } from '@/shared/lib/format';
import { CELL_MAIN, CellLine, columnsFor, WithNote } from '@/shared/table/columns';
import { RouterAnchor } from '@/shared/ui/links';
import { ContestStatusCell } from './ContestStatusBadge';
import type { Contest } from './schemas';

function Cover({ row }: { row: Contest }) {
  return <Image src={row.coverUrl} alt="" w={44} h={25} radius="sm" fit="cover" loading="lazy" />;
}

function TitleCell({ row }: { row: Contest }) {
  return (
    <CellLine
      full={`${row.title} — №${row.id} · ${row.category.name}`}
      main={
        <RouterAnchor
          to="/moderation/contests/$contestId"
          params={{ contestId: row.id }}
          fw={600}
          size="sm"
          truncate="end"
          style={CELL_MAIN}
        >
          {row.title}
        </RouterAnchor>
      }
      number={`№${row.id}`}
      facts={row.category.name}
    />
  );
}

function Ends({ row }: { row: Contest }) {
  return (
    <WithNote
      value={formatDate(row.endsAt)}
      note={`голосование до ${formatDate(row.votingEndsAt)}`}
    />
  );
}

function Participants({ row }: { row: Contest }) {
  const max = row.maxParticipants !== null ? ` из ${formatCount(row.maxParticipants)}` : '';
  return (
    <WithNote
      value={`${formatCount(row.participantsCount)}${max}`}
      note={`видео: ${formatCount(row.videosCount)}`}
    />
  );
}

function Money({ row }: { row: Contest }) {
  return (
    <WithNote
      value={formatMoneyShort(row.prizeFund)}
      note={`взнос: ${row.entryFee === 0 ? 'бесплатно' : formatMoneyShort(row.entryFee)}`}
    />
  );
}

const c = columnsFor<Contest>();
export const contestColumns = [
  c.custom('cover', 'Обложка', Cover, { shrink: true, hiddenHeader: true }),
  c.custom('title', 'Название', TitleCell, { main: true }),
  c.custom('status', 'Статус', ContestStatusCell, { shrink: true }),
  // Days in the list (a contest's hours are on its page): the table fits a 1440 px screen in one line.
  c.date('startsAt', 'Начало', { sortable: true, time: false }),
  c.custom('endsAt', 'Приём работ до', Ends, { sortable: true, shrink: true }),
  c.custom('prizeFund', 'Призовой фонд', Money, { sortable: true, shrink: true }),
  c.custom('participantsCount', 'Участники', Participants, { sortable: true, shrink: true }),
];
