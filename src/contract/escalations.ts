import * as z from 'zod/mini';
import { userSummarySchema } from './common';
import { APPLICATION_STATUS_LABELS } from './applications-labels';
import { COMPLAINT_STATUS_LABELS } from './complaints-labels';
import { ESCALATION_QUEUES, type EscalationQueue } from './escalations-list';
import { itemEscalationSchema } from './escalations-item';
import { VIDEO_STATUS_LABELS } from './videos-labels';
import { trimmedText } from './validation';

export * from './escalations-list';
export * from './escalations-item';

/**
 * A second opinion (docs/product.md#second-opinions): a moderator facing a hard
 * queue item asks administrators with a note; the item leaves the moderators' queue and `…/next`
 * until an administrator decides it (the item's decision) or hands it back with a word. The panel,
 * the mock and the OpenAPI document read this: free of React, the router and the UI.
 */

export const ESCALATION_NOTE_MIN = 5;
export const ESCALATION_NOTE_MAX = 500;

export const ESCALATION_MESSAGES = {
  note: `Опишите сомнение: от ${ESCALATION_NOTE_MIN} до ${ESCALATION_NOTE_MAX} символов`,
  answer: `Напишите модератору пару слов: от ${ESCALATION_NOTE_MIN} до ${ESCALATION_NOTE_MAX} символов`,
  notWaiting: 'Второго мнения по этой записи не ждут',
  adminOnly: 'Второе мнение дают только администраторы',
  notFound: 'Запись не найдена',
} as const;

/** The words of the action, its key and its dialog, wherever a queue item is decided. */
export const ESCALATION_WORDS = {
  action: 'Нужно второе мнение',
  title: 'Нужно второе мнение',
  note: 'В чём сомнение',
  send: 'Попросить',
  answer: 'Что передать модератору',
  giveBack: 'Вернуть в очередь',
  page: 'Вторые мнения',
  sent: 'Запрос второго мнения отправлен',
  placeholder: 'Например: не уверен, реклама ли это',
  waiting: 'Ждёт второго мнения',
} as const;

/** The note of a request, and an administrator's word handing an item back: trimmed, 5–500. */
export const escalationNoteField = trimmedText({
  min: ESCALATION_NOTE_MIN,
  max: ESCALATION_NOTE_MAX,
  messages: {
    empty: ESCALATION_MESSAGES.note,
    short: ESCALATION_MESSAGES.note,
    long: ESCALATION_MESSAGES.note,
  },
});
export const escalationAnswerField = trimmedText({
  min: ESCALATION_NOTE_MIN,
  max: ESCALATION_NOTE_MAX,
  messages: {
    empty: ESCALATION_MESSAGES.answer,
    short: ESCALATION_MESSAGES.answer,
    long: ESCALATION_MESSAGES.answer,
  },
});

/** `POST /{queue}/{id}/escalate`. */
export const escalateBodySchema = z.object({ note: escalationNoteField });
/** `POST /{queue}/{id}/escalation/return`. */
export const escalationReturnBodySchema = z.object({ note: escalationAnswerField });

/** The item of `GET /escalations`: the request, and the queue item it is about. */
export const escalationSchema = z.object({
  ...itemEscalationSchema.shape,
  queue: z.enum(ESCALATION_QUEUES),
  itemId: z.number(),
  /** The item's title, text or kind, as its row names it. */
  itemTitle: z.string(),
});
export type Escalation = z.infer<typeof escalationSchema>;

/** How a request ended, or that it was just made. */
export const ESCALATION_STATES = ['asked', 'decided', 'returned'] as const;

/**
 * `escalation` of the live stream: a request was made (`asked`), answered by an administrator's
 * decision (`decided`, `status` the item's new one) or handed back (`returned`, `answer` their word).
 */
export const escalationEventSchema = z.object({
  queue: z.enum(ESCALATION_QUEUES),
  id: z.number(),
  state: z.enum(ESCALATION_STATES),
  askedBy: userSummarySchema,
  note: z.string(),
  by: z.nullable(userSummarySchema),
  status: z.string(),
  answer: z.nullable(z.string()),
});
export type EscalationEvent = z.infer<typeof escalationEventSchema>;

/** How a notice names an item of each queue after «по»: `по видео №12`. */
const ITEM_AFTER_PO = { videos: 'видео', complaints: 'жалобе', applications: 'заявке' } as const;

/** The statuses an administrator's decision leaves an item of each queue in, in words. */
const STATUS_LABELS: Record<EscalationQueue, Record<string, string>> = {
  videos: VIDEO_STATUS_LABELS,
  complaints: COMPLAINT_STATUS_LABELS,
  applications: APPLICATION_STATUS_LABELS,
};

/** What the moderator who asked is told once an administrator answered (the live event). */
export function escalationAnsweredMessage(event: EscalationEvent): string {
  const item = `${ITEM_AFTER_PO[event.queue]} №${event.id}`;
  const who = event.by?.nickname ?? 'администратор';
  if (event.state === 'returned')
    return `Второе мнение по ${item}: ${who} вернул в очередь — «${event.answer ?? ''}»`;
  const status = STATUS_LABELS[event.queue][event.status] ?? event.status;
  return `Второе мнение по ${item}: решение принял ${who} — «${status}»`;
}
