import {
  POLICY_REASON_TEXT_MAX,
  POLICY_REASON_TEXT_MIN,
  policyReasonSchema as policyReasonContract,
  policyReasonsListContract,
} from '@/contract/policy-reasons';
import type { MockDatabase } from '../../db';
import { contractBody, deleted, endpoint, fromListContract, list, type Endpoint } from '../define';

export const tags = {
  'Moderation policy':
    'The ready-made reasons the decisions’ dialogs offer on keys 1–9, which administrators keep.',
};

const reasonDocs = {
  kind: 'The decision it is offered in.',
  text: `Trimmed; ${POLICY_REASON_TEXT_MIN}–${POLICY_REASON_TEXT_MAX} characters, unique within its kind.`,
  sortOrder: 'Its place in the key order; without it a new reason goes last.',
  isActive: 'Offered by the dialogs; a switched-off one stays on the decisions made with it.',
};

/** A reason no decision started with, for the DELETE probe: added just before the call. */
const unusedReason = (db: MockDatabase) => {
  const id = Math.max(...db.policyReasons.map((row) => row.id)) + 1;
  db.policyReasons.push({
    id,
    kind: 'reject_video',
    text: 'Причина, которой не было решений',
    sortOrder: 1000,
    isActive: true,
    createdAt: '2026-11-20T09:00:00.000Z',
  });
  return id;
};

/** A reason some rejected video's reason starts with, for the 409. */
const usedReason = (db: MockDatabase) => {
  const reason = db.policyReasons[0]!;
  const video = db.videos.find((row) => row.status === 'rejected')!;
  video.rejectReason = `${reason.text}: проверено`;
  return reason.id;
};

export const endpoints: Endpoint[] = [
  list({
    id: 'listPolicyReasons',
    path: '/policy/reasons',
    tag: 'Moderation policy',
    summary:
      'The ready-made reasons of the decisions, in their key order (every panel user reads them)',
    item: policyReasonContract,
    itemName: 'PolicyReason',
    search: 'text',
    ...fromListContract(policyReasonsListContract, {
      kind: 'The decision they are offered in.',
      isActive: 'Offered or switched-off reasons.',
    }),
  }),
  endpoint({
    id: 'getPolicyReason',
    method: 'get',
    path: '/policy/reasons/{id}',
    tag: 'Moderation policy',
    summary: 'A ready-made reason',
    result: policyReasonContract,
    errors: { 404: '`Причина не найдена`.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'createPolicyReason',
    method: 'post',
    path: '/policy/reasons',
    tag: 'Moderation policy',
    summary: 'Add a ready-made reason; without `sortOrder` it goes last',
    description: 'Recorded in the audit trail; the live stream says `policy` to every panel.',
    adminOnly: true,
    body: contractBody('post', '/policy/reasons', reasonDocs),
    result: policyReasonContract,
    errors: {
      422: `Unknown kind; text empty, shorter than ${POLICY_REASON_TEXT_MIN} or longer than ${POLICY_REASON_TEXT_MAX} characters; a text another reason of the kind has (\`Такая причина этого вида уже есть\`).`,
    },
    probe: { body: { kind: 'reject_video', text: 'Видео обрезано на середине' } },
    failures: [
      { status: 422, body: { kind: 'reject_video', text: 'Коро' } },
      { status: 422, body: { kind: 'reject_video', text: 'реклама или спам' } },
      { status: 422, body: { kind: 'ban', text: 'Видео обрезано' } },
    ],
  }),
  endpoint({
    id: 'updatePolicyReason',
    method: 'patch',
    path: '/policy/reasons/{id}',
    tag: 'Moderation policy',
    summary: 'Edit a ready-made reason, switch it on or off, move it; only the fields sent change',
    description: 'Recorded in the audit trail (before and after); the live stream says `policy`.',
    adminOnly: true,
    body: contractBody('patch', '/policy/reasons/{id}', reasonDocs),
    result: policyReasonContract,
    errors: { 404: '`Причина не найдена`.', 422: 'As for creating, for the fields sent.' },
    probe: { params: { id: 1 }, body: { isActive: false, sortOrder: 15 } },
    failures: [{ status: 422, params: { id: 1 }, body: { text: ' ' } }],
  }),
  endpoint({
    id: 'deletePolicyReason',
    method: 'delete',
    path: '/policy/reasons/{id}',
    tag: 'Moderation policy',
    summary: 'Delete a ready-made reason no decision started with',
    adminOnly: true,
    result: deleted,
    errors: {
      404: '`Причина не найдена`.',
      409: 'In use: `Причина используется в решениях (3): удалить её нельзя, её можно выключить`.',
    },
    probe: { params: { id: unusedReason } },
    failures: [{ status: 409, params: { id: usedReason } }],
  }),
];
