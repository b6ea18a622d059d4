import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITY_LABELS, auditEntityLink } from './audit';
import { auditFieldLabel, auditValueLabel } from './audit-values';
import {
  POLICY_REASON_ERRORS,
  policyReasonFormSchema,
  policyReasonInUseMessage,
} from './policy-reasons';

describe('the moderation policy in words', () => {
  it('names its entries in the audit trail, their fields and values', () => {
    expect(AUDIT_ENTITY_LABELS.policy_reason).toBe('Готовая причина');
    expect(AUDIT_ENTITY_LABELS.queue_target).toBe('Срок очереди');
    expect(auditFieldLabel('policy_reason', 'kind')).toBe('Решение');
    expect(auditFieldLabel('policy_reason', 'sortOrder')).toBe('Порядок клавиш');
    expect(auditFieldLabel('policy_reason', 'text')).toBe('Текст');
    expect(auditValueLabel('policy_reason', 'kind', 'reject_video')).toBe('Отклонение видео');
    expect(auditValueLabel('policy_reason', 'kind', 'block_user')).toBe('Блокировка пользователя');
    expect(auditValueLabel('policy_reason', 'kind', 'reject_application')).toBe(
      'Отклонение заявки',
    );
    expect(auditFieldLabel('queue_target', 'queue')).toBe('Очередь');
    expect(auditFieldLabel('queue_target', 'targetHours')).toBe('Срок, ч');
    expect(auditValueLabel('queue_target', 'queue', 'complaints')).toBe('Жалобы');
  });

  it('opens its entries on its page', () => {
    expect(auditEntityLink('policy_reason', 3)).toEqual({ to: '/policy' });
    expect(auditEntityLink('queue_target', 2)).toEqual({ to: '/policy' });
  });

  it('says what a reason’s form or body breaks', () => {
    const errors = (values: Record<string, unknown>) =>
      policyReasonFormSchema.safeParse(values).error?.issues.map((issue) => issue.message);
    expect(errors({ kind: 'ban', text: 'Реклама', isActive: true })).toEqual([
      'Выберите вид решения',
    ]);
    // Empty speaks first.
    expect(errors({ kind: 'block_user', text: '  ', isActive: true })?.[0]).toBe(
      'Поле не должно быть пустым',
    );
    expect(errors({ kind: 'block_user', text: 'x'.repeat(201), isActive: true })).toEqual([
      POLICY_REASON_ERRORS.text,
    ]);
    expect(POLICY_REASON_ERRORS.text).toBe('Текст: от 5 до 200 символов');
    expect(POLICY_REASON_ERRORS.taken).toBe('Такая причина этого вида уже есть');
    expect(POLICY_REASON_ERRORS.notFound).toBe('Причина не найдена');
    expect(policyReasonInUseMessage(3)).toBe(
      'Причина используется в решениях (3): удалить её нельзя, её можно выключить',
    );
  });
});
