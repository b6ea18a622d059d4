import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { applicationSchema, type Application } from '@/contract/applications';
import { ADMIN_ID, call, MODERATOR_ID, copyOf } from '../testing';
import { pendingCount, rows, row, user, decidedMessage } from './applications.test-helpers';

const approve = (id: number | string, as = ADMIN_ID) =>
  call<Application>(`/applications/${id}/approve`, { method: 'POST', as });
const reject = (id: number | string, body: unknown, as = ADMIN_ID) =>
  call<Application>(`/applications/${id}/reject`, { method: 'POST', body, as });

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
      const before = copyOf(target);
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

  it.each([
    [{}, { reason: 'Укажите причину отклонения' }],
    [{ reason: '' }, { reason: 'Укажите причину отклонения' }],
    [{ reason: '   ' }, { reason: 'Укажите причину отклонения' }],
    [{ reason: 42 }, { reason: 'Укажите причину отклонения' }],
    [null, { body: 'Ожидается объект JSON' }],
    [[{ reason: 'Спам' }], { body: 'Ожидается объект JSON' }],
    [{ reason: 'Спам', note: 'лишнее' }, { note: 'Неизвестное поле' }],
  ])('answers 422 for %j', async (body, errors) => {
    const target = rows('pending')[0]!;
    const { status, error } = await reject(target.id, body);
    expect(status).toBe(422);
    expect(error.errors).toEqual(errors);
    expect(row(target.id).status).toBe('pending');
  });

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
