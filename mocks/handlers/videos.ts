import * as z from 'zod/mini';
import { audited, auditDeleted, type AuditEvent } from '../audit';
import { decisionOf, type Decided } from '../claims';
import { answerByDecision, escalatedIds, refusedEscalated } from '../escalations';
import { checkFields } from '../crud';
import { commit, db, deleteComments, findAllById, findById } from '../db';
import {
  authed,
  fail,
  isAdminUser,
  notFound,
  ok,
  parsedBody,
  validationFailed,
  conflict,
} from '../http';
import { readJson } from '../request-parsing';
import { rowMatcher } from '../list-match';
import {
  paginate,
  readContractQuery,
  sortRows,
  type ContractFilters,
  type ListQuery,
} from '../list';
import type { MockUser, MockVideo, VideoStatus } from '../types';
import { complaintsCount, videoRowView, videoView } from '../views';
import { takesNoNewVideos } from '@/contract/contests';
import {
  CONTEST_CLOSED_MESSAGE,
  REJECT_REASON_MESSAGE,
  rejectReasonField,
  VIDEO_CATEGORY_MESSAGE,
  VIDEO_CONTEST_MESSAGE,
  VIDEO_STATUSES,
  videosListContract,
  videoUpdateSchema,
} from '@/contract/videos';

type VideoSort = (typeof videosListContract.sorts)[number];

/** The server's answers besides the field rules of the contract (src/contract/videos.ts). */
export const VIDEO_ERRORS = {
  notFound: 'Видео не найдено',
  deleteAdminOnly: 'Удалять видео может только администратор',
} as const;

function sortKey(sort: VideoSort): (video: MockVideo) => string | number | null {
  if (sort === 'risk') return riskMax;
  return sort === 'complaintsCount'
    ? (video) => complaintsCount('video', video.id)
    : (video) => video[sort];
}

/** The highest frame risk of a video's scores; null while it has none (last in either order). */
export const riskMax = (video: MockVideo): number | null => video.risk?.max ?? null;

/** Reject reason: the contract's rule (trimmed, 5–500 characters); null when it does not fit. */
function readReason(value: unknown): string | null {
  const parsed = z.safeParse(rejectReasonField, value);
  return parsed.success ? parsed.data : null;
}

type Decision = { status: 'published' } | { status: 'rejected'; reason: string };

function moderate(video: MockVideo, me: MockUser, decision: Decision) {
  const rejected = decision.status === 'rejected';
  const event: AuditEvent = rejected
    ? { action: 'reject', entityType: 'video', reason: decision.reason }
    : { action: 'approve', entityType: 'video' };
  audited(me, event, video, () =>
    Object.assign(video, {
      status: decision.status,
      rejectReason: rejected ? decision.reason : null,
      moderatedAt: new Date().toISOString(),
      moderatedById: me.id,
      claim: null,
    }),
  );
  answerByDecision('videos', video.id, me);
}

/**
 * `expectedStatus` in a decision's body is the status the moderator saw
 * (docs/product.md#several-moderators-at-once). A video can be decided again on purpose (taking a
 * published one down), so only the caller knows whether it meant to decide a waiting one: when the
 * video is no longer in the status they saw, somebody else decided it meanwhile. A single decision
 * that says nothing meant a waiting video (`moderation`); a bulk one without it may hold videos of
 * several statuses, each decided on purpose. A decision that would change nothing (approving a
 * published video) is always late. Null when the decision may go ahead.
 */
function staleDecision(
  video: MockVideo,
  expected: unknown,
  decision: Decision,
  unsaid: VideoStatus | null = 'moderation',
): Decided | null {
  const seen = VIDEO_STATUSES.find((status) => status === expected) ?? unsaid;
  const late = (seen !== null && seen !== video.status) || video.status === decision.status;
  return late ? decisionOf.videos(video) : null;
}

type VideosQuery = Pick<
  ListQuery<string, ContractFilters<typeof videosListContract.filters>>,
  'filters' | 'search'
>;

/** Whether a video is in the list's filter and search (the list, and the queue's next item). */
export function videoMatches(query: VideosQuery, hideEscalated = true) {
  const nicknames = new Map(db.users.map((user) => [user.id, user.nickname]));
  const matches = rowMatcher<MockVideo, typeof videosListContract.filters>(
    videosListContract,
    query,
    {
      search: (video) => [video.title, video.description, nicknames.get(video.authorId)],
      fields: { riskMin: riskMax },
    },
  );
  // A moderator's view of the queue leaves out what waits for a second opinion: the administrators'.
  if (!hideEscalated || query.filters.status !== 'moderation') return matches;
  const escalated = escalatedIds('videos');
  return (video: MockVideo) => matches(video) && !escalated.has(video.id);
}

export const handlers = [
  authed('get', '/videos', ({ url, me }) => {
    const query = readContractQuery(url, videosListContract);
    if (query instanceof Response) return query;
    const rows = db.videos.filter(videoMatches(query, !isAdminUser(me)));
    const { items, total } = paginate(
      sortRows(rows, sortKey(query.sort ?? videosListContract.sort), query.order),
      query,
    );
    return ok({ items: items.map(videoRowView), total });
  }),

  authed<{ id: string }>('get', '/videos/:id', ({ params }) => {
    const video = findById(db.videos, params.id);
    return video ? ok(videoView(video)) : notFound(VIDEO_ERRORS.notFound);
  }),

  /** Partial update: only the fields present in the body are checked and changed. */
  authed<{ id: string }>('patch', '/videos/:id', async ({ params, request, me }) => {
    const video = findById(db.videos, params.id);
    if (!video) return notFound(VIDEO_ERRORS.notFound);
    const { values: patch, errors } = checkFields(videoUpdateSchema, await readJson(request), []);
    if (patch.categoryId !== undefined && !findById(db.categories, patch.categoryId))
      errors.categoryId = VIDEO_CATEGORY_MESSAGE;
    if (patch.contestId != null) {
      const contest = findById(db.contests, patch.contestId);
      if (!contest) errors.contestId = VIDEO_CONTEST_MESSAGE;
      // A video keeps the contest it was in; a finished or cancelled one takes no new videos.
      else if (contest.id !== video.contestId && takesNoNewVideos(contest.status))
        errors.contestId = CONTEST_CLOSED_MESSAGE;
    }
    if (Object.keys(errors).length > 0) return validationFailed(errors);
    audited(me, { action: 'update', entityType: 'video' }, video, () =>
      Object.assign(video, patch),
    );
    commit();
    return ok(videoView(video));
  }),

  authed<{ id: string }>('post', '/videos/:id/approve', async ({ params, request, me }) => {
    const video = findById(db.videos, params.id);
    if (!video) return notFound(VIDEO_ERRORS.notFound);
    const decision: Decision = { status: 'published' };
    const stale = staleDecision(video, (await readJson(request)).expectedStatus, decision);
    if (stale) return conflict(stale);
    const escalated = refusedEscalated('videos', video.id, me);
    if (escalated) return conflict(escalated);
    moderate(video, me, decision);
    commit();
    return ok(videoView(video));
  }),

  authed<{ id: string }>('post', '/videos/:id/reject', async ({ params, request, me }) => {
    const video = findById(db.videos, params.id);
    if (!video) return notFound(VIDEO_ERRORS.notFound);
    const body = await readJson(request);
    const reason = readReason(body.reason);
    if (reason === null) return validationFailed({ reason: REJECT_REASON_MESSAGE });
    const decision: Decision = { status: 'rejected', reason };
    const stale = staleDecision(video, body.expectedStatus, decision);
    if (stale) return conflict(stale);
    const escalated = refusedEscalated('videos', video.id, me);
    if (escalated) return conflict(escalated);
    moderate(video, me, decision);
    commit();
    return ok(videoView(video));
  }),

  /**
   * A malformed body is a 422, any unknown id a 404, and then nothing changes. Videos no longer in the
   * body's `expectedStatus` (decided by somebody else meanwhile) are skipped and listed with who did it,
   * and so, for a moderator, are those waiting for a second opinion.
   */
  authed('post', '/videos/bulk', async ({ request, me }) => {
    const body = await parsedBody(request, 'POST /videos/bulk');
    if (body instanceof Response) return body;
    // The contract requires a reason to reject.
    const decision: Decision =
      body.action === 'approve'
        ? { status: 'published' }
        : { status: 'rejected', reason: body.reason ?? '' };

    const { found, unknown } = findAllById(db.videos, [...new Set(body.ids)]);
    if (unknown.length > 0) return notFound(`${VIDEO_ERRORS.notFound}: ${unknown.join(', ')}`);
    const skipped: Array<{ id: number } & (Decided | { message: string })> = [];
    let updated = 0;
    for (const video of found) {
      const stale =
        staleDecision(video, body.expectedStatus, decision, null) ??
        refusedEscalated('videos', video.id, me);
      if (stale) {
        skipped.push({ id: video.id, ...stale });
      } else {
        moderate(video, me, decision);
        updated += 1;
      }
    }
    if (updated > 0) commit();
    return ok({ updated, skipped });
  }),

  authed<{ id: string }>('delete', '/videos/:id', ({ params, me }) => {
    if (!isAdminUser(me)) return fail(409, VIDEO_ERRORS.deleteAdminOnly);
    const video = findById(db.videos, params.id);
    if (!video) return notFound(VIDEO_ERRORS.notFound);
    // Its comments go with it, and the complaints about it and about those comments. A contest this
    // video won keeps its winnerVideoId; the contest view then shows no winner.
    auditDeleted(me, 'video', video);
    db.videos = db.videos.filter((candidate) => candidate.id !== video.id);
    deleteComments(
      db.comments.filter((comment) => comment.videoId === video.id).map(({ id }) => id),
    );
    db.complaints = db.complaints.filter(
      (complaint) => !(complaint.targetType === 'video' && complaint.targetId === video.id),
    );
    commit();
    return ok({ id: video.id });
  }),
];
