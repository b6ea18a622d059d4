import { Switch, Text } from '@mantine/core';
import { formatDateTime, formatMoney } from '@/shared/lib/format';
import { formatMoneyShort } from '@/shared/lib/money';
import { columnsFor, TitleWithDescription } from '@/shared/table/columns';
import { STOCK_STATUS_STYLES } from '@/shared/ui/statuses';
import { useToggleStock } from './api';
import type { Stock } from '@/contract/stocks';
import { StockActions } from './StockActions';

/** `+10 %` or `+500 ₽`. */
export function bonusText(stock: Pick<Stock, 'kind' | 'value'>): string {
  return stock.kind === 'bonus_percent' ? `+${stock.value} %` : `+${formatMoneyShort(stock.value)}`;
}

function StockTitle({ row }: { row: Stock }) {
  return <TitleWithDescription title={row.title} description={row.description} />;
}

function Bonus({ row }: { row: Stock }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      <b>{bonusText(row)}</b>{' '}
      <Text span size="xs" c="dimmed">
        {row.minContribution === null
          ? 'к любому взносу'
          : `от ${formatMoney(row.minContribution)}`}
      </Text>
    </Text>
  );
}

function Period({ row }: { row: Stock }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(row.startsAt)} — {formatDateTime(row.endsAt)}
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

function EnabledSwitch({ row }: { row: Stock }) {
  const toggle = useToggleStock();
  return (
    <Switch
      aria-label={`Включена: ${row.title}`}
      checked={row.isEnabled}
      disabled={toggle.isPending(row.id)}
      onChange={(event) => void toggle.run({ id: row.id, isEnabled: event.currentTarget.checked })}
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
