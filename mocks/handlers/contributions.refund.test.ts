import { describe, expect, it } from 'vitest';
import { contributionSchema as contributionContract } from '@/contract/contributions';
import { db } from '../db';
import { call, MODERATOR_ID } from '../testing';
import { list, type Contribution } from './contributions.test-helpers';

describe('POST /finance/contributions/{id}/refund', () => {
  const refund = (id: number, body: unknown, as?: number) =>
    call<Contribution>(`/finance/contributions/${id}/refund`, { method: 'POST', body, as });

  it('refunds a succeeded payment: status, the user balance and the contest collected sum follow', async () => {
    const row = db.contributions.find((c) => c.status === 'succeeded' && c.contestId !== null)!;
    const balance = db.users.find((u) => u.id === row.userId)!.balance;
    const collected = async () =>
      (await list(`?contestId=${row.contestId}&status=succeeded`)).result.sum;
    const before = await collected();
    const { status, result } = await refund(row.id, { reason: '  Двойное списание  ' });
    expect(status).toBe(200);
    expect(result).toEqual({ ...contributionContract.parse(result), status: 'refunded' });
    expect(result.id).toBe(row.id);
    expect(db.contributions.find((c) => c.id === row.id)!.refundReason).toBe('Двойное списание');
    expect(db.users.find((u) => u.id === row.userId)!.balance).toBe(balance + row.amount);
    expect(await collected()).toBe(before - row.amount);
  });

  it.each(['pending', 'failed', 'refunded'] as const)('answers 409 for a %s payment', async (s) => {
    const row = db.contributions.find((c) => c.status === s)!;
    const { status, error } = await refund(row.id, { reason: 'Причина' });
    expect([status, error.message]).toEqual([409, 'Вернуть можно только успешный платёж']);
    expect(db.contributions.find((c) => c.id === row.id)!.status).toBe(s);
  });

  it.each([
    [{}, 'Укажите причину возврата'],
    [{ reason: '   ' }, 'Укажите причину возврата'],
    [{ reason: 'x'.repeat(501) }, 'Не больше 500 символов'],
  ])('answers 422 for %j and changes nothing', async (body, text) => {
    const row = db.contributions.find((c) => c.status === 'succeeded')!;
    const { status, error } = await refund(row.id, body);
    expect([status, error.errors]).toEqual([422, { reason: text }]);
    expect(db.contributions.find((c) => c.id === row.id)!.status).toBe('succeeded');
  });

  it('answers 404 for an unknown id and 409 to a moderator', async () => {
    expect((await refund(999_999, { reason: 'Причина' })).status).toBe(404);
    const row = db.contributions.find((c) => c.status === 'succeeded')!;
    expect((await refund(row.id, { reason: 'Причина' }, MODERATOR_ID)).status).toBe(409);
  });
});
