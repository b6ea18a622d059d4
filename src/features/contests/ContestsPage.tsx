import { Button, Image, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { categoryOptionsQueryOptions } from '@/shared/api/options';
import { FormModal } from '@/shared/form/FormModal';
import { formatDateTime, formatCount, formatMoney } from '@/shared/lib/format';
import { isAdmin, useSelf } from '@/shared/api/self';
import { columnsFor } from '@/shared/table/columns';
import { DataTable } from '@/shared/table/DataTable';
import { IdFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { useListPage } from '@/shared/table/useListPage';
import { characterCount } from '@/shared/ui/character-count';
import { RouterAnchor } from '@/shared/ui/links';
import { PageHeader } from '@/shared/ui/PageHeader';
import { CONTEST_STATUS_STYLES } from '@/shared/ui/statuses';
import { contestQueryOptions, contestsListQueryOptions, useCreateContest } from './api';
import { createContestSchema, TITLE_MAX, type Contest } from './schemas';
import { ContestStatusCell } from './ContestStatusBadge';
import { contestsList } from './search';
import { CategorySelect } from '@/shared/form/CategorySelect';

const route = getRouteApi('/_authenticated/moderation/contests/');

const STATUS_FILTERS = [
  { value: 'all', label: 'Все' },
  { value: 'draft', label: CONTEST_STATUS_STYLES.draft.label },
  { value: 'active', label: CONTEST_STATUS_STYLES.active.label },
  { value: 'finished', label: CONTEST_STATUS_STYLES.finished.label },
  { value: 'cancelled', label: CONTEST_STATUS_STYLES.cancelled.label },
] as const;

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
const COLUMNS = [
  c.custom('cover', 'Обложка', Cover, { shrink: true, hiddenHeader: true }),
  c.custom('title', 'Название', TitleCell),
  c.custom('status', 'Статус', ContestStatusCell, { shrink: true }),
  c.date('startsAt', 'Начало', { sortable: true }),
  c.custom('endsAt', 'Приём работ до', Ends, { sortable: true, shrink: true }),
  c.custom('prizeFund', 'Призовой фонд', Money, { sortable: true, shrink: true }),
  c.custom('participantsCount', 'Участники', Participants, { sortable: true, shrink: true }),
];

/** «Создать конкурс»: a title and a category make a draft; the rest is filled in on its edit page. */
function CreateContestButton() {
  const [opened, setOpened] = useState(false);
  const create = useCreateContest();
  const categories = useQuery(categoryOptionsQueryOptions());
  const navigate = useNavigate();
  return (
    <>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
        Создать конкурс
      </Button>
      <FormModal
        opened={opened}
        onClose={() => setOpened(false)}
        title="Новый конкурс"
        formKey="create"
        schema={createContestSchema}
        initialValues={{ title: '', categoryId: '' }}
        submitLabel="Создать черновик"
        submit={async (values) => {
          const contest = await create.mutateAsync({
            title: values.title.trim(),
            categoryId: Number(values.categoryId),
          });
          await navigate({
            to: '/moderation/contests/$contestId/edit',
            params: { contestId: contest.id },
          });
        }}
      >
        {(form) => (
          <>
            <Text size="sm" c="dimmed">
              Конкурс создаётся черновиком: даты, деньги и правила заполните на следующем шаге.
            </Text>
            <TextInput
              label="Название"
              withAsterisk
              data-autofocus
              {...form.getInputProps('title')}
              {...characterCount(form.values.title, TITLE_MAX)}
            />
            <CategorySelect
              categories={categories.data ?? []}
              {...form.getInputProps('categoryId')}
            />
          </>
        )}
      </FormModal>
    </>
  );
}

export function ContestsPage() {
  const self = useSelf();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const categories = useQuery(categoryOptionsQueryOptions());
  const list = useListPage(route, contestsList, contestsListQueryOptions, { selectable: false });
  const { search, change, isFiltered, reset, table } = list;

  return (
    <>
      <PageHeader
        title="Конкурсы"
        crumbs={[{ label: 'Модерация' }, { label: 'Конкурсы' }]}
        description="Конкурсы платформы: черновики, идущие, завершённые и отменённые."
        actions={isAdmin(self) && <CreateContestButton />}
      />
      <ListFilters
        list={list}
        searchPlaceholder="Поиск по названию и описанию"
        statusOptions={STATUS_FILTERS}
      >
        <IdFilter
          label="Категория"
          placeholder="Все категории"
          items={categories.data}
          value={search.categoryId}
          onChange={(categoryId) => change({ categoryId })}
        />
      </ListFilters>
      <DataTable
        label="Конкурсы"
        columns={COLUMNS}
        {...table}
        onRowIntent={(contest) => void queryClient.prefetchQuery(contestQueryOptions(contest.id))}
        onRowClick={(contest) =>
          void navigate({
            to: '/moderation/contests/$contestId',
            params: { contestId: contest.id },
          })
        }
        emptyTitle="Конкурсы не найдены"
        emptyHint={
          isFiltered && (
            <Button size="xs" variant="light" onClick={reset}>
              Сбросить фильтры
            </Button>
          )
        }
      />
    </>
  );
}
