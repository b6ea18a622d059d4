import { describe, expect, it } from 'vitest';
import { pageOf } from '@/contract/common';
import { userSchema } from '@/contract/common';
import { videoSchema } from '@/contract/videos';
import { complaintSchema as complaintContract } from '@/contract/complaints';
import { strictly } from '@/contract/strict';
import { db } from '../db';
import { call, fetchAll, listCaller } from '../testing';
import type { MockComplaint } from '../types';
import { first, complaint, type Complaint } from './complaints.test-helpers';

const list = listCaller<Complaint>('/complaints');

/** The user a complaint is about, worked out from its target. */
function ownerOf(row: MockComplaint): number {
  if (row.targetType === 'user') return row.targetId;
  if (row.targetType === 'video') return db.videos.find((v) => v.id === row.targetId)!.authorId;
  return db.comments.find((c) => c.id === row.targetId)!.authorId;
}

describe('GET /complaints', () => {
  it('answers every complaint in the contract shape, oldest first (first come first served), targets summarised', async () => {
    const { items, total } = await fetchAll<unknown>('/complaints');
    expect(total).toBe(300);
    for (const item of items) expect(strictly(complaintContract).parse(item)).toEqual(item);
    const parsed = items.map((item) => complaintContract.parse(item));
    const dates = parsed.map((item) => item.createdAt);
    expect(dates).toEqual([...dates].sort());
    for (const item of parsed) {
      const row = complaint(item.id);
      expect(item.targetUserId).toBe(ownerOf(row));
      const owner = db.users.find((u) => u.id === row.targetUserId)!;
      expect(item.targetUser).toEqual({
        id: owner.id,
        nickname: owner.nickname,
        avatarUrl: `/mock-media/avatars/${owner.id}.png`,
        status: owner.status,
        roles: db.roles.filter((role) => owner.roleIds.includes(role.id)),
      });
      const about = db.complaints.filter(
        (c) => c.targetType === row.targetType && c.targetId === row.targetId,
      );
      expect(item.targetComplaints).toEqual({
        total: about.length,
        new: about.filter((c) => c.status === 'new').length,
      });
      if (item.targetType === 'video') {
        const video = db.videos.find((v) => v.id === row.targetId)!;
        expect(item.target).toEqual({
          id: video.id,
          title: video.title,
          previewUrl: `/mock-media/previews/${video.id}.png`,
          status: video.status,
        });
      } else if (item.targetType === 'comment') {
        const comment = db.comments.find((c) => c.id === row.targetId)!;
        expect(item.target).toEqual({
          id: comment.id,
          text: comment.text,
          status: comment.status,
          video: {
            id: comment.videoId,
            title: db.videos.find((v) => v.id === comment.videoId)!.title,
          },
        });
      } else {
        const user = db.users.find((u) => u.id === row.targetId)!;
        expect(item.target).toEqual({
          id: user.id,
          nickname: user.nickname,
          avatarUrl: `/mock-media/avatars/${user.id}.png`,
          status: user.status,
        });
      }
      expect(item.reason.title).toBe(
        db.complaintReasons.find((reason) => reason.id === row.reasonId)!.title,
      );
      expect(item.resolution === null).toBe(item.status === 'new');
      if (item.resolution) expect(item.resolution.resolvedBy.id).toBe(row.resolution!.resolvedById);
    }
  });

  it('answers one complaint by id, and 404 for an unknown one', async () => {
    const row = first('resolved', 'comment');
    const { status, result } = await call<Complaint>(`/complaints/${row.id}`);
    expect(status).toBe(200);
    expect(strictly(complaintContract).parse(result)).toEqual(result);
    expect(result).toMatchObject({ id: row.id, status: 'resolved', targetType: 'comment' });
    const unknown = await call(`/complaints/9999`);
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Жалоба не найдена']);
  });

  it.each(['new', 'resolved', 'rejected'] as const)('filters by status %s', async (status) => {
    const { items, total } = await fetchAll<Complaint>(`/complaints?status=${status}`);
    expect(total).toBe(db.complaints.filter((c) => c.status === status).length);
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.status === status)).toBe(true);
  });

  it.each(['video', 'comment', 'user'] as const)('filters by targetType %s', async (type) => {
    const { items, total } = await fetchAll<Complaint>(`/complaints?targetType=${type}`);
    expect(total).toBe(db.complaints.filter((c) => c.targetType === type).length);
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.targetType === type)).toBe(true);
  });

  it('filters by reason', async () => {
    const { items, total } = await fetchAll<Complaint>('/complaints?reasonId=2');
    expect(total).toBe(db.complaints.filter((c) => c.reasonId === 2).length);
    expect(items.every((item) => item.reason.id === 2)).toBe(true);
  });

  it('filters by targetUserId: what the user card tab lists, as many as the user complaintsCount', async () => {
    const userId = db.complaints.find((c) => c.targetType === 'comment')!.targetUserId;
    const { status, result } = await call(
      `/complaints?targetUserId=${userId}&page=1&limit=10&sort=createdAt&order=desc`,
    );
    expect(status).toBe(200);
    const page = pageOf(complaintContract).parse(result);
    const about = db.complaints.filter((c) => ownerOf(c) === userId);
    expect(page.total).toBe(about.length);
    const user = userSchema.parse((await call(`/users/${userId}`)).result);
    expect(user.complaintsCount).toBe(about.length);
  });

  it('searches the text and the reporter nickname', async () => {
    const byText = await fetchAll<Complaint>(`/complaints?search=${encodeURIComponent('МУЗЫКА')}`);
    expect(byText.total).toBeGreaterThan(0);
    expect(
      byText.items.every(
        (item) =>
          item.text.toLowerCase().includes('музыка') || item.reporter.nickname.includes('музыка'),
      ),
    ).toBe(true);
    const reporter = db.users.find((u) => u.id === db.complaints[0]!.reporterId)!;
    const byReporter = await fetchAll<Complaint>(`/complaints?search=${reporter.nickname}`);
    expect(byReporter.items.some((item) => item.reporter.id === reporter.id)).toBe(true);
  });

  it.each(['asc', 'desc'] as const)('sorts by createdAt %s and pages', async (order) => {
    const sorted = [...db.complaints].sort((a, b) =>
      order === 'asc'
        ? a.createdAt.localeCompare(b.createdAt)
        : b.createdAt.localeCompare(a.createdAt),
    );
    const { result } = await list(`?sort=createdAt&order=${order}&limit=50&page=2`);
    expect(result.items.map((item) => item.createdAt)).toEqual(
      sorted.slice(50, 100).map((row) => row.createdAt),
    );
    expect(result.total).toBe(300);
  });

  it.each([
    ['?status=open', 'status', 'Допустимые значения: new, resolved, rejected'],
    ['?targetType=contest', 'targetType', 'Допустимые значения: video, comment, user'],
    ['?reasonId=a', 'reasonId', 'Ожидается целое положительное число'],
    ['?targetUserId=-3', 'targetUserId', 'Ожидается целое положительное число'],
    ['?sort=status', 'sort', 'Сортировка возможна по: createdAt'],
  ])('answers 422 for %s', async (query, field, text) => {
    const { status, error } = await list(query);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: text });
  });

  it('counts complaints about each video into its complaintsCount', async () => {
    const { items } = await fetchAll<unknown>('/videos?sort=complaintsCount&order=desc');
    const top = videoSchema.parse(items[0]);
    const about = db.complaints.filter((c) => c.targetType === 'video' && c.targetId === top.id);
    expect(top.complaintsCount).toBe(about.length);
    expect(top.complaintsCount).toBeGreaterThan(1);
  });
});
