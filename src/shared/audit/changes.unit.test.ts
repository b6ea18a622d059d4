import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  AUDIT_FIELD_LABELS,
} from '@/contract/audit';
import { auditFieldLabel } from '@/contract/audit-values';
import type { AuditEntry } from '@/contract/audit-schema';
import { formatDateTime } from '@/shared/lib/format';
import { auditChanges, auditChangeText, auditReason, formatAuditValue } from './changes';

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  createdAt: '2026-11-20T09:00:00.000Z',
  actor: { id: 2, nickname: 'moderator', avatarUrl: null },
  action: 'update',
  entityType: 'contest',
  entityId: 7,
  entityTitle: 'Конкурс',
  before: {},
  after: {},
  reason: null,
  ...overrides,
});

describe('the audit trail in words', () => {
  it('names every action, entity and field in Russian', () => {
    expect(AUDIT_ACTION_LABELS).toEqual({
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
    });
    // Each area's from the registry (src/contract/areas.ts), a new one's too.
    expect(Object.keys(AUDIT_ENTITY_LABELS)).toEqual(AUDIT_ENTITY_TYPES);
    expect(AUDIT_ENTITY_LABELS).toMatchObject({
      video: 'Видео',
      comment: 'Комментарий',
      complaint: 'Жалоба',
      user: 'Пользователь',
      application: 'Заявка',
      contest: 'Конкурс',
      category: 'Категория',
      complaint_reason: 'Причина жалобы',
      contribution: 'Взнос',
      stock: 'Акция',
    });
    expect(AUDIT_FIELD_LABELS).toMatchObject({
      title: 'Название',
      status: 'Статус',
      rejectReason: 'Причина отклонения',
      blockReason: 'Причина блокировки',
      roles: 'Роли',
      resolutionAction: 'Решение по жалобе',
      resolutionNote: 'Примечание',
      prizeFund: 'Призовой фонд',
      isActive: 'Активна',
      claimedBy: 'Проверяет',
    });
  });

  it("names a field by the area's word, else the common one, else the API's name", () => {
    expect(auditFieldLabel('stock', 'value')).toBe('Бонус');
    expect(auditFieldLabel('stock', 'kind')).toBe('Вид бонуса');
    expect(auditFieldLabel('stock', 'minContribution')).toBe('Минимальный взнос');
    expect(auditFieldLabel('stock', 'somethingNew')).toBe('somethingNew');
    const [change] = auditChanges(
      entry({ entityType: 'stock', before: { value: 10 }, after: { value: 25 } }),
    );
    expect(auditChangeText(change!)).toBe('Бонус: 10 → 25');
  });

  it('shows values as the panel does: statuses, decisions, money, dates, yes/no, none', () => {
    expect(formatAuditValue('contest', 'status', 'cancelled')).toBe('Отменён');
    expect(formatAuditValue('complaint', 'resolutionAction', 'hide_content')).toBe(
      'Скрыть контент',
    );
    expect(formatAuditValue('complaint', 'resolutionAction', 'block_user')).toBe(
      'Заблокировать автора',
    );
    expect(formatAuditValue('complaint', 'resolutionAction', 'none')).toBe('Без мер');
    expect(formatAuditValue('contest', 'prizeFund', 150050)).toBe('1\u00a0500,50\u00a0₽');
    expect(formatAuditValue('contest', 'startsAt', '2026-11-20T09:00:00.000Z')).toBe(
      formatDateTime('2026-11-20T09:00:00.000Z'),
    );
    expect(formatAuditValue('category', 'isActive', false)).toBe('нет');
    expect(formatAuditValue('category', 'isActive', true)).toBe('да');
    expect(formatAuditValue('video', 'rejectReason', null)).toBe('—');
  });

  it('says a change, a creation and a deletion', () => {
    const [change] = auditChanges(
      entry({ before: { status: 'draft' }, after: { status: 'active' } }),
    );
    expect(auditChangeText(change!)).toBe('Статус: Черновик → Идёт');
    const [created] = auditChanges(
      entry({ action: 'create', before: null, after: { title: 'Лето' } }),
    );
    expect(auditChangeText(created!)).toBe('Название: Лето');
    const [deleted] = auditChanges(
      entry({ action: 'delete', before: { title: 'Лето' }, after: null }),
    );
    expect(auditChangeText(deleted!)).toBe('Название: Лето');
  });

  it('keeps the reason unless a changed field says it already', () => {
    expect(auditReason(entry({ reason: 'Нет спонсора', after: { status: 'cancelled' } }))).toBe(
      'Нет спонсора',
    );
    expect(
      auditReason(entry({ reason: 'Нет спонсора', after: { cancelReason: 'Нет спонсора' } })),
    ).toBeNull();
  });
});
