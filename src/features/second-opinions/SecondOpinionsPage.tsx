import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { pageOf } from '@/contract/common';
import {
  ESCALATION_NOTE_MAX,
  ESCALATION_WORDS,
  escalationAnswerField,
  escalationSchema,
  type Escalation,
} from '@/contract/escalations';
import { QUEUE_LABELS } from '@/contract/queue-stats';
import { apiOf } from '@/shared/api/session';
import { askReason } from '@/shared/form/reason-dialog';
import { DataTable } from '@/shared/table/DataTable';
import { EnumFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { useKeyboardQueue } from '@/shared/table/useKeyboardQueue';
import { useListPage } from '@/shared/table/useListPage';
import { notifyWarning } from '@/shared/ui/notify';
import { PageHeader } from '@/shared/ui/PageHeader';
import { StartQueueButton } from '@/shared/ui/StartQueueButton';
import { secondOpinionsListQueryOptions, useGiveBack } from './api';
import { secondOpinionColumns } from './columns';
import { itemLink } from './item-link';
import { secondOpinionsList } from './search';

const route = getRouteApi('/_authenticated/_admin/second-opinions');
const CRUMBS = [{ label: 'Администрирование' }, { label: ESCALATION_WORDS.page }];
const EMPTY = 'Второго мнения никто не ждёт';
const oldestPage = pageOf(escalationSchema);

/**
 * «Вторые мнения» (docs/product.md#second-opinions): the items moderators asked administrators
 * about, the longest waiting first. «Решить» (Enter) opens the item where its decisions are (an
 * administrator's decision answers the request); «Вернуть в очередь» (B) hands it back with a word;
 * «Начать» opens the one waiting longest.
 */
export function SecondOpinionsPage() {
  const page = useListPage(route, secondOpinionsList, secondOpinionsListQueryOptions, {
    selectable: false,
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const giveBack = useGiveBack();
  const { mutateAsync } = giveBack;
  const columns = useMemo(() => {
    const askGiveBack = (row: Escalation) =>
      void askReason({
        title: `${ESCALATION_WORDS.giveBack}: ${row.itemTitle}`,
        label: ESCALATION_WORDS.answer,
        description: `${row.askedBy.nickname}: «${row.note}»`,
        placeholder: 'Например: правила это допускают, решайте сами',
        confirmLabel: ESCALATION_WORDS.giveBack,
        schema: escalationAnswerField,
        maxLength: ESCALATION_NOTE_MAX,
        submit: (note) =>
          mutateAsync({ row, note }).then(
            () => true,
            () => false,
          ),
      });
    return { askGiveBack, table: secondOpinionColumns(askGiveBack) };
  }, [mutateAsync]);

  const open = (row: Pick<Escalation, 'queue' | 'itemId'>) => void navigate(itemLink(row));
  const queue = useKeyboardQueue<Escalation>({
    rows: page.rows,
    onOpen: open,
    actions: [{ letter: 'B', label: 'вернуть в очередь', run: columns.askGiveBack }],
  });

  /** «Начать»: the item waiting longest, whatever the table's order and filter. */
  async function start() {
    const { items } = await apiOf(queryClient).get('escalations', oldestPage, {
      searchParams: { sort: 'askedAt', order: 'asc', limit: 10 },
    });
    if (items[0]) open(items[0]);
    else notifyWarning(EMPTY);
  }

  return (
    <>
      <PageHeader
        title={ESCALATION_WORDS.page}
        crumbs={CRUMBS}
        description="Записи, по которым модераторы просят решения администратора. Решение администратора — решение записи; модератор узнает о нём сразу."
        actions={<StartQueueButton start={start} />}
      />
      <ListFilters list={page} searchPlaceholder="Поиск по записи, сомнению, нику">
        <EnumFilter
          label="Очередь"
          placeholder="Все очереди"
          labels={QUEUE_LABELS}
          {...page.field('queue')}
        />
      </ListFilters>
      <DataTable
        label={ESCALATION_WORDS.page}
        columns={columns.table}
        {...page.table}
        {...queue.tableProps}
        legend={queue.legend}
        emptyTitle={EMPTY}
      />
    </>
  );
}
