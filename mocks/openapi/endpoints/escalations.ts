import {
  ESCALATION_MESSAGES,
  ESCALATION_NOTE_MAX,
  ESCALATION_NOTE_MIN,
  escalationSchema,
  escalationsListContract,
} from '@/contract/escalations';
import type { MockDatabase } from '../../db';
import type { Schema } from '../define';
import { contractBody, endpoint, fromListContract, list, type Endpoint } from '../define';
import { ALREADY_DECIDED, application, complaint, decided, video, waiting } from './common';

export const tags = {
  'Second opinions':
    'A moderator asks administrators about a hard queue item; it waits for them out of the moderators’ queue.',
};

type Queue = 'videos' | 'complaints' | 'applications';

/** A waiting item of the queue that a moderator (id 2) asked about just before the call. */
function escalated(queue: Queue, waitingId: (db: MockDatabase) => number) {
  return (db: MockDatabase) => {
    const itemId = waitingId(db);
    db.escalations.push({
      id: Math.max(0, ...db.escalations.map((row) => row.id)) + 1,
      queue,
      itemId,
      note: 'Не уверен, реклама ли это',
      askedById: 2,
      askedAt: new Date().toISOString(),
      state: 'waiting',
      answeredById: null,
      answeredAt: null,
      answer: null,
    });
    return itemId;
  };
}

const noteDocs = `Trimmed; ${ESCALATION_NOTE_MIN}–${ESCALATION_NOTE_MAX} characters.`;
const ESCALATED = '`Ждёт второго мнения: просит <nickname>`';

function escalationEndpoints(
  queue: Queue,
  what: string,
  item: Schema,
  notFoundMessage: string,
  waitingId: (db: MockDatabase) => number,
  decidedId: (db: MockDatabase) => number,
): Endpoint[] {
  const name = `${queue[0]!.toUpperCase()}${queue.slice(1, -1)}`;
  return [
    endpoint({
      id: `escalate${name}`,
      method: 'post',
      path: `/${queue}/{id}/escalate`,
      tag: 'Second opinions',
      summary: `Ask administrators for a second opinion on ${what}`,
      description: `The item leaves the moderators' queue: its list's waiting view, \`POST /${queue}/next\` and the counters leave it out, nobody holds it any more, and a moderator's decision on it answers 409 ${ESCALATED}; it waits in \`GET /escalations\`. An administrator's decision is its decision (the one who asked is told: \`event: escalation\`); \`…/escalation/return\` hands it back. In the audit trail (\`escalate\`, the note as the reason). Of this and a decision sent at once, one wins; the other answers 409.`,
      body: contractBody('post', `/${queue}/{id}/escalate`, { note: noteDocs }),
      result: item,
      errors: {
        404: `\`${notFoundMessage}\`.`,
        409: `${ALREADY_DECIDED} when it no longer waits; ${ESCALATED} when it waits for a second opinion already.`,
        422: `\`note\` missing, shorter than ${ESCALATION_NOTE_MIN} or longer than ${ESCALATION_NOTE_MAX} characters: \`${ESCALATION_MESSAGES.note}\`.`,
      },
      probe: { params: { id: waitingId }, body: { note: 'Не уверен, реклама ли это' } },
      failures: [
        { status: 422, params: { id: waitingId }, body: { note: ' нет ' } },
        { status: 404, params: { id: 999999 }, body: { note: 'Не уверен' } },
        { status: 409, params: { id: decidedId }, body: { note: 'Не уверен' } },
        { status: 409, params: { id: escalated(queue, waitingId) }, body: { note: 'Не уверен' } },
      ],
    }),
    endpoint({
      id: `return${name}Escalation`,
      method: 'post',
      path: `/${queue}/{id}/escalation/return`,
      tag: 'Second opinions',
      summary: `Hand ${what} waiting for a second opinion back to the moderators, with a word`,
      description:
        'It rejoins its queue as it was; the one who asked is told (`event: escalation`, `state: returned`, `answer`). In the audit trail (`escalation_return`, the word as the reason).',
      adminOnly: ESCALATION_MESSAGES.adminOnly,
      body: contractBody('post', `/${queue}/{id}/escalation/return`, { note: noteDocs }),
      result: item,
      errors: {
        404: `\`${notFoundMessage}\`.`,
        409: `\`${ESCALATION_MESSAGES.notWaiting}\` when no second opinion on it waits.`,
        422: `\`note\` missing, shorter than ${ESCALATION_NOTE_MIN} or longer than ${ESCALATION_NOTE_MAX} characters: \`${ESCALATION_MESSAGES.answer}\`.`,
      },
      probe: {
        params: { id: escalated(queue, waitingId) },
        body: { note: 'Решение за вами: правила это допускают' },
      },
      failures: [
        { status: 409, params: { id: waitingId }, body: { note: 'Решайте сами' } },
        { status: 422, params: { id: escalated(queue, waitingId) }, body: { note: 'да' } },
      ],
    }),
  ];
}

export const endpoints: Endpoint[] = [
  list({
    id: 'listEscalations',
    path: '/escalations',
    tag: 'Second opinions',
    summary: 'The items waiting for a second opinion, of every queue, the longest waiting first',
    description:
      "Each with the note, who asked and when, and its item's id and title; the item itself is `GET /{queue}/{id}`, decided by the queue's own calls. An item decided or deleted meanwhile is no longer listed.",
    adminOnly: ESCALATION_MESSAGES.adminOnly,
    item: escalationSchema,
    itemName: 'Escalation',
    search: "the note, the item's title and the nickname of who asked",
    ...fromListContract(escalationsListContract, { queue: 'The queue of the item.' }),
  }),
  ...escalationEndpoints(
    'videos',
    'a video in moderation',
    video,
    'Видео не найдено',
    waiting.video,
    (db) => db.videos.find((row) => row.status !== 'moderation')!.id,
  ),
  ...escalationEndpoints(
    'complaints',
    'a new complaint',
    complaint,
    'Жалоба не найдена',
    waiting.complaint,
    decided.complaint,
  ),
  ...escalationEndpoints(
    'applications',
    'a pending application',
    application,
    'Заявка не найдена',
    waiting.application,
    decided.application,
  ),
];
