import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { applicationSchema, type Application } from '@/contract/applications';
import { countersSchema } from '@/shared/api/schemas';
import { formatDecidedAt } from '../claims';
import { db } from '../db';
import { ADMIN_ID, call, fetchAll, MODERATOR_ID } from '../testing';
import type { ApplicationStatus, ApplicationType, MockApplication } from '../types';

type Page = { items: Application[]; total: number };

const list = (query = '') => call<Page>(`/applications${query}`);
const pendingCount = async () =>
  countersSchema.parse((await call('/stats/counters')).result).applicationsPending;
const rows = (status: ApplicationStatus, type?: ApplicationType) =>
  db.applications.filter((row) => row.status === status && (!type || row.type === type));
const row = (id: number) => db.applications.find((application) => application.id === id)!;
const user = (id: number) => db.users.find((candidate) => candidate.id === id)!;
/** PRODUCT §7: the 409 of an application decided already names who decided it and when. */
const decidedMessage = (id: number) =>
  `Уже решено: ${user(row(id).reviewedById!).nickname}, ${formatDecidedAt(row(id).reviewedAt!)}`;
const approve = (id: number | string, as = ADMIN_ID) =>
  call<Application>(`/applications/${id}/approve`, { method: 'POST', as });
const reject = (id: number | string, body: unknown, as = ADMIN_ID) =>
  call<Application>(`/applications/${id}/reject`, { method: 'POST', body, as });
const bulk = (body: unknown) =>
  call<{ updated: number; skipped: Array<{ id: number; message: string }> }>('/applications/bulk', {
    method: 'POST',
    body,
    as: MODERATOR_ID,
  });
const byDate = (a: MockApplication, b: MockApplication) => b.createdAt.localeCompare(a.createdAt);

describe('GET /applications', () => {
  it('answers every application in the shape applicationSchema reads, newest first', async () => {
    const { items, total } = await fetchAll<unknown>('/applications');
    expect(total).toBe(120);
    for (const item of items)
      expect(z.strictObject(applicationSchema.shape).parse(item)).toEqual(item);
    const dates = items.map((item) => applicationSchema.parse(item).createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('expands user, contest and reviewer to summaries', async () => {
    const source = db.applications.find(
      (application) => application.type === 'contest' && application.status === 'approved',
    )!;
    const { result } = await list(`?userId=${source.userId}&type=contest&status=approved`);
    const item = result.items.find((application) => application.id === source.id)!;
    const contest = db.contests.find((candidate) => candidate.id === source.contestId)!;
    expect(item).toMatchObject({
      user: { id: source.userId, nickname: user(source.userId).nickname },
      contest: { id: contest.id, title: contest.title },
      amount: null,
      reviewedBy: { id: source.reviewedById, nickname: user(source.reviewedById!).nickname },
      rejectReason: null,
    });
  });

  it.each(['pending', 'approved', 'rejected'] as const)('filters by status %s', async (status) => {
    const { items, total } = await fetchAll<Application>(`/applications?status=${status}`);
    expect(total).toBe(rows(status).length);
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.status === status)).toBe(true);
    expect(items.every((item) => (item.reviewedBy === null) === (status === 'pending'))).toBe(true);
    expect(items.every((item) => (item.rejectReason !== null) === (status === 'rejected'))).toBe(
      true,
    );
  });

  it.each(['verification', 'contest', 'payout'] as const)('filters by type %s', async (type) => {
    const { items, total } = await fetchAll<Application>(`/applications?type=${type}`);
    expect(total).toBe(db.applications.filter((application) => application.type === type).length);
    expect(total).toBeGreaterThan(0);
    expect(items.every((item) => item.type === type)).toBe(true);
    expect(items.every((item) => (item.contest !== null) === (type === 'contest'))).toBe(true);
    expect(items.every((item) => (item.amount !== null) === (type === 'payout'))).toBe(true);
  });

  it('filters by user and combines filters', async () => {
    const { userId } = rows('pending')[0]!;
    const { items } = await fetchAll<Application>(`/applications?userId=${userId}`);
    expect(items.map((item) => item.id).sort()).toEqual(
      db.applications
        .filter((application) => application.userId === userId)
        .map(({ id }) => id)
        .sort(),
    );
    const combined = await fetchAll<Application>('/applications?status=pending&type=payout');
    expect(combined.total).toBe(rows('pending', 'payout').length);
  });

  it('searches the user nickname and the message, case-insensitively', async () => {
    const target = rows('pending')[0]!;
    const nickname = user(target.userId).nickname;
    const byNick = await fetchAll<Application>(`/applications?search=${nickname.toUpperCase()}`);
    expect(byNick.items.some((item) => item.id === target.id)).toBe(true);
    expect(
      byNick.items.every(
        (item) =>
          item.user.nickname.includes(nickname) || item.message.toLowerCase().includes(nickname),
      ),
    ).toBe(true);

    const byMessage = await fetchAll<Application>(
      `/applications?search=${encodeURIComponent('вывести')}`,
    );
    expect(byMessage.total).toBe(
      db.applications.filter((application) => application.message.includes('вывести')).length,
    );
    expect(byMessage.items.every((item) => item.type === 'payout')).toBe(true);
    expect((await list('?search=нет-такого-текста')).result).toEqual({ items: [], total: 0 });
  });

  it('sorts by createdAt both ways and pages without overlap', async () => {
    const asc = [...db.applications]
      .sort(byDate)
      .reverse()
      .map(({ id }) => id);
    const { result } = await list('?sort=createdAt&order=asc&limit=10&page=2');
    expect(result.items.map((item) => item.id)).toEqual(asc.slice(10, 20));
    const desc = await list('?sort=createdAt&order=desc&limit=50&page=3');
    expect(desc.result.items.map((item) => item.id)).toEqual(asc.reverse().slice(100, 120));
    expect(desc.result.total).toBe(120);
  });

  it.each([
    ['?status=open', 'status', 'Допустимые значения: pending, approved, rejected'],
    ['?type=refund', 'type', 'Допустимые значения: verification, contest, payout'],
    ['?userId=abc', 'userId', 'Ожидается целое положительное число'],
    ['?sort=amount', 'sort', 'Сортировка возможна по: createdAt'],
  ])('answers 422 for %s', async (query, field, text) => {
    const { status, error } = await list(query);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: text });
  });
});

describe('POST /applications/:id/approve', () => {
  it('approves a verification: reviewer and time recorded, the queue shrinks', async () => {
    const before = await pendingCount();
    expect(before).toBe(rows('pending').length);
    const target = rows('pending', 'verification')[0]!;
    const balance = user(target.userId).balance;
    const started = Date.now();
    const { status, result } = await approve(target.id, MODERATOR_ID);
    expect(status).toBe(200);
    expect(z.strictObject(applicationSchema.shape).parse(result)).toMatchObject({
      id: target.id,
      status: 'approved',
      reviewedBy: { id: MODERATOR_ID, nickname: 'moderator' },
      rejectReason: null,
    });
    expect(Date.parse(result.reviewedAt!)).toBeGreaterThanOrEqual(started - 1000);
    expect(user(target.userId).balance).toBe(balance);
    expect(await pendingCount()).toBe(before - 1);
  });

  it('approves a contest entry and changes nothing else', async () => {
    const target = rows('pending', 'contest')[0]!;
    const balance = user(target.userId).balance;
    const { result } = await approve(target.id);
    expect(result).toMatchObject({ status: 'approved', contest: { id: target.contestId } });
    expect(user(target.userId).balance).toBe(balance);
  });

  it('pays a payout out: the amount leaves the user balance', async () => {
    const target = rows('pending', 'payout')[0]!;
    const balance = user(target.userId).balance;
    expect(target.amount).toBeGreaterThan(0);
    expect(target.amount).toBeLessThanOrEqual(balance);
    const { status, result } = await approve(target.id);
    expect(status).toBe(200);
    expect(result).toMatchObject({ status: 'approved', amount: target.amount });
    expect(user(target.userId).balance).toBe(balance - target.amount!);
  });

  it('answers 409 when the balance does not cover the payout, and changes nothing', async () => {
    const target = rows('pending', 'payout')[0]!;
    user(target.userId).balance = target.amount! - 1;
    const { status, error } = await approve(target.id);
    expect([status, error.message]).toEqual([409, 'Недостаточно средств на балансе']);
    expect(row(target.id).status).toBe('pending');
    expect(user(target.userId).balance).toBe(target.amount! - 1);
  });

  it('pays out exactly the whole balance', async () => {
    const target = rows('pending', 'payout')[0]!;
    user(target.userId).balance = target.amount!;
    expect((await approve(target.id)).status).toBe(200);
    expect(user(target.userId).balance).toBe(0);
  });

  it.each(['approved', 'rejected'] as const)(
    'answers 409 for an application already %s',
    async (status) => {
      const target = rows(status)[0]!;
      const before = structuredClone(target);
      const { status: code, error } = await approve(target.id);
      expect([code, error.message]).toEqual([409, decidedMessage(target.id)]);
      expect(row(target.id)).toEqual(before);
    },
  );

  it('answers 409 the second time', async () => {
    const target = rows('pending', 'verification')[0]!;
    expect((await approve(target.id)).status).toBe(200);
    const again = await approve(target.id);
    expect([again.status, again.error.message]).toEqual([409, decidedMessage(target.id)]);
    expect(again.error.message).toMatch(/^Уже решено: admin, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/);
  });

  it.each(['9999', 'abc'])('answers 404 for /applications/%s/approve', async (id) => {
    const { status, error } = await approve(id);
    expect([status, error.message]).toEqual([404, 'Заявка не найдена']);
  });
});

describe('POST /applications/:id/reject', () => {
  it('stores the trimmed reason and the reviewer; the queue shrinks', async () => {
    const before = await pendingCount();
    const target = rows('pending', 'payout')[0]!;
    const balance = user(target.userId).balance;
    const { status, result } = await reject(target.id, { reason: '  Реквизиты не совпадают  ' });
    expect(status).toBe(200);
    expect(z.strictObject(applicationSchema.shape).parse(result)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Реквизиты не совпадают',
      reviewedBy: { id: ADMIN_ID },
    });
    expect(user(target.userId).balance).toBe(balance);
    expect(await pendingCount()).toBe(before - 1);
  });

  it('accepts reasons of 1 and 500 characters', async () => {
    const [a, b] = rows('pending');
    expect((await reject(a!.id, { reason: 'х' })).status).toBe(200);
    expect((await reject(b!.id, { reason: 'р'.repeat(500) })).result.rejectReason).toHaveLength(
      500,
    );
  });

  it.each([[{}], [{ reason: '' }], [{ reason: '   ' }], [{ reason: 42 }], [null]])(
    'answers 422 for %j',
    async (body) => {
      const target = rows('pending')[0]!;
      const { status, error } = await reject(target.id, body);
      expect(status).toBe(422);
      expect(error.errors).toEqual({ reason: 'Укажите причину отклонения' });
      expect(row(target.id).status).toBe('pending');
    },
  );

  it('answers 422 for a reason over 500 characters', async () => {
    const target = rows('pending')[0]!;
    const { status, error } = await reject(target.id, { reason: 'р'.repeat(501) });
    expect(status).toBe(422);
    expect(error.errors).toEqual({ reason: 'Причина: не длиннее 500 символов' });
  });

  it('answers 409 for a reviewed application and 404 for an unknown one', async () => {
    const approved = rows('approved')[0]!;
    const reviewed = await reject(approved.id, { reason: 'Поздно' });
    expect([reviewed.status, reviewed.error.message]).toEqual([409, decidedMessage(approved.id)]);
    const unknown = await reject(9999, { reason: 'Нет такой' });
    expect([unknown.status, unknown.error.message]).toEqual([404, 'Заявка не найдена']);
  });
});

describe('POST /applications/bulk', () => {
  it('approves many at once, paying out payouts, and the queue shrinks', async () => {
    const before = await pendingCount();
    const payout = rows('pending', 'payout')[0]!;
    const others = rows('pending', 'verification').slice(0, 2);
    const ids = [payout.id, ...others.map(({ id }) => id)];
    const balance = user(payout.userId).balance;
    const { status, result } = await bulk({ ids: [...ids, ids[0]], action: 'approve' });
    expect(status).toBe(200);
    expect(result).toEqual({ updated: 3, skipped: [] });
    for (const id of ids) {
      expect(row(id)).toMatchObject({ status: 'approved', reviewedById: MODERATOR_ID });
    }
    expect(user(payout.userId).balance).toBe(balance - payout.amount!);
    expect(await pendingCount()).toBe(before - 3);
  });

  it.each([
    [{ ids: [], action: 'approve' }, { ids: 'Выберите хотя бы одну заявку' }],
    [{ action: 'approve' }, { ids: 'Выберите хотя бы одну заявку' }],
    [{ ids: [1, 'x'], action: 'approve' }, { ids: 'Некорректный id заявки' }],
    [{ ids: [1], action: 'reject' }, { action: 'Действие: approve' }],
    [{ ids: [1] }, { action: 'Действие: approve' }],
    [
      { ids: [], action: 'delete' },
      { ids: 'Выберите хотя бы одну заявку', action: 'Действие: approve' },
    ],
  ])('answers 422 for %j', async (body, errors) => {
    const { status, error } = await bulk(body);
    expect(status).toBe(422);
    expect(error.errors).toEqual(errors);
  });

  it('answers 422 for more than 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    expect((await bulk({ ids, action: 'approve' })).error.errors).toEqual({
      ids: 'Не больше 100 заявок за раз',
    });
  });

  it('answers 404 naming unknown ids, and changes nothing', async () => {
    const [first] = rows('pending');
    const { status, error } = await bulk({ ids: [first!.id, 9998, 9999], action: 'approve' });
    expect([status, error.message]).toEqual([404, 'Заявка не найдена: 9998, 9999']);
    expect(row(first!.id).status).toBe('pending');
  });

  it('skips the ones decided already, naming who decided each, and approves the rest', async () => {
    const pending = rows('pending', 'verification')[0]!;
    const done = rows('rejected')[0]!;
    const before = structuredClone(done);
    const { status, result } = await bulk({ ids: [pending.id, done.id], action: 'approve' });
    expect(status).toBe(200);
    expect(result).toEqual({
      updated: 1,
      skipped: [{ id: done.id, message: decidedMessage(done.id) }],
    });
    expect(row(pending.id).status).toBe('approved');
    expect(row(done.id)).toEqual(before);
  });

  it('answers with everything skipped when all were decided, and changes nothing', async () => {
    const done = rows('approved').slice(0, 2);
    const before = structuredClone(done);
    const { status, result } = await bulk({ ids: done.map(({ id }) => id), action: 'approve' });
    expect(status).toBe(200);
    expect(result.updated).toBe(0);
    expect(result.skipped.map(({ id }) => id)).toEqual(done.map(({ id }) => id));
    expect(done.map(({ id }) => row(id))).toEqual(before);
  });

  it('answers 409 when a balance does not cover the payouts, and changes nothing', async () => {
    const payout = rows('pending', 'payout')[0]!;
    const other = rows('pending', 'verification')[0]!;
    user(payout.userId).balance = 0;
    const { status, error } = await bulk({ ids: [other.id, payout.id], action: 'approve' });
    expect([status, error.message]).toEqual([409, `Недостаточно средств на балансе: ${payout.id}`]);
    expect(row(other.id).status).toBe('pending');
  });
});
