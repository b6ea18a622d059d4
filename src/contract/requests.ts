import * as z from 'zod/mini';
import { AREA_LIST } from './areas';
import { BULK_MAX } from './common';
import { applicationRejectReasonField } from './applications';
import { categoryInputSchema, categoryPatchSchema } from './categories';
import { COMMENT_BULK_ACTIONS } from './comments';
import { complaintReasonInputSchema, complaintReasonPatchSchema } from './complaint-reasons';
import { policyReasonInputSchema, policyReasonPatchSchema } from './policy-reasons';
import { COMPLAINT_ACTIONS, complaintNoteField } from './complaints';
import { NEXT_QUEUES } from './queue-next';
import {
  ESCALATION_QUEUES,
  escalateBodySchema,
  escalationReturnBodySchema,
  type EscalationQueue,
} from './escalations';
import { cancelReasonField, CONTEST_CREATE_REQUIRED, contestInputSchema } from './contests';
import { refundReasonSchema } from './contributions';
import { queueTargetsBodySchema } from './queue-stats';
import { riskThresholdSchema, videoNextBodySchema, videoRiskInputSchema } from './video-risk';
import { stockBodySchema } from './stocks';
import { userBlockSchema, userRolesSchema } from './users';
import {
  REJECT_REASON_MESSAGE,
  rejectReasonField,
  VIDEO_BULK_ACTIONS,
  VIDEO_STATUSES,
  videoUpdateSchema,
} from './videos';

/**
 * The body of every call that takes one, by route as the OpenAPI document names it (`POST
 * /videos/{id}/reject`). The server parses each strictly: an unknown field, a wrong type, a body that
 * is not an object is 422 with a message per field (the mock derives the strict form, src/contract/strict.ts);
 * a route not listed here takes no body (none, or `{}`), unless its handler declares the
 * contract's schema itself (an area's CRUD: `bodies` of mocks/crud.ts; its OpenAPI part documents
 * the same with `declaredBody`). The OpenAPI document describes these same schemas. Only the mock
 * and the document read this module: the panel's forms use the fields.
 */

/** What the bulk calls of an area say about `ids`. */
export function bulkIdsField(messages: { empty: string; invalid: string; tooMany: string }) {
  return z
    .array(z.int(messages.invalid).check(z.positive(messages.invalid)), messages.empty)
    .check(z.minLength(1, messages.empty), z.maxLength(BULK_MAX, messages.tooMany));
}

export const VIDEO_IDS_MESSAGES = {
  empty: 'Выберите хотя бы одно видео',
  invalid: 'Некорректный id видео',
  tooMany: `Не больше ${BULK_MAX} видео за раз`,
};
export const VIDEO_ACTION_MESSAGE = 'Действие: approve или reject';
export const EXPECTED_STATUS_MESSAGE = `Ожидаемый статус: ${VIDEO_STATUSES.join(', ')}`;
export const COMMENT_IDS_MESSAGES = {
  empty: 'Выберите хотя бы один комментарий',
  invalid: 'Некорректный id комментария',
  tooMany: `Не больше ${BULK_MAX} комментариев за раз`,
};
export const COMMENT_ACTION_MESSAGE = `Действие: ${COMMENT_BULK_ACTIONS.slice(0, -1).join(', ')} или ${COMMENT_BULK_ACTIONS.at(-1)}`;
export const APPLICATION_IDS_MESSAGES = {
  empty: 'Выберите хотя бы одну заявку',
  invalid: 'Некорректный id заявки',
  tooMany: `Не больше ${BULK_MAX} заявок за раз`,
};
export const APPLICATION_ACTION_MESSAGE = 'Действие: approve';
export const COMPLAINT_ACTION_MESSAGE = `Действие: ${COMPLAINT_ACTIONS.slice(0, -1).join(', ')} или ${COMPLAINT_ACTIONS.at(-1)}`;
export const WINNER_MESSAGE = 'Победитель — работа одного из участников этого конкурса';
export const LOGIN_BODY_MESSAGE = 'Ожидается { email, password } или { refreshToken }';

/**
 * The status the moderator saw when deciding (docs/product.md#several-moderators-at-once): another
 * one now means somebody decided meanwhile (409). Left out: no check.
 */
const expectedStatus = z.optional(z.enum(VIDEO_STATUSES, EXPECTED_STATUS_MESSAGE));

const contestCreateBody = z.extend(
  z.partial(contestInputSchema),
  Object.fromEntries(
    CONTEST_CREATE_REQUIRED.map((field) => [field, contestInputSchema.shape[field]]),
  ) as Pick<typeof contestInputSchema.shape, (typeof CONTEST_CREATE_REQUIRED)[number]>,
);

export const REQUEST_BODIES = {
  'POST /auth': z.union(
    [z.object({ email: z.string(), password: z.string() }), z.object({ refreshToken: z.string() })],
    LOGIN_BODY_MESSAGE,
  ),
  'POST /auth/logout': z.object({ refreshToken: z.string() }),
  'PATCH /users/{id}/block': userBlockSchema,
  'PATCH /users/{id}/roles': userRolesSchema,
  'PATCH /videos/{id}': z.partial(videoUpdateSchema),
  'POST /videos/{id}/approve': z.object({ expectedStatus }),
  'POST /videos/{id}/reject': z.object({ reason: rejectReasonField, expectedStatus }),
  'POST /videos/bulk': z
    .object({
      ids: bulkIdsField(VIDEO_IDS_MESSAGES),
      action: z.enum(VIDEO_BULK_ACTIONS, VIDEO_ACTION_MESSAGE),
      /** Required to reject. */
      reason: z.optional(rejectReasonField),
      expectedStatus,
    })
    .check(
      z.refine((body) => body.action !== 'reject' || body.reason !== undefined, {
        message: REJECT_REASON_MESSAGE,
        path: ['reason'],
        // Said beside the other fields' errors, as the form shows them all at once.
        when: ({ value }) => typeof value === 'object' && value !== null,
      }),
    ),
  'POST /categories': categoryInputSchema,
  'PATCH /categories/{id}': categoryPatchSchema,
  'POST /complaint-reasons': complaintReasonInputSchema,
  'PATCH /complaint-reasons/{id}': complaintReasonPatchSchema,
  'POST /policy/reasons': policyReasonInputSchema,
  'PATCH /policy/reasons/{id}': policyReasonPatchSchema,
  'POST /contests': contestCreateBody,
  'PATCH /contests/{id}': z.partial(contestInputSchema),
  'POST /contests/{id}/finish': z.object({
    winnerVideoId: z.int(WINNER_MESSAGE).check(z.positive(WINNER_MESSAGE)),
  }),
  'POST /contests/{id}/cancel': z.object({ reason: cancelReasonField }),
  'POST /complaints/{id}/resolve': z.object({
    action: z.enum(COMPLAINT_ACTIONS, COMPLAINT_ACTION_MESSAGE),
    note: z.optional(complaintNoteField),
  }),
  'POST /complaints/{id}/reject': z.object({ note: z.optional(complaintNoteField) }),
  'POST /comments/bulk': z.object({
    ids: bulkIdsField(COMMENT_IDS_MESSAGES),
    action: z.enum(COMMENT_BULK_ACTIONS, COMMENT_ACTION_MESSAGE),
  }),
  'POST /applications/{id}/reject': z.object({ reason: applicationRejectReasonField }),
  'POST /applications/bulk': z.object({
    ids: bulkIdsField(APPLICATION_IDS_MESSAGES),
    action: z.literal('approve', APPLICATION_ACTION_MESSAGE),
  }),
  'POST /finance/contributions/{id}/refund': z.object({ reason: refundReasonSchema }),
  'POST /finance/stocks': stockBodySchema,
  'PATCH /finance/stocks/{id}': z.partial(z.object(stockBodySchema.shape)),
  'PATCH /stats/queues/targets': z.partial(queueTargetsBodySchema),
  'PUT /videos/{id}/risk': videoRiskInputSchema,
  'PUT /policy/risk-threshold': riskThresholdSchema,
  'POST /videos/next': videoNextBodySchema,
  ...escalationBodies(),
} satisfies Record<string, z.ZodMiniType>;

/** A second opinion's calls, the same for every queue (src/contract/escalations.ts). */
function escalationBodies() {
  type Route<Q extends EscalationQueue> =
    `POST /${Q}/{id}/escalate` | `POST /${Q}/{id}/escalation/return`;
  const bodies = {} as Record<Route<EscalationQueue>, z.ZodMiniType>;
  for (const queue of ESCALATION_QUEUES) {
    bodies[`POST /${queue}/{id}/escalate`] = escalateBodySchema;
    bodies[`POST /${queue}/{id}/escalation/return`] = escalationReturnBodySchema;
  }
  return bodies as Record<Route<EscalationQueue>, typeof escalateBodySchema>;
}

export type BodyRoute = keyof typeof REQUEST_BODIES;

/**
 * The calls that take a query: each area's list (its parameters are its list contract's, src/contract/
 * *-list.ts, plus page, limit, sort, order and search; `api` in areas.ts), each queue's next item
 * (its list's filters, search and `skip`; src/contract/queue-next.ts), the exports and the chart
 * with the same filters, a contest's participants, and the live stream's ticket. Any other call given
 * a query parameter answers 422.
 */
export const QUERY_ROUTES: readonly string[] = [
  ...AREA_LIST.map((area) => `GET ${area.api}`),
  ...NEXT_QUEUES.map((queue) => `POST /${queue}/next`),
  'GET /contests/{id}/participants',
  'GET /finance/contributions/stats',
  'GET /finance/contributions/export',
  'GET /audit/export',
  'GET /stats/queues/export',
  'GET /events',
];

/** The route key of a handler's path: `/videos/:id` → `/videos/{id}`. */
export function routeKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`;
}

/** The body a route takes, or null when it takes none. */
export function requestBody(method: string, path: string): z.ZodMiniType | null {
  return (REQUEST_BODIES as Record<string, z.ZodMiniType>)[routeKey(method, path)] ?? null;
}
