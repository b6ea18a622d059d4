import { useQuery } from '@tanstack/react-query';
import { complaintReasonOptionsQueryOptions } from '@/shared/api/options';
import { EnumFilter, IdFilter } from '@/shared/table/filters';
import { ListFilters } from '@/shared/table/ListFilters';
import { statusFilterOptions } from '@/shared/table/StatusFilter';
import { COMPLAINT_STATUS_STYLES } from '@/shared/ui/statuses';
import { TARGET_TYPE_LABEL } from './api';
import { useComplaintsSearch } from './useComplaintsSearch';

// The tabs name the queues (a row's badge says «Новая»).
const STATUS_FILTERS = statusFilterOptions(COMPLAINT_STATUS_STYLES, {
  tabs: { new: 'Новые', resolved: 'Решённые', rejected: 'Отклонённые' },
});

/** The complaints' filters, on the URL alone: not drawn again when the rows or the keys change. */
export function ComplaintsFilters() {
  const list = useComplaintsSearch();
  const { field } = list;
  const reasons = useQuery(complaintReasonOptionsQueryOptions());
  return (
    <ListFilters
      list={list}
      searchPlaceholder="Поиск по тексту жалобы и автору"
      statusOptions={STATUS_FILTERS}
    >
      <EnumFilter
        label="Объект"
        placeholder="Все объекты"
        labels={TARGET_TYPE_LABEL}
        {...field('targetType')}
      />
      <IdFilter
        label="Причина"
        placeholder="Все причины"
        width={240}
        items={reasons.data}
        {...field('reasonId')}
      />
    </ListFilters>
  );
}
