import { applicationSchema, applicationsListContract } from '@/contract/applications';
import { endpoint, fromListContract, list, type Endpoint, contractBody } from '../define';
import { ALREADY_DECIDED, application, decided, decisionsResult, waiting } from './common';

export const applications: Endpoint[] = [
  list({
    id: 'listApplications',
    path: '/applications',
    tag: 'Applications',
    summary: "Users' applications; the queue is `status=pending`",
    item: applicationSchema,
    itemName: 'Application',
    search: "the user's nickname and the message",
    ...fromListContract(applicationsListContract, {
      status: 'Review status.',
      type: 'Kind of application.',
      userId: { description: 'Applicant (user) id.', probe: '20' },
    }),
  }),
  endpoint({
    id: 'approveApplication',
    method: 'post',
    path: '/applications/{id}/approve',
    tag: 'Applications',
    summary: 'Approve an application; a payout leaves the user’s balance',
    result: application,
    errors: {
      404: '`Заявка не найдена`.',
      409: `${ALREADY_DECIDED}; \`Недостаточно средств на балансе\` (payouts).`,
    },
    probe: { params: { id: waiting.application } },
    failures: [{ status: 409, params: { id: decided.application } }],
  }),
  endpoint({
    id: 'rejectApplication',
    method: 'post',
    path: '/applications/{id}/reject',
    tag: 'Applications',
    summary: 'Reject an application with a reason',
    body: contractBody('post', '/applications/{id}/reject', { reason: 'Trimmed.' }),
    result: application,
    errors: {
      404: '`Заявка не найдена`.',
      409: `${ALREADY_DECIDED}.`,
      422: 'Empty or long `reason`.',
    },
    probe: { params: { id: waiting.application }, body: { reason: 'Недостаточно данных' } },
    failures: [
      { status: 422, params: { id: waiting.application }, body: { reason: ' ' } },
      { status: 409, params: { id: decided.application }, body: { reason: 'Повторно' } },
    ],
  }),
  endpoint({
    id: 'approveApplications',
    method: 'post',
    path: '/applications/bulk',
    tag: 'Applications',
    summary: 'Approve several applications',
    description:
      'Applications no longer pending are skipped: `skipped` lists each with `Уже решено: <nickname>, <date>`.',
    body: contractBody('post', '/applications/bulk'),
    result: decisionsResult,
    errors: {
      404: 'Unknown ids, listed in the message.',
      409: 'Payouts exceed a balance; the ids are listed, and nothing changes.',
      422: '`ids` or `action`.',
    },
    probe: { body: { ids: [54, 55, 1], action: 'approve' } },
    failures: [{ status: 422, body: { ids: [54], action: 'reject' } }],
  }),
];
