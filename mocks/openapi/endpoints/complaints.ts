import { complaintsListContract } from '@/contract/complaints';
import { complaintSchema as complaintContract } from '@/contract/complaints';
import { endpoint, fromListContract, list, type Endpoint, contractBody } from '../define';
import { ALREADY_DECIDED, complaint, complaintDecision, decided, waiting } from './common';

export const complaints: Endpoint[] = [
  list({
    id: 'listComplaints',
    path: '/complaints',
    tag: 'Complaints',
    summary: 'Complaints; the queue is `status=new`',
    item: complaintContract,
    itemName: 'Complaint',
    search: "the complaint's text and the reporter's nickname",
    ...fromListContract(complaintsListContract, {
      status: 'Complaint status.',
      targetType: 'What the complaint is about.',
      reasonId: 'Complaint reason id.',
      targetUserId: {
        description: 'The user the complaint is about: their profile, videos and comments.',
        probe: '20',
      },
    }),
  }),
  endpoint({
    id: 'getComplaint',
    method: 'get',
    path: '/complaints/{id}',
    tag: 'Complaints',
    summary: 'One complaint, with its target summarised',
    result: complaint,
    errors: { 404: '`Жалоба не найдена`.' },
    probe: { params: { id: waiting.complaint } },
  }),
  endpoint({
    id: 'resolveComplaint',
    method: 'post',
    path: '/complaints/{id}/resolve',
    tag: 'Complaints',
    summary: 'Uphold a complaint, acting on its target',
    description:
      '`hide_content` hides the comment or rejects the video (reason `Скрыто по жалобе: <reason>`); `block_user` blocks the user the complaint is about (with no end date, the note as the reason); `none` only closes the complaint. One decision per target: every other `new` complaint about the same target is resolved the same way, and `alsoResolved` says how many.',
    body: contractBody('post', '/complaints/{id}/resolve'),
    result: complaintDecision,
    errors: {
      404: '`Жалоба не найдена`.',
      409: `${ALREADY_DECIDED}; \`Нельзя заблокировать самого себя\`.`,
      422: 'Unknown `action`, `hide_content` for a user, or a long `note`.',
    },
    probe: { params: { id: waiting.complaint }, body: { action: 'none', note: 'Нарушений нет' } },
    failures: [
      { status: 409, params: { id: decided.complaint }, body: { action: 'none' } },
      { status: 422, params: { id: waiting.complaint }, body: { action: 'ban' } },
    ],
  }),
  endpoint({
    id: 'rejectComplaint',
    method: 'post',
    path: '/complaints/{id}/reject',
    tag: 'Complaints',
    summary: 'Dismiss a complaint',
    body: contractBody('post', '/complaints/{id}/reject'),
    result: complaint,
    errors: {
      404: '`Жалоба не найдена`.',
      409: `${ALREADY_DECIDED}.`,
      422: 'A long `note`.',
    },
    probe: { params: { id: waiting.complaint }, body: { note: 'Жалоба необоснованна' } },
    failures: [{ status: 409, params: { id: decided.complaint }, body: {} }],
  }),
];
