import { Text } from '@mantine/core';
import { formatDate } from '@/shared/lib/format';
import { formatMoneyShort } from '@/shared/lib/format';
import { ActiveSwitch } from '@/shared/table/ActiveSwitch';
import { columnsFor, TitleWithDescription, WithNote } from '@/shared/table/columns';
import { statusStyles } from '@/shared/ui/statuses';
import { STOCK_STATUS_LABELS } from '@/contract/stocks-labels';
import { useToggleStock } from './api';
import type { Stock } from '@/contract/stocks';
import { StockActions } from './StockActions';

/** A promotion's status as its badge shows it: only this list shows promotions. */
export const STOCK_STATUS_STYLES = statusStyles(STOCK_STATUS_LABELS, {
  scheduled: 'blue',
  active: 'green',
  finished: 'gray',
  disabled: 'red',
});

/** `+10 %` or `+500 ₽`. */
export function bonusText(stock: Pick<Stock, 'kind' | 'value'>): string {
  return stock.kind === 'bonus_percent' ? `+${stock.value} %` : `+${formatMoneyShort(stock.value)}`;
}

function StockTitle({ row }: { row: Stock }) {
  return <TitleWithDescription title={row.title} description={row.description} />;
}

function Bonus({ row }: { row: Stock }) {
  return (
    <WithNote
      value={<b>{bonusText(row)}</b>}
      note={
        row.minContribution === null
          ? 'к любому взносу'
          : `от ${formatMoneyShort(row.minContribution)}`
      }
    />
  );
}

/** Days in the list (the hours are in the form): the table fits a 1440 px screen in one line. */
function Period({ row }: { row: Stock }) {
  // Below 1400 px the end goes under the start (`data-wrap-when-narrow`), as `WithNote` does.
  return (
    <Text size="sm" data-wrap-when-narrow="">
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.startsAt)} —</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.endsAt)}</span>
    </Text>
  );
}

function ContestCell({ row }: { row: Stock }) {
  const title = row.contest?.title ?? 'Все';
  return (
    <Text size="sm" truncate="end" maw={180} title={title}>
      {title}
    </Text>
  );
}

const ENABLED_LABELS = { on: 'Включена', off: 'Выключена' };

function EnabledSwitch({ row }: { row: Stock }) {
  const toggle = useToggleStock();
  return (
    <ActiveSwitch
      name={row.title}
      labels={ENABLED_LABELS}
      active={row.isEnabled}
      disabled={toggle.isPending(row.id)}
      onChange={(isEnabled) => void toggle.run({ id: row.id, isEnabled })}
    />
  );
}

/** The table's columns; `onEdit` (the page's stable setter) opens a row in the form. */
export function stockColumns(onEdit: (stock: Stock) => void) {
  const c = columnsFor<Stock>();
  return [
    c.custom('title', 'Акция', StockTitle, { main: true }),
    c.status('status', 'Статус', STOCK_STATUS_STYLES),
    c.custom('value', 'Бонус', Bonus, { shrink: true }),
    c.custom('startsAt', 'Период', Period, { sortable: true, shrink: true }),
    c.custom('contest', 'Конкурс', ContestCell),
    c.count('usageCount', 'Применений'),
    c.custom('isEnabled', 'Вкл.', EnabledSwitch, { shrink: true }),
    c.actions(StockActions, { props: { onEdit } }),
  ];
}
