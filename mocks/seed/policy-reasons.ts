import type { PolicyReasonKind } from '@/contract/policy-reasons';
import type { AreaTable } from '../tables';

/** A ready-made reason of the moderation policy (src/contract/policy-reasons.ts). */
export interface MockPolicyReason {
  id: number;
  kind: PolicyReasonKind;
  text: string;
  sortOrder: number;
  isActive: boolean;
  createdAt: string;
}

declare module '../tables' {
  interface AreaTables {
    policyReasons: MockPolicyReason[];
  }
}

/** The reasons the dialogs offered before administrators could change them, in their key order. */
export const READY_REASONS = {
  reject_video: [
    'Низкое качество видео или звука',
    'Видео не соответствует категории',
    'Видео не соответствует правилам конкурса',
    'Нарушение авторских прав',
    'Недопустимый контент: насилие, оскорбления или опасные действия',
    'Реклама или спам',
    'Повтор уже опубликованного видео',
  ],
  block_user: [
    'Систематические оскорбления других пользователей',
    'Спам и реклама в комментариях',
    'Публикация запрещённого контента',
    'Накрутка голосов и просмотров',
    'Мошенничество с платежами',
  ],
  reject_application: [
    'Не хватает данных для подтверждения профиля',
    'Заявка на участие подана после окончания приёма работ',
    'Недостаточно средств на балансе',
    'Реквизиты для вывода указаны неверно',
    'Повторная заявка: предыдущая ещё рассматривается',
  ],
} as const satisfies Record<PolicyReasonKind, readonly string[]>;

export const table: AreaTable<'policyReasons'> = {
  name: 'policyReasons',
  seed: ({ now }) => {
    const createdAt = new Date(now - 90 * 24 * 3_600_000).toISOString();
    const rows = Object.entries(READY_REASONS).flatMap(([kind, texts]) =>
      texts.map((text) => ({ kind: kind as PolicyReasonKind, text })),
    );
    // One order for every kind, in the dictionaries' steps of 10: a kind's keys follow it.
    return rows.map((row, index) => ({
      id: index + 1,
      ...row,
      sortOrder: (index + 1) * 10,
      isActive: true,
      createdAt,
    }));
  },
};
