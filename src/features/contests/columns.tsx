import { Image, Stack, Text } from '@mantine/core';
import { formatCount, formatDateTime, formatMoney } from '@/shared/lib/format';
import { columnsFor } from '@/shared/table/columns';
import { RouterAnchor } from '@/shared/ui/links';
import { ContestStatusCell } from './ContestStatusBadge';
import type { Contest } from './schemas';

function Cover({ row }: { row: Contest }) {
  return <Image src={row.coverUrl} alt="" w={64} h={36} radius="sm" fit="cover" loading="lazy" />;
}

function TitleCell({ row }: { row: Contest }) {
  return (
    <Stack gap={0} maw={280}>
      <RouterAnchor
        to="/moderation/contests/$contestId"
        params={{ contestId: row.id }}
        fw={600}
        size="sm"
        lineClamp={2}
      >
        {row.title}
      </RouterAnchor>
      <Text size="xs" c="dimmed">
        №{row.id} · {row.category.name}
      </Text>
    </Stack>
  );
}

function Ends({ row }: { row: Contest }) {
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm">{formatDateTime(row.endsAt)}</Text>
      <Text size="xs" c="dimmed">
        голосование до {formatDateTime(row.votingEndsAt)}
      </Text>
    </Stack>
  );
}

function Participants({ row }: { row: Contest }) {
  return (
    <Stack gap={0} style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm">
        {formatCount(row.participantsCount)}
        {row.maxParticipants !== null && ` из ${formatCount(row.maxParticipants)}`}
      </Text>
      <Text size="xs" c="dimmed">
        видео: {formatCount(row.videosCount)}
      </Text>
    </Stack>
  );
}

function Money({ row }: { row: Contest }) {
  return (
    <Stack gap={0} align="flex-end" style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm">{formatMoney(row.prizeFund)}</Text>
      <Text size="xs" c="dimmed">
        взнос: {row.entryFee === 0 ? 'бесплатно' : formatMoney(row.entryFee)}
      </Text>
    </Stack>
  );
}

const c = columnsFor<Contest>();
export const contestColumns = [
  c.custom('cover', 'Обложка', Cover, { shrink: true, hiddenHeader: true }),
  c.custom('title', 'Название', TitleCell),
  c.custom('status', 'Статус', ContestStatusCell, { shrink: true }),
  c.date('startsAt', 'Начало', { sortable: true }),
  c.custom('endsAt', 'Приём работ до', Ends, { sortable: true, shrink: true }),
  c.custom('prizeFund', 'Призовой фонд', Money, { sortable: true, shrink: true }),
  c.custom('participantsCount', 'Участники', Participants, { sortable: true, shrink: true }),
];
