import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import {
  ESCALATION_NOTE_MAX,
  ESCALATION_WORDS,
  escalationAnswerField,
  type Escalation,
} from '@/contract/escalations';
import { QUEUE_LABELS } from '@/contract/queue-stats';
import { askReason } from '@/shared/form/reason-dialog';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { useListPage } from '@/shared/table/useListPage';
import { PageHeader } from '@/shared/ui/PageHeader';
import { secondOpinionsListQueryOptions, useGiveBack } from './api';
import { secondOpinionColumns } from './columns';
import { secondOpinionsList } from './search';

const route = getRouteApi('/_authenticated/_admin/second-opinions');
const CRUMBS = [{ label: 'Администрирование' }, { label: ESCALATION_WORDS.page }];

/**
 * «Вторые мнения» (docs/product.md#second-opinions): the items moderators asked
 * administrators about, the longest waiting first. «Решить» opens the item where its decisions are
 * (an administrator's decision answers the request); «Вернуть в очередь» hands it back with a word.
 */
export function SecondOpinionsPage() {
  const page = useListPage(route, secondOpinionsList, secondOpinionsListQueryOptions, {
    selectable: false,
  });
  const giveBack = useGiveBack();
  const columns = useMemo(
    () =>
      secondOpinionColumns((row: Escalation) => {
        void askReason({
          title: `${ESCALATION_WORDS.giveBack}: ${row.itemTitle}`,
          label: ESCALATION_WORDS.answer,
          description: `${row.askedBy.nickname}: «${row.note}»`,
          placeholder: 'Например: правила это допускают, решайте сами',
          confirmLabel: ESCALATION_WORDS.giveBack,
          schema: escalationAnswerField,
          maxLength: ESCALATION_NOTE_MAX,
          submit: (note) =>
            giveBack.mutateAsync({ row, note }).then(
              () => true,
              () => false,
            ),
        });
      }),
    // The mutation's `mutateAsync` is stable: the columns are made once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <>
      <PageHeader
        title={ESCALATION_WORDS.page}
        crumbs={CRUMBS}
        description="Записи, по которым модераторы просят решения администратора. Решение администратора — решение записи; модератор узнает о нём сразу."
      />
      <ListFilters list={page} searchPlaceholder="Поиск по сомнению, записи, модератору">
        <EnumFilter
          label="Очередь"
          placeholder="Все очереди"
          labels={QUEUE_LABELS}
          {...page.field('queue')}
        />
      </ListFilters>
      <DataTable
        label={ESCALATION_WORDS.page}
        columns={columns}
        {...page.table}
        emptyTitle="Второго мнения никто не ждёт"
      />
    </>
  );
}
