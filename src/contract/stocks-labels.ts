import type { AuditValueLabels } from './audit-kinds';
import type { StockKind, StockStatus } from './stocks-list';

/**
 * The words of a promotion's values, wherever they are shown (badges, the form's select, the audit
 * trail): apart from the schemas (stocks.ts) and from the list module, which is in the first chunk.
 */
export const STOCK_STATUS_LABELS = {
  scheduled: 'Запланирована',
  active: 'Активна',
  finished: 'Завершена',
  disabled: 'Выключена',
} as const satisfies Record<StockStatus, string>;

export const STOCK_KIND_LABELS: Record<StockKind, string> = {
  bonus_percent: 'Процент к взносу',
  bonus_fixed: 'Фиксированный бонус',
};

export const valueLabels: AuditValueLabels = {
  entity: 'stock',
  fields: { status: STOCK_STATUS_LABELS, kind: STOCK_KIND_LABELS },
  // As the form and the list name them.
  names: { kind: 'Вид бонуса', value: 'Бонус' },
};
