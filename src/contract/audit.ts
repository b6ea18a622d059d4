/**
 * The audit trail's vocabulary (docs/product.md#audit-trail): what was changed (`entityType`), how
 * (`action`), and the names the panel reads them by. One list for the mock that records, the API's
 * filters, the audit page and the history timelines of the detail pages.
 */

export {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  type AuditAction,
  type AuditEntityType,
} from './audit-kinds';
import type { AuditAction, AuditEntityType } from './audit-kinds';
import { AREA_LIST, pathWith } from './areas';
export { auditListContract } from './audit-list';

const AUDITED = AREA_LIST.flatMap((area) => (area.audit ? [{ ...area, audit: area.audit }] : []));
const areaOf = (type: AuditEntityType) => AUDITED.find((area) => area.audit.kind === type)!;

/** Each kind of entity by its name (the areas', areas.ts). */
export const AUDIT_ENTITY_LABELS = Object.fromEntries(
  AUDITED.map((area) => [area.audit.kind, area.audit.label]),
) as Record<AuditEntityType, string>;

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Создание',
  update: 'Изменение',
  delete: 'Удаление',
  approve: 'Одобрение',
  reject: 'Отклонение',
  hide: 'Скрытие',
  restore: 'Восстановление',
  resolve: 'Жалоба принята',
  block: 'Блокировка',
  unblock: 'Разблокировка',
  roles: 'Смена ролей',
  refund: 'Возврат',
  publish: 'Публикация',
  finish: 'Завершение',
  cancel: 'Отмена',
  claim_takeover: 'Перехват проверки',
  escalate: 'Запрос второго мнения',
  escalation_return: 'Возврат в очередь',
};

/**
 * The fields `before`/`after` carry, by their names in the contract (references by their names:
 * `category`, `contest`, `roles`, `winnerVideo`); a field not listed is shown by its own name.
 */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  title: 'Название',
  name: 'Название',
  slug: 'Адрес',
  description: 'Описание',
  rules: 'Правила',
  status: 'Статус',
  rejectReason: 'Причина отклонения',
  secondOpinion: 'Второе мнение',
  blockReason: 'Причина блокировки',
  blockedUntil: 'Заблокирован до',
  roles: 'Роли',
  category: 'Категория',
  contest: 'Конкурс',
  winnerVideo: 'Победитель',
  cancelReason: 'Причина отмены',
  refundReason: 'Причина возврата',
  resolutionAction: 'Решение по жалобе',
  resolutionNote: 'Примечание',
  text: 'Текст',
  sortOrder: 'Порядок',
  isActive: 'Активна',
  isEnabled: 'Включена',
  startsAt: 'Начало',
  endsAt: 'Окончание',
  votingEndsAt: 'Конец голосования',
  prizeFund: 'Призовой фонд',
  entryFee: 'Взнос за участие',
  maxParticipants: 'Участников не больше',
  coverUrl: 'Обложка',
  amount: 'Сумма',
  balance: 'Баланс',
  kind: 'Вид',
  value: 'Размер',
  minContribution: 'Минимальный взнос',
  claimedBy: 'Проверяет',
};

/** Fields holding kopecks (docs/product.md#api-conventions), shown as money. */
export const AUDIT_MONEY_FIELDS: ReadonlySet<string> = new Set([
  'prizeFund',
  'entryFee',
  'amount',
  'balance',
  'minContribution',
]);

/**
 * The kinds of entity whose entries every moderator reads: the queues' items and the people in them
 * (`moderatorsRead` in areas.ts). The others are the administrators' to change and to read.
 */
export const MODERATOR_AUDIT_ENTITY_TYPES: readonly AuditEntityType[] = AUDITED.filter(
  (area) => area.audit.moderatorsRead,
).map((area) => area.audit.kind as AuditEntityType);

/** What the trail's reading rule looks at in an entry: who made it, about what, what it changed. */
export interface AuditEntryScope {
  actorId: number;
  entityType: AuditEntityType;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const movesMoney = (entry: AuditEntryScope) =>
  [entry.before, entry.after].some(
    (side) => side !== null && Object.keys(side).some((key) => AUDIT_MONEY_FIELDS.has(key)),
  );

/**
 * Whether a moderator (anybody but an administrator, who reads every entry) may read an entry of the
 * trail (docs/api.md, «What a moderator reads of the trail»): their own entries, and the entries about
 * videos, comments, complaints, applications and users that move no money (a refund's or a payout's
 * balance change is finance).
 */
export function moderatorMayRead(entry: AuditEntryScope, moderatorId: number): boolean {
  if (entry.actorId === moderatorId) return true;
  return MODERATOR_AUDIT_ENTITY_TYPES.includes(entry.entityType) && !movesMoney(entry);
}

/** Fields holding ISO dates, shown as dates. */
export const AUDIT_DATE_FIELDS: ReadonlySet<string> = new Set([
  'blockedUntil',
  'startsAt',
  'endsAt',
  'votingEndsAt',
]);

/** Where the panel shows an entity: a path and, for a list, the search that points at it. */
export interface AuditEntityLink {
  to: string;
  search?: Record<string, string | number>;
}

/**
 * The panel's page of an entity, or where it has none of its own (a comment, an application, a
 * dictionary entry or money), its list; a complaint opens in the complaints queue's side panel
 * (`opens` in areas.ts), a queue's target on the policy's page (`page`).
 */
export function auditEntityLink(type: AuditEntityType, id: number): AuditEntityLink {
  const { paths, audit } = areaOf(type);
  if (audit.page) return { to: audit.page };
  if (audit.opens === 'detail' && paths[1]) return { to: pathWith(paths[1], id) };
  if (typeof audit.opens === 'object') {
    return { to: paths[0], search: { ...audit.opens.search, [audit.opens.id]: id } };
  }
  return { to: paths[0] };
}
