import { audited, auditDeleted } from '../audit';
import * as z from 'zod/mini';
import { commit, db, findById } from '../db';
import { fail, ok, validationFailed } from '../http';
import { contestView } from '../views';
import { cancelReasonField, contestLifecycle } from '@/contract/contests';
import { CONTEST_ERRORS, contestAction } from './contest-rules';

/**
 * A contest's lifecycle (docs/product.md#contests): publish a draft, finish with a winner, cancel,
 * delete a draft.
 */
export const contestLifecycleHandlers = [
  contestAction('post', '/publish', (contest, _body, me) => {
    if (!contestLifecycle(contest, Date.now()).publish)
      return fail(409, CONTEST_ERRORS.publishDraftOnly);
    const errors: Record<string, string> = {};
    if (!contest.description) errors.description = CONTEST_ERRORS.requiredToPublish;
    if (!contest.rules) errors.rules = CONTEST_ERRORS.requiredToPublish;
    if (Date.parse(contest.endsAt) <= Date.now()) errors.endsAt = CONTEST_ERRORS.endsInPast;
    if (Object.keys(errors).length > 0) return validationFailed(errors);
    audited(me, { action: 'publish', entityType: 'contest' }, contest, () => {
      contest.status = 'active';
    });
    commit();
    return ok(contestView(contest));
  }),

  contestAction('post', '/finish', (contest, body, me) => {
    if (contest.status !== 'active') return fail(409, CONTEST_ERRORS.finishActiveOnly);
    // Published for a later start: no entries could have come in, there is no winner to name.
    if (!contestLifecycle(contest, Date.now()).finish) return fail(409, CONTEST_ERRORS.notStarted);
    const video = findById(db.videos, body.winnerVideoId);
    if (!video || video.contestId !== contest.id)
      return validationFailed({ winnerVideoId: CONTEST_ERRORS.winner });
    audited(me, { action: 'finish', entityType: 'contest' }, contest, () => {
      contest.status = 'finished';
      contest.winnerVideoId = video.id;
    });
    commit();
    return ok(contestView(contest));
  }),

  contestAction('post', '/cancel', (contest, body, me) => {
    if (!contestLifecycle(contest, Date.now()).cancel)
      return fail(409, CONTEST_ERRORS.cancelClosed);
    const parsed = z.safeParse(cancelReasonField, body.reason);
    if (!parsed.success) return validationFailed({ reason: parsed.error.issues[0]!.message });
    const reason = parsed.data;
    audited(me, { action: 'cancel', entityType: 'contest', reason }, contest, () => {
      contest.status = 'cancelled';
      contest.cancelReason = reason;
    });
    // What was paid towards a cancelled contest goes back (as in the seed, seed/contributions.ts).
    const refund = { action: 'refund', entityType: 'contribution', reason } as const;
    for (const contribution of db.contributions) {
      if (contribution.contestId === contest.id && contribution.status === 'succeeded')
        audited(me, refund, contribution, () => {
          contribution.status = 'refunded';
        });
    }
    commit();
    return ok(contestView(contest));
  }),

  contestAction('delete', '', (contest, _body, me) => {
    if (!contestLifecycle(contest, Date.now()).delete)
      return fail(409, CONTEST_ERRORS.deleteDraftOnly);
    auditDeleted(me, 'contest', contest);
    db.contests = db.contests.filter((row) => row.id !== contest.id);
    for (const video of db.videos) if (video.contestId === contest.id) video.contestId = null;
    for (const stock of db.stocks) if (stock.contestId === contest.id) stock.contestId = null;
    commit();
    return ok({ id: contest.id });
  }),
];
