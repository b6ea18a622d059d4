import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { isAdmin, useSelf } from '@/shared/api/self';
import { DataTable } from '@/shared/table/DataTable';
import { useListPage } from '@/shared/table/useListPage';
import { PageHeader } from '@/shared/ui/PageHeader';
import { contestQueryOptions, contestsListQueryOptions } from './api';
import { contestColumns } from './columns';
import { ContestsFilters } from './ContestsFilters';
import { CreateContestButton } from './CreateContestButton';
import { contestsList } from './search';

const route = getRouteApi('/_authenticated/moderation/contests/');

export function ContestsPage() {
  const self = useSelf();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useListPage(route, contestsList, contestsListQueryOptions, { selectable: false });
  const { isFiltered, reset, table } = list;

  return (
    <>
      <PageHeader
        title="Конкурсы"
        crumbs={[{ label: 'Модерация' }, { label: 'Конкурсы' }]}
        description="Конкурсы платформы: черновики, запланированные, идущие, завершённые и отменённые."
        actions={isAdmin(self) && <CreateContestButton />}
      />
      <ContestsFilters />
      <DataTable
        label="Конкурсы"
        columns={contestColumns}
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
