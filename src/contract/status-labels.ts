import type { ApplicationStatus } from './applications-list';
import type { CommentStatus } from './comments-list';
import type { ComplaintStatus } from './complaints-list';
import type { ContestStatus } from './contests-list';
import type { ContributionStatus, ContributionType, PaymentMethod } from './contributions-list';
import type { StockKind, StockStatus } from './stocks-list';
import type { UserStatus } from './users-list';
import type { VideoStatus } from './videos-list';

/*
 * Every entity's status labels, re-exported by the entity's module. Apart from the entities' schemas:
 * the badges of a list (shared/ui/statuses.ts) need the labels of all of them and none of their
 * schemas; and apart from the list modules: the routes' search schemas (first chunk) need none.
 */

export const APPLICATION_STATUS_LABELS = {
  pending: 'На рассмотрении',
  approved: 'Одобрена',
  rejected: 'Отклонена',
} as const satisfies Record<ApplicationStatus, string>;

export const COMMENT_STATUS_LABELS = {
  visible: 'Виден',
  hidden: 'Скрыт',
} as const satisfies Record<CommentStatus, string>;

export const COMPLAINT_STATUS_LABELS = {
  new: 'Новая',
  resolved: 'Решена',
  rejected: 'Отклонена',
} as const satisfies Record<ComplaintStatus, string>;

/**
 * How the panel names each contest status. `scheduled` is no server status: an `active` contest whose
 * start is still ahead is shown so (`contestState`, contests-list.ts).
 */
export const CONTEST_STATUS_LABELS = {
  draft: 'Черновик',
  scheduled: 'Запланирован',
  active: 'Идёт',
  finished: 'Завершён',
  cancelled: 'Отменён',
} as const satisfies Record<ContestStatus | 'scheduled', string>;

export const CONTRIBUTION_STATUS_LABELS = {
  succeeded: 'Успешно',
  pending: 'В обработке',
  failed: 'Ошибка',
  refunded: 'Возврат',
} as const satisfies Record<ContributionStatus, string>;

export const STOCK_STATUS_LABELS = {
  scheduled: 'Запланирована',
  active: 'Активна',
  finished: 'Завершена',
  disabled: 'Выключена',
} as const satisfies Record<StockStatus, string>;

export const USER_STATUS_LABELS = {
  active: 'Активен',
  blocked: 'Заблокирован',
} as const satisfies Record<UserStatus, string>;

export const VIDEO_STATUS_LABELS = {
  moderation: 'На модерации',
  published: 'Опубликовано',
  rejected: 'Отклонено',
} as const satisfies Record<VideoStatus, string>;

/*
 * The words of the other enums an audit entry's values may hold (audit-values.ts), beside the statuses
 * for the same reason: the audit trail's first paint reads them without the entities' schemas.
 */

export const CONTRIBUTION_TYPE_LABELS: Record<ContributionType, string> = {
  entry_fee: 'Вступительный взнос',
  donation: 'Пожертвование',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Карта',
  sbp: 'СБП',
  wallet: 'Кошелёк',
};

export const STOCK_KIND_LABELS: Record<StockKind, string> = {
  bonus_percent: 'Процент к взносу',
  bonus_fixed: 'Фиксированный бонус',
};
