import { describe, expect, it } from 'vitest';
import { AREA_LIST } from '@/contract/areas';
import {
  AUDIT_ENTITY_TYPES,
  MODERATOR_AUDIT_ENTITY_TYPES,
  type AuditEntityType,
} from '@/contract/audit';
import { auditPageSchema, type AuditEntry } from '@/contract/audit-schema';
import { colleagueUser } from '../colleague';
import { db } from '../db';
import { catalogue } from '../openapi/catalogue';
import { ADMIN_ID, call, fetchAll, MODERATOR_ID } from '../testing';
import { historyOf, patch, post, waitingVideo } from './audit.test-helpers';

/** Runs an administrator's change that writes entries about `entityType`; the entity's id. */
type Change = () => Promise<number>;

const payoutCovered = () =>
  db.applications.find(
    (row) =>
      row.status === 'pending' &&
      row.type === 'payout' &&
      db.users.find((user) => user.id === row.userId)!.balance >= (row.amount ?? 0),
  )!;

/**
 * An area's documented change (mocks/openapi/endpoints): the probe of its `PATCH <api>/{id}`, which
 * succeeds on the seed data, made by an administrator.
 */
function documentedChange(entityType: AuditEntityType): Change {
  const area = AREA_LIST.find((candidate) => candidate.audit?.kind === entityType)!;
  const change = catalogue.find(
    (endpoint) => endpoint.method === 'patch' && endpoint.path === `${area.api}/{id}`,
  );
  if (!change) throw new Error(`${entityType}: no PATCH ${area.api}/{id} documented to change it`);
  return async () => {
    const param = change.probe.params?.id;
    const id = Number(typeof param === 'function' ? param(db) : param);
    expect((await patch(`${area.api}/${id}`, change.probe.body)).status).toBe(200);
    return id;
  };
}

/**
 * One administrator's change per entity type; what a moderator reads of it follows. The areas named
 * here change otherwise; any other's is its documented change.
 */
const OWN_CHANGES: Partial<Record<AuditEntityType, Change>> = {
  video: async () => {
    const video = waitingVideo();
    expect((await post(`/videos/${video.id}/approve`)).status).toBe(200);
    return video.id;
  },
  comment: async () => {
    const comment = db.comments.find((row) => row.status === 'visible')!;
    expect((await post(`/comments/${comment.id}/hide`)).status).toBe(200);
    return comment.id;
  },
  complaint: async () => {
    const complaint = db.complaints.find((row) => row.status === 'new')!;
    expect(
      (await post(`/complaints/${complaint.id}/reject`, { note: 'Нет нарушения' })).status,
    ).toBe(200);
    return complaint.id;
  },
  application: async () => {
    const application = db.applications.find(
      (row) => row.status === 'pending' && row.type === 'verification',
    )!;
    const answer = await post(`/applications/${application.id}/reject`, { reason: 'Мало данных' });
    expect(answer.status).toBe(200);
    return application.id;
  },
  user: async () => {
    const user = db.users.find((row) => row.status === 'active' && row.roleIds.includes(3))!;
    const answer = await patch(`/users/${user.id}/block`, { reason: 'Спам в комментариях' });
    expect(answer.status).toBe(200);
    return user.id;
  },
  contest: async () => {
    const draft = db.contests.find((contest) => contest.status === 'draft')!;
    expect((await post(`/contests/${draft.id}/cancel`, { reason: 'Нет спонсора' })).status).toBe(
      200,
    );
    return draft.id;
  },
  contribution: async () => {
    const row = db.contributions.find((contribution) => contribution.status === 'succeeded')!;
    const answer = await post(`/finance/contributions/${row.id}/refund`, {
      reason: 'Ошибочный платёж',
    });
    expect(answer.status).toBe(200);
    return row.id;
  },
  queue_target: async () => {
    expect((await patch('/stats/queues/targets', { complaints: 6 })).status).toBe(200);
    return db.queueTargets.find((row) => row.queue === 'complaints')!.id;
  },
};
const CHANGES = Object.fromEntries(
  AUDIT_ENTITY_TYPES.map((type) => [type, OWN_CHANGES[type] ?? documentedChange(type)]),
) as Record<AuditEntityType, Change>;

const READ_BY_MODERATORS = new Set<AuditEntityType>([
  'video',
  'comment',
  'complaint',
  'application',
  'user',
]);

describe('what a moderator reads of the audit trail', () => {
  it('is the queues and their people: videos, comments, complaints, applications, users', () => {
    expect(new Set(MODERATOR_AUDIT_ENTITY_TYPES)).toEqual(READ_BY_MODERATORS);
  });

  it.each(Object.keys(CHANGES) as AuditEntityType[])(
    "an administrator's change of a %s",
    async (entityType) => {
      const id = await CHANGES[entityType]();
      const admin = await historyOf(entityType, id, ADMIN_ID);
      expect(admin.total).toBeGreaterThan(0);
      expect(admin.items.every((entry) => entry.actor.id === ADMIN_ID)).toBe(true);
      const moderator = await historyOf(entityType, id, MODERATOR_ID);
      if (READ_BY_MODERATORS.has(entityType)) {
        expect(moderator).toEqual(admin);
      } else {
        expect(moderator).toEqual({ items: [], total: 0 });
        // Not by another filter either: the whole trail of this kind is empty for a moderator.
        const all = await fetchAll<AuditEntry>(`/audit?entityType=${entityType}`, MODERATOR_ID);
        expect(all.total).toBe(0);
      }
    },
  );

  it("a balance changed by an administrator's refund or payout is not a moderator's to read", async () => {
    const refunded = db.contributions.find((row) => row.status === 'succeeded')!;
    await post(`/finance/contributions/${refunded.id}/refund`, { reason: 'Ошибочный платёж' });
    const payout = payoutCovered();
    await post(`/applications/${payout.id}/approve`);
    for (const userId of [refunded.userId, payout.userId]) {
      const admin = await historyOf('user', userId, ADMIN_ID);
      expect(admin.items.some((entry) => 'balance' in (entry.after ?? {}))).toBe(true);
      const moderator = await historyOf('user', userId, MODERATOR_ID);
      expect(moderator.items.some((entry) => 'balance' in (entry.after ?? {}))).toBe(false);
      expect(moderator.total).toBe(moderator.items.length);
    }
    // The payout's own decision is the applications queue's: read.
    expect((await historyOf('application', payout.id, MODERATOR_ID)).total).toBe(1);
  });

  it('their own entries, money included, and nobody else reads those about money', async () => {
    const payout = payoutCovered();
    expect((await post(`/applications/${payout.id}/approve`, undefined, MODERATOR_ID)).status).toBe(
      200,
    );
    const own = await call(`/audit?actorId=${MODERATOR_ID}&limit=10`, { as: MODERATOR_ID });
    const entries = auditPageSchema.parse(own.result).items;
    expect(entries.slice(0, 2).map((entry) => [entry.action, entry.entityType])).toEqual([
      ['approve', 'application'],
      ['update', 'user'],
    ]);
    const colleague = colleagueUser()!;
    const theirs = await historyOf('user', payout.userId, colleague.id);
    expect(theirs.items.some((entry) => 'balance' in (entry.after ?? {}))).toBe(false);
  });

  it('the whole trail a moderator pages through holds nothing else, and counts only that', async () => {
    for (const change of Object.values(CHANGES)) await change();
    const everything = await fetchAll<AuditEntry>('/audit', ADMIN_ID);
    const read = await fetchAll<AuditEntry>('/audit', MODERATOR_ID);
    expect(read.total).toBe(read.items.length);
    expect(read.total).toBeLessThan(everything.total);
    const money = (entry: AuditEntry) => 'balance' in (entry.after ?? {});
    for (const entry of read.items) {
      if (entry.actor.id === MODERATOR_ID) continue;
      expect(READ_BY_MODERATORS.has(entry.entityType)).toBe(true);
      expect(money(entry)).toBe(false);
    }
    const expected = everything.items.filter(
      (entry) =>
        entry.actor.id === MODERATOR_ID ||
        (READ_BY_MODERATORS.has(entry.entityType) && !money(entry)),
    );
    expect(read.items.map((entry) => entry.id)).toEqual(expected.map((entry) => entry.id));
  });
});
