import { z } from 'zod';
import {
  categoriesListContract,
  categoryInputSchema,
  categoryPatchSchema,
} from '@/contract/categories';
import {
  complaintReasonInputSchema,
  complaintReasonPatchSchema,
  complaintReasonsListContract,
} from '@/contract/complaint-reasons';
import { videoSchema } from '@/contract/videos';
import { auditListContract } from '@/contract/audit';
import { auditEntrySchema } from '@/contract/audit-schema';
import { categoryRefSchema, contestRefSchema } from '@/shared/api/references';
import {
  bulkResultSchema,
  claimSchema,
  countersSchema,
  roleSchema,
  tokenPairSchema,
  userSchema,
  userSummarySchema,
} from '@/shared/api/schemas';
import {
  categoryContract,
  commentContract,
  complaintContract,
  complaintReasonContract,
  contestContract,
  contestParticipantContract,
  contributionContract,
  stockContract,
} from '../contracts';
import type { MockDatabase } from '../db';
import { issueTicket } from '../handlers/events';
import { claimEventSchema, decisionEventSchema } from '@/contract/live-events';
import { cancelReasonField, contestInputSchema, contestsListContract } from '@/contract/contests';
import { applicationSchema, applicationsListContract } from '@/contract/applications';
import { userBlockSchema, usersListContract, userRolesSchema } from '@/contract/users';
import { stockBodySchema, stocksListContract } from '@/contract/stocks';
import { commentsListContract } from '@/contract/comments';
import { complaintDecisionSchema, complaintsListContract } from '@/contract/complaints';
import { contributionsListContract } from '@/contract/contributions';
import {
  rejectReasonField,
  VIDEO_STATUSES,
  videosListContract,
  videoUpdateSchema,
} from '@/contract/videos';
import {
  bulkIds,
  bulkResult,
  component,
  deleted,
  endpoint,
  documented,
  documentedShape,
  fromListContract,
  list,
  type Endpoint,
} from './define';

/**
 * Every endpoint of the API (PRODUCT §3, §5), for docs/openapi.json and the contract check. Answers are
 * described by the schemas the panel parses them with (src/), or, where the panel reads fewer fields
 * than the server sends, by the full items the mock's tests hold them to (mocks/contracts.ts). Lists'
 * sorts and filters and the contest and video bodies come from the entity contracts (src/contract). To add an endpoint: one entry below, with
 * a probe that succeeds on the seed data; `npm run openapi` then rewrites docs/openapi.json.
 */

// Shared pieces get names of their own, so the document references them instead of repeating them.
component('UserSummary', userSummarySchema);
component('CategoryRef', categoryRefSchema);
component('ContestRef', contestRefSchema);
const user = component('User', userSchema);
const role = component('Role', roleSchema);
const tokens = component('TokenPair', tokenPairSchema);
const video = component('Video', videoSchema);
const application = component('Application', applicationSchema);
const complaint = component('Complaint', complaintContract);
const comment = component('Comment', commentContract);
const complaintDecision = component('ComplaintDecision', complaintDecisionSchema);
const claim = component('Claim', claimSchema);
const decisionsResult = component('BulkDecisionResult', bulkResultSchema);
/** PRODUCT §7: the status the moderator saw; another one means somebody decided meanwhile. */
const expectedVideoStatus = z
  .enum(VIDEO_STATUSES)
  .optional()
  .describe(
    'The status the moderator saw. When the video has another one now: 409 `Уже решено: <nickname>, <date>` (bulk: skipped). Absent: no check.',
  );
const ALREADY_DECIDED = '`Уже решено: <nickname>, <DD.MM.YYYY, HH:mm>` (Moscow time)';

const waiting = {
  video: (db: MockDatabase) => db.videos.find((row) => row.status === 'moderation')!.id,
  complaint: (db: MockDatabase) => db.complaints.find((row) => row.status === 'new')!.id,
  application: (db: MockDatabase) =>
    db.applications.find((row) => row.status === 'pending' && row.type !== 'payout')!.id,
};
const decided = {
  complaint: (db: MockDatabase) => db.complaints.find((row) => row.status !== 'new')!.id,
  application: (db: MockDatabase) => db.applications.find((row) => row.status !== 'pending')!.id,
};

const note = z.string().max(500).optional().describe('Trimmed.');

const auth: Endpoint[] = [
  endpoint({
    id: 'authenticate',
    method: 'post',
    path: '/auth',
    tag: 'Session',
    summary: 'Log in, or renew the session',
    description:
      'With `email` and `password`: log in. With `refreshToken`: renew both tokens; the refresh token is good once (rotation).',
    auth: false,
    body: component(
      'AuthRequest',
      z.union([
        z.object({ email: z.string(), password: z.string() }).describe('Log in'),
        z.object({ refreshToken: z.string() }).describe('Renew'),
      ]),
    ),
    result: tokens,
    errors: {
      400: '`Неверный логин или пароль`; `Пользователь заблокирован`; `Нет доступа к административной панели` (a role without panel access).',
      401: '`refresh token не найден` (unknown or already used), `истек срок жизни refresh token`.',
    },
    probe: { body: { email: 'admin@whowillwin.ru', password: 'admin123' }, as: 'none' },
    failures: [
      { status: 400, as: 'none', body: { email: 'admin@whowillwin.ru', password: 'wrong' } },
      { status: 401, as: 'none', body: { refreshToken: 'mock-refresh.1.0.unknown' } },
    ],
  }),
];

const users: Endpoint[] = [
  endpoint({
    id: 'getSelf',
    method: 'get',
    path: '/users/self',
    tag: 'Users',
    summary: 'The signed-in user, with roles',
    result: user,
    probe: { as: 'moderator' },
  }),
  list({
    id: 'listUsers',
    path: '/users',
    tag: 'Users',
    summary: 'Users',
    item: userSchema,
    itemName: 'User',
    search: 'nickname, name and e-mail',
    ...fromListContract(usersListContract, {
      role: 'Users with this role id (`GET /roles`).',
      status: 'Account status.',
    }),
  }),
  endpoint({
    id: 'getUser',
    method: 'get',
    path: '/users/{id}',
    tag: 'Users',
    summary: 'A user',
    result: user,
    errors: { 404: '`Пользователь не найден`.' },
    probe: { params: { id: 13 } },
  }),
  endpoint({
    id: 'blockUser',
    method: 'patch',
    path: '/users/{id}/block',
    tag: 'Users',
    summary: 'Block a user (SPEC §7 `PATCH /users/{id}/{second parameter}`)',
    body: z.object(
      documentedShape(userBlockSchema.shape, {
        reason: 'Trimmed.',
        until: 'End of the block, in the future; null or absent: for good.',
      }),
    ),
    result: user,
    errors: {
      404: '`Пользователь не найден`.',
      409: '`Нельзя заблокировать самого себя`.',
      422: '`reason` or `until` invalid.',
    },
    probe: {
      params: { id: (db) => db.users.find((row) => row.id > 12 && row.status === 'active')!.id },
      body: { reason: 'Спам в комментариях', until: null },
    },
    failures: [
      { status: 422, params: { id: 13 }, body: { reason: 'x' } },
      { status: 409, params: { id: 1 }, body: { reason: 'Проверка' } },
    ],
  }),
  endpoint({
    id: 'unblockUser',
    method: 'patch',
    path: '/users/{id}/unblock',
    tag: 'Users',
    summary: 'Unblock a user',
    result: user,
    errors: { 404: '`Пользователь не найден`.' },
    probe: { params: { id: (db) => db.users.find((row) => row.status === 'blocked')!.id } },
  }),
  endpoint({
    id: 'setUserRoles',
    method: 'patch',
    path: '/users/{id}/roles',
    tag: 'Users',
    summary: "Replace a user's roles (administrators)",
    body: z.object(documentedShape(userRolesSchema.shape, { roleIds: 'Existing role ids.' })),
    result: user,
    errors: {
      404: '`Пользователь не найден`.',
      409: '`Менять роли может только администратор`; `Нельзя снять роль администратора с самого себя`.',
      422: '`roleIds` empty or naming an unknown role.',
    },
    probe: { params: { id: 13 }, body: { roleIds: [2] } },
    failures: [
      { status: 409, as: 'moderator', params: { id: 13 }, body: { roleIds: [2] } },
      { status: 409, params: { id: 1 }, body: { roleIds: [2] } },
      { status: 422, params: { id: 13 }, body: { roleIds: [] } },
    ],
  }),
  endpoint({
    id: 'listRoles',
    method: 'get',
    path: '/roles',
    tag: 'Users',
    summary: 'All roles (not paged)',
    result: z.array(role),
    probe: {},
  }),
];

const videos: Endpoint[] = [
  list({
    id: 'listVideos',
    path: '/videos',
    tag: 'Videos',
    summary: 'Videos; the moderation queue is `status=moderation`',
    item: videoSchema,
    itemName: 'Video',
    search: "title, description and the author's nickname",
    ...fromListContract(videosListContract, {
      status: 'Moderation status.',
      categoryId: 'Category id.',
      contestId: 'Contest id.',
      authorId: { description: 'Author (user) id.', probe: '20' },
    }),
  }),
  endpoint({
    id: 'getVideo',
    method: 'get',
    path: '/videos/{id}',
    tag: 'Videos',
    summary: 'A video',
    result: video,
    errors: { 404: '`Видео не найдено`.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'updateVideo',
    method: 'patch',
    path: '/videos/{id}',
    tag: 'Videos',
    summary: 'Edit a video; only the fields sent change',
    body: z.object(documentedShape(videoUpdateSchema.shape, { title: 'Trimmed.' })).partial(),
    result: video,
    errors: {
      404: '`Видео не найдено`.',
      422: 'Empty or long title, long description, unknown category or contest, a finished or cancelled contest the video was not in (`Конкурс завершён или отменён: видео в него не добавить`).',
    },
    probe: {
      params: { id: 1 },
      body: { title: 'Новое название', description: 'Описание', categoryId: 2, contestId: null },
    },
    failures: [{ status: 422, params: { id: 1 }, body: { title: ' ', categoryId: 999 } }],
  }),
  endpoint({
    id: 'approveVideo',
    method: 'post',
    path: '/videos/{id}/approve',
    tag: 'Videos',
    summary: 'Publish a video',
    body: z.object({ expectedStatus: expectedVideoStatus }),
    result: video,
    errors: { 404: '`Видео не найдено`.', 409: `${ALREADY_DECIDED}: not in \`expectedStatus\`.` },
    probe: { params: { id: waiting.video }, body: { expectedStatus: 'moderation' } },
    failures: [
      { status: 409, params: { id: waiting.video }, body: { expectedStatus: 'published' } },
    ],
  }),
  endpoint({
    id: 'rejectVideo',
    method: 'post',
    path: '/videos/{id}/reject',
    tag: 'Videos',
    summary: 'Reject a video with a reason',
    body: z.object({
      reason: documented(rejectReasonField, 'Trimmed.'),
      expectedStatus: expectedVideoStatus,
    }),
    result: video,
    errors: {
      404: '`Видео не найдено`.',
      409: `${ALREADY_DECIDED}: not in \`expectedStatus\`.`,
      422: '`reason` shorter than 5 or longer than 500.',
    },
    probe: { params: { id: waiting.video }, body: { reason: 'Низкое качество видео' } },
    failures: [{ status: 422, params: { id: waiting.video }, body: { reason: 'нет' } }],
  }),
  endpoint({
    id: 'moderateVideos',
    method: 'post',
    path: '/videos/bulk',
    tag: 'Videos',
    summary: 'Approve or reject several videos at once',
    description:
      'Videos no longer in `expectedStatus` are skipped: `skipped` lists each with `Уже решено: <nickname>, <date>`.',
    body: z.object({
      ids: bulkIds,
      action: z.enum(['approve', 'reject']),
      reason: z.optional(documented(rejectReasonField, 'Required to reject.')),
      expectedStatus: expectedVideoStatus,
    }),
    result: decisionsResult,
    errors: { 404: 'Unknown ids, listed in the message.', 422: '`ids`, `action` or `reason`.' },
    probe: { body: { ids: [290, 291], action: 'reject', reason: 'Нарушение правил' } },
    failures: [
      { status: 404, body: { ids: [999999], action: 'approve' } },
      { status: 422, body: { ids: [], action: 'publish' } },
    ],
  }),
  endpoint({
    id: 'deleteVideo',
    method: 'delete',
    path: '/videos/{id}',
    tag: 'Videos',
    summary: 'Delete a video with its comments and the complaints about them (administrators)',
    result: deleted,
    errors: {
      404: '`Видео не найдено`.',
      409: '`Удалять видео может только администратор`.',
    },
    probe: { params: { id: 3 } },
    failures: [{ status: 409, as: 'moderator', params: { id: 3 } }],
  }),
];

const dictionaries: Endpoint[] = [
  list({
    id: 'listCategories',
    path: '/categories',
    tag: 'Categories',
    summary: 'Video categories',
    item: categoryContract,
    itemName: 'Category',
    search: 'name, slug and description',
    ...fromListContract(categoriesListContract, {
      isActive: 'Active or switched-off categories.',
    }),
  }),
  list({
    id: 'listContests',
    path: '/contests',
    tag: 'Contests',
    summary: 'Contests',
    item: contestContract,
    itemName: 'Contest',
    search: 'title and description',
    ...fromListContract(contestsListContract, {
      status: 'Contest status.',
      categoryId: 'Category id.',
    }),
  }),
  list({
    id: 'listComplaintReasons',
    path: '/complaint-reasons',
    tag: 'Complaint reasons',
    summary: 'Reasons users pick when they complain',
    item: complaintReasonContract,
    itemName: 'ComplaintReason',
    search: 'title and description',
    ...fromListContract(complaintReasonsListContract, {
      isActive: 'Active or switched-off reasons.',
    }),
  }),
];

/** The contract's body (src/contract/contests.ts), with what the document says of its fields. */
const contestBody = documentedShape(contestInputSchema.shape, {
  title: 'Trimmed.',
  description: 'Required to publish.',
  rules: 'One rule a line; required to publish.',
  coverUrl: '`https://…` or a path from the site root `/…`; empty: the generated cover.',
  startsAt: 'UTC; before `endsAt`.',
  endsAt: 'End of entries; not after `votingEndsAt`.',
  prizeFund: 'Kopecks.',
  entryFee: 'Kopecks.',
  maxParticipants: 'Null: no limit; never below the participants already in.',
});
const contestComponent = component('Contest', contestContract);

const contests: Endpoint[] = [
  endpoint({
    id: 'createContest',
    method: 'post',
    path: '/contests',
    tag: 'Contests',
    summary: 'Create a draft (administrators); the rest is filled in on its edit page',
    adminOnly: true,
    body: z.object({
      title: contestBody.title,
      categoryId: contestBody.categoryId,
    }),
    result: contestComponent,
    errors: { 422: 'Empty or long title, unknown category.' },
    probe: { body: { title: 'Новый конкурс', categoryId: 1 } },
    failures: [{ status: 422, body: { title: ' ', categoryId: 999 } }],
  }),
  endpoint({
    id: 'getContest',
    method: 'get',
    path: '/contests/{id}',
    tag: 'Contests',
    summary: 'A contest',
    result: contestComponent,
    errors: { 404: '`Конкурс не найден`.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'updateContest',
    method: 'patch',
    path: '/contests/{id}',
    tag: 'Contests',
    summary: 'Edit a draft or a running contest (administrators); only the fields sent change',
    description:
      'A running contest may change only its title, description, rules, cover, voting end and limit: another value of `categoryId`, `startsAt`, `endsAt`, `prizeFund` or `entryFee` answers 422 saying why.',
    adminOnly: true,
    body: z.object(contestBody).partial(),
    result: contestComponent,
    errors: {
      404: '`Конкурс не найден`.',
      409: 'The contest is finished or cancelled.',
      422: 'Field errors: title, texts, cover, category, dates out of order, sums, limit, fields locked while running.',
    },
    probe: {
      params: { id: 3 },
      body: {
        title: 'Флешмоб года',
        prizeFund: 150050,
        startsAt: '2027-01-01T09:00:00.000Z',
        endsAt: '2027-02-01T09:00:00.000Z',
        votingEndsAt: '2027-02-08T09:00:00.000Z',
        maxParticipants: null,
      },
    },
    failures: [
      { status: 422, params: { id: 3 }, body: { prizeFund: -1 } },
      { status: 422, params: { id: 2 }, body: { prizeFund: 1 } },
      { status: 409, params: { id: 1 }, body: { title: 'Другое' } },
    ],
  }),
  endpoint({
    id: 'listContestParticipants',
    method: 'get',
    path: '/contests/{id}/participants',
    tag: 'Contests',
    summary: 'Participants ranked by votes: the entry (video), its author, votes, place',
    query: {
      page: {
        schema: z.int().min(1).default(1),
        description: 'A page past the end has no items.',
        probes: ['2'],
        invalid: '0',
      },
      limit: {
        schema: z.literal([10, 20, 50, 100]).default(20),
        description: 'Page size.',
        probes: ['10', '100'],
        invalid: '7',
      },
      sort: {
        schema: z.enum(['votes']).default('votes'),
        description: 'Sort field.',
        probes: ['votes'],
        invalid: 'place',
      },
      order: {
        schema: z.enum(['asc', 'desc']).default('desc'),
        description: 'Most votes first by default; places stay as ranked.',
        probes: ['asc', 'desc'],
        invalid: 'up',
      },
    },
    result: z.object({
      items: z.array(component('ContestParticipant', contestParticipantContract)),
      total: z.int().nonnegative(),
    }),
    errors: { 404: '`Конкурс не найден`.', 422: 'A malformed page, limit, sort or order.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'publishContest',
    method: 'post',
    path: '/contests/{id}/publish',
    tag: 'Contests',
    summary: 'Publish a draft: it becomes active (administrators)',
    description:
      'An active contest whose `startsAt` is still ahead is published for a later start: the panel shows it as scheduled (no status of its own) and it cannot be finished before it starts.',
    adminOnly: true,
    result: contestComponent,
    errors: {
      404: '`Конкурс не найден`.',
      409: 'Not a draft.',
      422: 'Description or rules missing, or entries already closed.',
    },
    probe: { params: { id: 3 } },
    failures: [{ status: 409, params: { id: 1 } }],
  }),
  endpoint({
    id: 'finishContest',
    method: 'post',
    path: '/contests/{id}/finish',
    tag: 'Contests',
    summary: 'Finish a running contest naming the winning entry (administrators)',
    adminOnly: true,
    body: z.object({
      winnerVideoId: z.int().positive().describe('A video entered in this contest.'),
    }),
    result: contestComponent,
    errors: {
      404: '`Конкурс не найден`.',
      409: 'Not running: not active (`Завершить можно только идущий конкурс`), or active but its `startsAt` is still ahead (`Конкурс ещё не начался`).',
      422: 'The video is not an entry of this contest.',
    },
    probe: {
      params: { id: 2 },
      // The first entry of contest 2 in the seed.
      body: { winnerVideoId: 318 },
    },
    failures: [
      { status: 422, params: { id: 5 }, body: { winnerVideoId: 318 } },
      { status: 409, params: { id: 3 }, body: { winnerVideoId: 1 } },
      { status: 409, params: { id: publishedForLater }, body: { winnerVideoId: 1 } },
    ],
  }),
  endpoint({
    id: 'cancelContest',
    method: 'post',
    path: '/contests/{id}/cancel',
    tag: 'Contests',
    summary: 'Cancel a draft or a running contest with a reason; what was paid is refunded',
    adminOnly: true,
    body: z.object({ reason: documented(cancelReasonField, 'Trimmed.') }),
    result: contestComponent,
    errors: {
      404: '`Конкурс не найден`.',
      409: 'Already finished or cancelled.',
      422: 'Empty or long reason.',
    },
    probe: { params: { id: 2 }, body: { reason: 'Спонсор отказался от участия' } },
    failures: [
      { status: 422, params: { id: 5 }, body: { reason: ' ' } },
      { status: 409, params: { id: 1 }, body: { reason: 'Ещё раз' } },
    ],
  }),
  endpoint({
    id: 'deleteContest',
    method: 'delete',
    path: '/contests/{id}',
    tag: 'Contests',
    summary: 'Delete a draft (administrators)',
    adminOnly: true,
    result: deleted,
    errors: { 404: '`Конкурс не найден`.', 409: 'Not a draft: cancel it instead.' },
    probe: { params: { id: 3 } },
    failures: [{ status: 409, params: { id: 2 } }],
  }),
];

/** Contest 3, a draft starting in the future in the seed, published: active, not started yet. */
function publishedForLater(db: MockDatabase): number {
  const contest = db.contests.find((row) => row.id === 3)!;
  contest.status = 'active';
  return contest.id;
}

/**
 * A row nothing uses, for the DELETE probes: in the seed every category has videos and every reason
 * has complaints. Added to the database the probe runs against, just before the call.
 */
const unused = {
  category: (db: MockDatabase) => {
    const id = Math.max(...db.categories.map((row) => row.id)) + 1;
    db.categories.push({
      id,
      name: 'Без видео',
      slug: `unused-${id}`,
      description: '',
      sortOrder: 1000,
      isActive: true,
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    return id;
  },
  reason: (db: MockDatabase) => {
    const id = Math.max(...db.complaintReasons.map((row) => row.id)) + 1;
    db.complaintReasons.push({
      id,
      title: 'Без жалоб',
      description: '',
      sortOrder: 1000,
      isActive: true,
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    return id;
  },
};

const dictionaryChanges: Endpoint[] = [
  endpoint({
    id: 'getCategory',
    method: 'get',
    path: '/categories/{id}',
    tag: 'Categories',
    summary: 'A category',
    result: categoryContract,
    errors: { 404: '`Категория не найдена`.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'createCategory',
    method: 'post',
    path: '/categories',
    tag: 'Categories',
    summary: 'Add a category; without `sortOrder` it goes after the last one',
    adminOnly: true,
    body: categoryInputSchema,
    result: categoryContract,
    errors: {
      422: 'Empty or long (over 100) name; a name another category has, whatever the case and surrounding spaces (`Категория с таким названием уже есть`); empty, malformed or taken slug; long (over 1000) description; `sortOrder` not an integer ≥ 0.',
    },
    probe: {
      body: { name: 'Настольные игры', slug: 'board-games', description: 'Партии и обзоры' },
    },
    failures: [
      { status: 422, body: { name: ' ', slug: 'Не латиница' } },
      { status: 422, body: { name: 'Танцы 2', slug: 'dance' } },
      { status: 422, body: { name: ' танцы', slug: 'dance-2' } },
    ],
  }),
  endpoint({
    id: 'updateCategory',
    method: 'patch',
    path: '/categories/{id}',
    tag: 'Categories',
    summary: 'Edit a category, switch it on or off, move it; only the fields sent change',
    description:
      'A switched-off category stays on its videos and contests but is no longer offered for new ones.',
    adminOnly: true,
    body: categoryPatchSchema,
    result: categoryContract,
    errors: {
      404: '`Категория не найдена`.',
      422: 'As for creating, for the fields sent.',
    },
    probe: { params: { id: 1 }, body: { isActive: false, sortOrder: 15 } },
    failures: [{ status: 422, params: { id: 1 }, body: { slug: 'music', sortOrder: -1 } }],
  }),
  endpoint({
    id: 'deleteCategory',
    method: 'delete',
    path: '/categories/{id}',
    tag: 'Categories',
    summary: 'Delete a category nothing uses',
    adminOnly: true,
    result: deleted,
    errors: {
      404: '`Категория не найдена`.',
      409: 'In use: `Категория используется в 37 видео` (or in contests).',
    },
    probe: { params: { id: unused.category } },
    failures: [{ status: 409, params: { id: 1 } }],
  }),
  endpoint({
    id: 'getComplaintReason',
    method: 'get',
    path: '/complaint-reasons/{id}',
    tag: 'Complaint reasons',
    summary: 'A complaint reason',
    result: complaintReasonContract,
    errors: { 404: '`Причина не найдена`.' },
    probe: { params: { id: 1 } },
  }),
  endpoint({
    id: 'createComplaintReason',
    method: 'post',
    path: '/complaint-reasons',
    tag: 'Complaint reasons',
    summary: 'Add a complaint reason; without `sortOrder` it goes after the last one',
    adminOnly: true,
    body: complaintReasonInputSchema,
    result: complaintReasonContract,
    errors: {
      422: 'Empty or long (over 100) title; a title another reason has, whatever the case and surrounding spaces (`Причина с таким названием уже есть`); long (over 1000) description; `sortOrder` not an integer ≥ 0.',
    },
    probe: { body: { title: 'Дезинформация', description: 'Ложные сведения' } },
    failures: [
      { status: 422, body: { title: '' } },
      { status: 422, body: { title: 'СПАМ' } },
    ],
  }),
  endpoint({
    id: 'updateComplaintReason',
    method: 'patch',
    path: '/complaint-reasons/{id}',
    tag: 'Complaint reasons',
    summary: 'Edit a complaint reason, switch it on or off, move it; only the fields sent change',
    description:
      'A switched-off reason stays on its complaints but is no longer offered for new ones.',
    adminOnly: true,
    body: complaintReasonPatchSchema,
    result: complaintReasonContract,
    errors: {
      404: '`Причина не найдена`.',
      422: 'As for creating, for the fields sent.',
    },
    probe: { params: { id: 1 }, body: { title: 'Спам и реклама' } },
    failures: [{ status: 422, params: { id: 1 }, body: { sortOrder: 1.5 } }],
  }),
  endpoint({
    id: 'deleteComplaintReason',
    method: 'delete',
    path: '/complaint-reasons/{id}',
    tag: 'Complaint reasons',
    summary: 'Delete a complaint reason no complaint uses',
    adminOnly: true,
    result: deleted,
    errors: {
      404: '`Причина не найдена`.',
      409: 'In use: `Причина используется в 66 жалобах`.',
    },
    probe: { params: { id: unused.reason } },
    failures: [{ status: 409, params: { id: 1 } }],
  }),
];

const complaints: Endpoint[] = [
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
    body: z.object({ action: z.enum(['none', 'hide_content', 'block_user']), note }),
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
    body: z.object({ note }),
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

const comments: Endpoint[] = [
  list({
    id: 'listComments',
    path: '/comments',
    tag: 'Comments',
    summary: 'Comments under videos',
    item: commentContract,
    itemName: 'Comment',
    search: 'the text',
    ...fromListContract(commentsListContract, {
      status: 'Visibility.',
      videoId: 'Video id.',
      authorId: { description: 'Author (user) id.', probe: '20' },
      hasComplaints: 'Comments with (or without) complaints about them.',
    }),
  }),
  ...(['hide', 'restore'] as const).map((action) =>
    endpoint({
      id: `${action}Comment`,
      method: 'post',
      path: `/comments/{id}/${action}`,
      tag: 'Comments',
      summary: action === 'hide' ? 'Hide a comment' : 'Show a hidden comment again',
      result: comment,
      errors: { 404: '`Комментарий не найден`.' },
      probe: { params: { id: 1 } },
    }),
  ),
  endpoint({
    id: 'deleteComment',
    method: 'delete',
    path: '/comments/{id}',
    tag: 'Comments',
    summary: 'Delete a comment and the complaints about it',
    result: deleted,
    errors: { 404: '`Комментарий не найден`.' },
    probe: { params: { id: 2 } },
  }),
  endpoint({
    id: 'moderateComments',
    method: 'post',
    path: '/comments/bulk',
    tag: 'Comments',
    summary: 'Hide, restore or delete several comments (all or nothing)',
    body: z.object({ ids: bulkIds, action: z.enum(['hide', 'restore', 'delete']) }),
    result: bulkResult,
    errors: { 404: 'Unknown ids, listed in the message.', 422: '`ids` or `action`.' },
    probe: { body: { ids: [1, 2, 3], action: 'hide' } },
    failures: [{ status: 422, body: { ids: [1], action: 'archive' } }],
  }),
];

const applications: Endpoint[] = [
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
    body: z.object({
      reason: z.string().min(1).max(500).describe('Trimmed.'),
    }),
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
    body: z.object({ ids: bulkIds, action: z.literal('approve') }),
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

const contributionList = list({
  id: 'listContributions',
  path: '/finance/contributions',
  tag: 'Finance',
  summary: 'Contributions (administrators), with the sum of the filtered set',
  adminOnly: true,
  item: contributionContract,
  itemName: 'Contribution',
  search: "the user's nickname and the contest's title",
  ...fromListContract(contributionsListContract, {
    status: 'Payment status.',
    type: 'Kind of contribution.',
    contestId: 'Contest id.',
    userId: { description: 'Payer (user) id.', probe: '20' },
    dateFrom: { description: 'Created at or after.', probe: '2026-06-01' },
    dateTo: { description: 'Created at or before.', probe: '2026-06-30' },
  }),
  extra: { sum: z.int().describe('Kopecks: the amounts of the whole filtered set, every page.') },
  errors: { 422: 'A malformed parameter, or `dateTo` before `dateFrom`.' },
  failures: [{ status: 422, query: { dateFrom: '2026-11-20', dateTo: '2026-11-01' } }],
});
/** The list's filters, search and sort, without paging: what the chart and the export take. */
const { page: _page, limit: _limit, ...contributionFilters } = contributionList.query!;
const { sort: _sort, order: _order, ...contributionStatsFilters } = contributionFilters;
/** The contract's body (src/contract/stocks.ts); the fields with a default may be left out. */
const stockFields = documentedShape(stockBodySchema.shape, {
  title: 'Trimmed.',
  description: 'Trimmed.',
  value: 'Percent (1–100) for `bonus_percent`, kopecks for `bonus_fixed`.',
  minContribution: 'Kopecks; null: any amount.',
  contestId: 'Only contributions to this contest; null: all.',
  endsAt: 'After `startsAt`.',
});
const stockBody = z.object({
  ...stockFields,
  description: z.optional(stockFields.description),
  isEnabled: z.optional(stockFields.isEnabled),
});
const unusedStock = (db: MockDatabase) => db.stocks.find((row) => row.usageCount === 0)!.id;
const usedStock = (db: MockDatabase) => db.stocks.find((row) => row.usageCount > 0)!.id;
const stockExample = {
  title: 'Зимний бонус',
  description: '10% к взносам от 500 ₽.',
  kind: 'bonus_percent',
  value: 10,
  minContribution: 50_000,
  contestId: null,
  startsAt: '2027-01-01T00:00:00+03:00',
  endsAt: '2027-01-31T00:00:00+03:00',
  isEnabled: true,
};

const finance: Endpoint[] = [
  contributionList,
  endpoint({
    id: 'getContributionStats',
    method: 'get',
    path: '/finance/contributions/stats',
    tag: 'Finance',
    summary: 'Contributions per day of a period, for the chart',
    description:
      "One row per 24 hours from `dateFrom` (send the local midnight: the days are then the browser's days) to `dateTo`, days without contributions as zeros; at most 367 days. The list's other filters apply.",
    adminOnly: true,
    query: {
      ...contributionStatsFilters,
      dateFrom: {
        ...contributionStatsFilters.dateFrom!,
        description: 'Required. The first day starts here. A day or an ISO 8601 date-time.',
      },
      dateTo: {
        ...contributionStatsFilters.dateTo!,
        description: 'Required. The last day ends here. A day or an ISO 8601 date-time.',
      },
    },
    result: component(
      'ContributionDays',
      z.array(
        z.object({
          date: z.iso.datetime().describe('The instant the day starts (UTC).'),
          amount: z.int().describe('Kopecks.'),
          count: z.int().nonnegative(),
          byType: z
            .object({ entry_fee: z.int(), donation: z.int() })
            .describe('Kopecks of each type.'),
        }),
      ),
    ),
    errors: {
      422: '`dateFrom` or `dateTo` missing or malformed, in the wrong order, or more than 367 days apart.',
    },
    probe: { query: { dateFrom: '2026-06-01', dateTo: '2026-06-30' } },
    failures: [{ status: 422, query: { dateTo: '2026-11-20' } }],
  }),
  endpoint({
    id: 'exportContributions',
    method: 'get',
    path: '/finance/contributions/export',
    tag: 'Finance',
    summary: 'The filtered contributions as a CSV file',
    description:
      'Every contribution of the filter (not one page), for Excel: UTF-8 with a BOM, `;`-separated, CRLF lines, a header row (`Номер;Дата (UTC);Пользователь;Конкурс;Тип;Способ оплаты;Статус;Сумма, ₽`), amounts in roubles with a decimal comma (`1500,50`), fields with `;` or quotes quoted. `Content-Disposition: attachment; filename="contributions-<YYYY-MM-DD>.csv"`.',
    adminOnly: true,
    query: contributionFilters,
    result: z.string(),
    produces: 'text/csv',
    errors: { 422: 'A malformed parameter, or `dateTo` before `dateFrom` (JSON).' },
    probe: { query: { status: 'refunded' } },
  }),
  endpoint({
    id: 'refundContribution',
    method: 'post',
    path: '/finance/contributions/{id}/refund',
    tag: 'Finance',
    summary: 'Refund a succeeded contribution',
    description:
      "The status becomes `refunded`, the amount goes back to the user's balance, and the contest's collected sum (its succeeded contributions) loses it.",
    adminOnly: true,
    body: z.object({ reason: z.string().min(1).max(500).describe('Trimmed.') }),
    result: contributionContract,
    errors: {
      404: '`Платёж не найден`.',
      409: '`Вернуть можно только успешный платёж`.',
      422: '`reason` empty or longer than 500 characters.',
    },
    probe: {
      params: { id: (db) => db.contributions.find((row) => row.status === 'succeeded')!.id },
      body: { reason: 'Двойное списание' },
    },
    failures: [
      { status: 422, params: { id: 1 }, body: { reason: ' ' } },
      {
        status: 409,
        params: { id: (db) => db.contributions.find((row) => row.status === 'failed')!.id },
        body: { reason: 'Двойное списание' },
      },
    ],
  }),
  list({
    id: 'listStocks',
    path: '/finance/stocks',
    tag: 'Finance',
    summary: 'Promotions (administrators); the status is derived from the dates',
    adminOnly: true,
    item: stockContract,
    itemName: 'Stock',
    search: 'title and description',
    ...fromListContract(stocksListContract, { status: 'Derived status.' }),
  }),
  endpoint({
    id: 'createStock',
    method: 'post',
    path: '/finance/stocks',
    tag: 'Finance',
    summary: 'Create a promotion',
    adminOnly: true,
    body: component('StockRequest', stockBody),
    result: stockContract,
    status: 201,
    errors: {
      422: 'Title empty; value not above 0, or above 100 for a percent; `minContribution` below 0; `endsAt` not after `startsAt`; an unknown contest.',
    },
    probe: { body: stockExample },
    failures: [{ status: 422, body: { ...stockExample, value: 150 } }],
  }),
  endpoint({
    id: 'updateStock',
    method: 'patch',
    path: '/finance/stocks/{id}',
    tag: 'Finance',
    summary:
      'Change a promotion (only the fields sent), e.g. switch it off with `{ isEnabled: false }`',
    description:
      'The stock with the changes must keep the rules of `POST /finance/stocks` (422 otherwise).',
    adminOnly: true,
    body: component('StockPatch', stockBody.partial()),
    result: stockContract,
    errors: { 404: '`Акция не найдена`.', 422: 'As for `POST /finance/stocks`.' },
    probe: { params: { id: usedStock }, body: { isEnabled: false } },
    failures: [{ status: 422, params: { id: usedStock }, body: { title: '' } }],
  }),
  endpoint({
    id: 'deleteStock',
    method: 'delete',
    path: '/finance/stocks/{id}',
    tag: 'Finance',
    summary: 'Delete a promotion that was never used',
    adminOnly: true,
    result: deleted,
    errors: {
      404: '`Акция не найдена`.',
      409: '`Акция уже применялась к взносам: удалить её нельзя, выключите её` (`usageCount` > 0).',
    },
    probe: { params: { id: unusedStock } },
    failures: [{ status: 409, params: { id: usedStock } }],
  }),
];

const stats: Endpoint[] = [
  endpoint({
    id: 'getCounters',
    method: 'get',
    path: '/stats/counters',
    tag: 'Queues',
    summary: 'Queue sizes for the navigation badges',
    result: component('Counters', countersSchema),
    probe: {},
  }),
];

/** PRODUCT §7: taking and letting go of a queue item, per queue. */
function claimEndpoints(
  queue: 'videos' | 'complaints' | 'applications',
  tag: string,
  what: string,
  notFoundMessage: string,
  waitingId: (db: MockDatabase) => number,
  decidedId: (db: MockDatabase) => number,
): Endpoint[] {
  const name = `${queue[0]!.toUpperCase()}${queue.slice(1, -1)}`;
  return [
    endpoint({
      id: `claim${name}`,
      method: 'post',
      path: `/${queue}/{id}/claim`,
      tag,
      summary: `Take ${what} for 120 s, or renew one's own claim`,
      result: claim,
      errors: {
        404: `\`${notFoundMessage}\`.`,
        409: `\`Сейчас проверяет <nickname>\` with \`claim\` while another moderator's claim is live; ${ALREADY_DECIDED} when it no longer waits.`,
      },
      probe: { params: { id: waitingId } },
      failures: [
        { status: 404, params: { id: 999999 } },
        { status: 409, params: { id: decidedId } },
      ],
    }),
    endpoint({
      id: `release${name}`,
      method: 'delete',
      path: `/${queue}/{id}/claim`,
      tag,
      summary: `Let go of ${what} (one's own claim; nothing to release is no error)`,
      result: deleted,
      errors: {
        404: `\`${notFoundMessage}\`.`,
        409: "`Сейчас проверяет <nickname>` with `claim`: another moderator's claim stays until they release it or it lapses.",
      },
      probe: { params: { id: waitingId } },
      failures: [{ status: 404, params: { id: 999999 } }],
    }),
  ];
}

const claims: Endpoint[] = [
  ...claimEndpoints(
    'videos',
    'Videos',
    'a video in moderation',
    'Видео не найдено',
    waiting.video,
    (db) => db.videos.find((row) => row.status !== 'moderation')!.id,
  ),
  ...claimEndpoints(
    'complaints',
    'Complaints',
    'a new complaint',
    'Жалоба не найдена',
    waiting.complaint,
    decided.complaint,
  ),
  ...claimEndpoints(
    'applications',
    'Applications',
    'a pending application',
    'Заявка не найдена',
    waiting.application,
    decided.application,
  ),
];

/** Issue 24: the live queues, as server-sent events. */
const liveEvent = component(
  'LiveEvent',
  z.union([
    component(
      'ClaimEvent',
      claimEventSchema,
      '`event: claim`: somebody took or renewed an item (`claim`), or let go of it (`claim: null`).',
    ),
    component(
      'DecisionEvent',
      decisionEventSchema,
      "`event: decision`: an item's status changed (`by` and `at`: whose decision it is and when); nobody holds it any more.",
    ),
    countersSchema,
  ]),
  'The `data:` of an event of `GET /events`: one line of JSON, a ClaimEvent, a DecisionEvent or (`event: counters`) the Counters.',
);

const events: Endpoint[] = [
  endpoint({
    id: 'issueEventsTicket',
    method: 'post',
    path: '/events/ticket',
    tag: 'Queues',
    summary: 'A ticket to open the live events stream',
    description:
      'EventSource sends no headers, so the stream cannot carry the bearer token: this call (with it, as every call) answers a random ticket that opens one `GET /events` within `expiresIn` seconds (30) and is spent by it.',
    result: z.object({
      ticket: z.string().describe('Opaque; put in `GET /events?ticket=`.'),
      expiresIn: z.int().positive().describe('Seconds the ticket stays good (unused).'),
    }),
    probe: {},
  }),
  endpoint({
    id: 'streamEvents',
    method: 'get',
    path: '/events',
    tag: 'Queues',
    summary: 'Live queues: claims, decisions and counters as they happen (server-sent events)',
    description:
      'A `text/event-stream` that stays open (no gzip, `Cache-Control: no-cache`). It starts with `event: counters` (the numbers now), then sends, for every change anybody makes: `event: claim` (data: ClaimEvent) when an item of a queue is taken, renewed or let go; `event: decision` (data: DecisionEvent) when its status changes, one per item (a complaint resolved with the others about its target: one each), followed by `event: counters` (data: Counters) when the queue sizes changed. `data:` is one line of JSON. A comment line (`: keep-alive`) every 25 s keeps proxies from closing it. No event ids and no replay: a client that lost the stream fetches its lists again. A claim lapsing unrenewed sends nothing (its `expiresAt` says when).',
    auth: false,
    query: {
      ticket: {
        schema: z.string(),
        description: 'A ticket of `POST /events/ticket`, not spent and not expired.',
        probes: [],
      },
    },
    result: liveEvent,
    produces: 'text/event-stream',
    errors: {
      401: 'A missing, unknown, spent or expired ticket: `Билет потока событий недействителен или просрочен`.',
    },
    probe: { query: { ticket: () => issueTicket(1) } },
    failures: [
      { status: 401, query: { ticket: 'spent-or-unknown' } },
      { status: 401, query: {} },
    ],
  }),
];

/** Issue 24: the audit trail. */
const auditList = list({
  id: 'listAudit',
  path: '/audit',
  tag: 'Audit',
  summary: 'The audit trail: who changed what, when, and why',
  description:
    "Every state-changing call writes one entry per entity it changed, in the same step as the change (a refused call writes nothing): decisions, edits, blocks, roles, refunds, dictionary and promotion changes, contest transitions, claims taken over (`claim_takeover`: another moderator's claim had lapsed). `before` and `after` hold only the fields that changed, by their contract names (references by their names: `category`, `contest`, `roles`, `winnerVideo`; a complaint's `resolutionAction` and `resolutionNote`); `before` is null for a creation, `after` for a deletion. `entityTitle` is the entity's name when it changed (a deleted one keeps it). Open to moderators: an item's history (`entityType` and `entityId`) and their own decisions (`actorId`); the whole trail's page and its export are the administrators'.",
  item: auditEntrySchema,
  itemName: 'AuditEntry',
  search: "the entity's name and the reason",
  ...fromListContract(auditListContract, {
    entityType: 'What kind of entity changed.',
    entityId: "The entity's id (with `entityType`: one item's history).",
    actorId: { description: 'Who made the change (user id).', probe: '2' },
    action: 'What was done.',
    dateFrom: { description: 'Made at or after.', probe: '2026-11-01' },
    dateTo: { description: 'Made at or before.', probe: '2026-11-30' },
  }),
  errors: { 422: 'A malformed parameter, or `dateTo` before `dateFrom`.' },
  failures: [{ status: 422, query: { dateFrom: '2026-11-20', dateTo: '2026-11-01' } }],
});
const { page: _auditPage, limit: _auditLimit, ...auditFilters } = auditList.query!;

const audit: Endpoint[] = [
  auditList,
  endpoint({
    id: 'exportAudit',
    method: 'get',
    path: '/audit/export',
    tag: 'Audit',
    summary: 'The filtered audit trail as a CSV file',
    description:
      'Every entry of the filter (not one page), newest first unless `order=asc`, for Excel like the contributions export: UTF-8 with a BOM, `;`-separated, CRLF lines, a header row (`Номер;Дата (UTC);Кто;Действие;Объект;Номер объекта;Название;Изменения;Причина`), the changes as `<field>: <before> → <after>` joined by `; `. `Content-Disposition: attachment; filename="audit-<YYYY-MM-DD>.csv"`.',
    adminOnly: true,
    query: auditFilters,
    result: z.string(),
    produces: 'text/csv',
    errors: { 422: 'A malformed parameter, or `dateTo` before `dateFrom` (JSON).' },
    probe: { query: { entityType: 'video' } },
  }),
];

export const catalogue: readonly Endpoint[] = [
  ...auth,
  ...users,
  ...videos,
  ...dictionaries,
  ...contests,
  ...dictionaryChanges,
  ...complaints,
  ...comments,
  ...applications,
  ...finance,
  ...stats,
  ...claims,
  ...events,
  ...audit,
];

export const TAGS: Record<string, string> = {
  Session: 'Logging in and renewing the session (SPEC §4, §7).',
  Users: 'Users, their blocking and roles.',
  Videos: 'Videos and their moderation.',
  Categories: 'The video categories dictionary.',
  Contests: 'Contests.',
  'Complaint reasons': 'The complaint reasons dictionary.',
  Complaints: 'Complaints about videos, comments and users.',
  Comments: 'Comments under videos.',
  Applications: 'Verification, contest and payout applications.',
  Finance: 'Contributions and promotions: administrators only.',
  Queues: 'Queue counters, and the live events of the queues.',
  Audit: 'The audit trail of every change.',
};
