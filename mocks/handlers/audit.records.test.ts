import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { ADMIN_ID, call, MODERATOR_ID } from '../testing';
import { auditPageSchema, type AuditEntry } from '@/contract/audit-schema';
import { newComplaint, patch, post, waitingVideo } from './audit.test-helpers';

const del = (path: string, as = ADMIN_ID) => call(path, { method: 'DELETE', as });

/** The entries a step wrote, through `GET /audit` (newest first), parsed as the panel parses them. */
async function written(step: () => Promise<{ status: number }>, expected = 200) {
  const before = db.audit.length;
  const answer = await step();
  expect(answer.status).toBe(expected);
  const count = db.audit.length - before;
  if (count === 0) return [];
  const { status, result } = await call(`/audit?limit=100`);
  expect(status).toBe(200);
  return auditPageSchema.parse(result).items.slice(0, count).reverse();
}

const pendingOf = (type: string) =>
  db.applications.find((row) => row.status === 'pending' && row.type === type)!;

function only(entries: AuditEntry[]) {
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

describe('what the trail records', () => {
  it('an approval: who, the video, its status before and after', async () => {
    const video = waitingVideo();
    const entry = only(
      await written(() => post(`/videos/${video.id}/approve`, undefined, MODERATOR_ID)),
    );
    expect(entry).toMatchObject({
      actor: { id: MODERATOR_ID, nickname: 'moderator' },
      action: 'approve',
      entityType: 'video',
      entityId: video.id,
      entityTitle: video.title,
      before: { status: 'moderation' },
      after: { status: 'published' },
      reason: null,
    });
  });

  it('a rejection with its reason, and the reason field changed', async () => {
    const video = waitingVideo();
    const entry = only(
      await written(() => post(`/videos/${video.id}/reject`, { reason: 'Низкое качество видео' })),
    );
    expect(entry).toMatchObject({
      action: 'reject',
      reason: 'Низкое качество видео',
      before: { status: 'moderation', rejectReason: null },
      after: { status: 'rejected', rejectReason: 'Низкое качество видео' },
    });
  });

  it('an edit keeps only the fields that changed, references by their names', async () => {
    const video = db.videos[0]!;
    const category = db.categories.find((row) => row.id !== video.categoryId)!;
    const entry = only(
      await written(() =>
        patch(`/videos/${video.id}`, {
          title: 'Новое название',
          description: video.description,
          categoryId: category.id,
        }),
      ),
    );
    expect(entry.action).toBe('update');
    expect(entry.after).toEqual({ title: 'Новое название', category: category.name });
    expect(Object.keys(entry.before!)).toEqual(['title', 'category']);
  });

  it('an edit that changes nothing is not recorded', async () => {
    const video = db.videos[0]!;
    expect(await written(() => patch(`/videos/${video.id}`, { title: video.title }))).toEqual([]);
  });

  it('each video of a bulk decision, once', async () => {
    const ids = db.videos.filter((video) => video.status === 'moderation').map(({ id }) => id);
    const entries = await written(() =>
      post('/videos/bulk', { ids: ids.slice(0, 3), action: 'approve' }),
    );
    expect(entries.map((entry) => [entry.action, entry.entityId])).toEqual(
      ids.slice(0, 3).map((id) => ['approve', id]),
    );
  });

  it('a deletion keeps the name and the last fields', async () => {
    const video = db.videos[5]!;
    const entry = only(await written(() => del(`/videos/${video.id}`)));
    expect(entry).toMatchObject({ action: 'delete', entityTitle: video.title, after: null });
    expect(entry.before).toMatchObject({ title: video.title, status: video.status });
  });

  it('dictionaries: create, edit, delete', async () => {
    const created = only(
      await written(() => post('/categories', { name: 'Аудит', slug: 'audit', isActive: true })),
    );
    expect(created).toMatchObject({ action: 'create', entityType: 'category', before: null });
    expect(created.after).toMatchObject({ name: 'Аудит', slug: 'audit' });
    const id = created.entityId;
    const edited = only(await written(() => patch(`/categories/${id}`, { isActive: false })));
    expect(edited).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(only(await written(() => del(`/categories/${id}`))).action).toBe('delete');
    const reason = db.complaintReasons[0]!;
    const renamed = only(
      await written(() => patch(`/complaint-reasons/${reason.id}`, { title: 'Новая причина' })),
    );
    expect(renamed).toMatchObject({
      entityType: 'complaint_reason',
      after: { title: 'Новая причина' },
    });
  });

  it('blocks, unblocks and roles of a user', async () => {
    const user = db.users.find((row) => row.status === 'active' && row.id > 2)!;
    const blocked = only(
      await written(() => patch(`/users/${user.id}/block`, { reason: 'Спам в комментариях' })),
    );
    expect(blocked).toMatchObject({
      action: 'block',
      entityType: 'user',
      entityTitle: user.nickname,
      reason: 'Спам в комментариях',
      after: { status: 'blocked', blockReason: 'Спам в комментариях' },
    });
    expect(only(await written(() => patch(`/users/${user.id}/unblock`))).action).toBe('unblock');
    const roles = only(await written(() => patch(`/users/${user.id}/roles`, { roleIds: [2] })));
    expect(roles).toMatchObject({ action: 'roles', after: { roles: 'Модератор' } });
  });

  it('a complaint resolved by hiding: the complaint and the video, each once', async () => {
    const complaint = newComplaint('video');
    const siblings = db.complaints.filter(
      (row) =>
        row.status === 'new' &&
        row.targetType === 'video' &&
        row.targetId === complaint.targetId &&
        row !== complaint,
    );
    const entries = await written(() =>
      post(`/complaints/${complaint.id}/resolve`, { action: 'hide_content', note: 'Нарушение' }),
    );
    expect(entries[0]).toMatchObject({
      action: 'hide',
      entityType: 'video',
      entityId: complaint.targetId,
      reason: `Жалоба №${complaint.id}: Нарушение`,
    });
    expect(entries.slice(1).map((entry) => [entry.action, entry.entityId])).toEqual(
      [complaint, ...siblings].map((row) => ['resolve', row.id]),
    );
    expect(entries[1]!.after).toMatchObject({
      status: 'resolved',
      resolutionAction: 'hide_content',
    });
  });

  it('a complaint rejected, and comments hidden, restored, deleted', async () => {
    const complaint = newComplaint('comment');
    expect(
      only(await written(() => post(`/complaints/${complaint.id}/reject`, { note: 'Нет' }))),
    ).toMatchObject({ action: 'reject', entityType: 'complaint', reason: 'Нет' });
    const comment = db.comments.find((row) => row.status === 'visible')!;
    expect(only(await written(() => post(`/comments/${comment.id}/hide`))).action).toBe('hide');
    expect(only(await written(() => post(`/comments/${comment.id}/restore`))).action).toBe(
      'restore',
    );
    expect(only(await written(() => del(`/comments/${comment.id}`))).action).toBe('delete');
  });

  it('applications: a payout approved also changes the balance, a rejection has its reason', async () => {
    const payout = db.applications.find(
      (row) =>
        row.status === 'pending' &&
        row.type === 'payout' &&
        db.users.find((user) => user.id === row.userId)!.balance >= (row.amount ?? 0),
    )!;
    const entries = await written(() => post(`/applications/${payout.id}/approve`));
    expect(entries.map((entry) => [entry.action, entry.entityType])).toEqual([
      ['update', 'user'],
      ['approve', 'application'],
    ]);
    expect(entries[0]!.reason).toBe(`Выплата по заявке №${payout.id}`);
    const other = pendingOf('verification');
    expect(
      only(
        await written(() => post(`/applications/${other.id}/reject`, { reason: 'Мало данных' })),
      ),
    ).toMatchObject({
      action: 'reject',
      entityTitle: `Заявка №${other.id}`,
      reason: 'Мало данных',
    });
  });

  it('a refund: the payment and the balance', async () => {
    const row = db.contributions.find((contribution) => contribution.status === 'succeeded')!;
    const entries = await written(() =>
      post(`/finance/contributions/${row.id}/refund`, { reason: 'Ошибочный платёж' }),
    );
    expect(entries.map((entry) => [entry.action, entry.entityType])).toEqual([
      ['refund', 'contribution'],
      ['update', 'user'],
    ]);
    expect(entries[0]).toMatchObject({ reason: 'Ошибочный платёж', after: { status: 'refunded' } });
  });

  it('stocks and contests: create, edit, transitions, delete', async () => {
    const stock = db.stocks[0]!;
    expect(
      only(await written(() => patch(`/finance/stocks/${stock.id}`, { title: 'Бонус' }))),
    ).toMatchObject({ entityType: 'stock', after: { title: 'Бонус' } });
    const draft = db.contests.find((contest) => contest.status === 'draft')!;
    expect(
      only(await written(() => post(`/contests/${draft.id}/cancel`, { reason: 'Нет спонсора' }))),
    ).toMatchObject({ action: 'cancel', reason: 'Нет спонсора', after: { status: 'cancelled' } });
  });

  it('a lapsed claim of another moderator taken over', async () => {
    const video = waitingVideo();
    video.claim = { byId: ADMIN_ID, expiresAt: Date.now() - 1 };
    const entry = only(
      await written(() => post(`/videos/${video.id}/claim`, undefined, MODERATOR_ID)),
    );
    expect(entry).toMatchObject({
      action: 'claim_takeover',
      before: { claimedBy: 'admin' },
      after: { claimedBy: 'moderator' },
    });
    // Renewing one's own claim is no takeover.
    expect(await written(() => post(`/videos/${video.id}/claim`, undefined, MODERATOR_ID))).toEqual(
      [],
    );
  });
});

describe('what the trail does not record', () => {
  it.each([
    [
      'a reason too short (422)',
      () => post(`/videos/${waitingVideo().id}/reject`, { reason: 'нет' }),
      422,
    ],
    [
      'a decision somebody made meanwhile (409)',
      () => post(`/videos/${waitingVideo().id}/approve`, { expectedStatus: 'published' }),
      409,
    ],
    ['an unknown id (404)', () => post('/videos/999999/approve'), 404],
    [
      'blocking oneself (409)',
      () => patch(`/users/${ADMIN_ID}/block`, { reason: 'Проверка' }),
      409,
    ],
    [
      'a moderator in an administrators’ section (409)',
      () => post('/categories', { name: 'Чужое', slug: 'chuzhoe' }, MODERATOR_ID),
      409,
    ],
    [
      'a refund of a failed payment (409)',
      () =>
        post(
          `/finance/contributions/${db.contributions.find((row) => row.status === 'failed')!.id}/refund`,
          { reason: 'Ошибочный платёж' },
        ),
      409,
    ],
  ])('%s', async (_name, step, status) => {
    expect(await written(step, status)).toEqual([]);
  });
});
