import { describe, expect, it } from 'vitest';
import { call, MODERATOR_ID, copyOf } from '../testing';
import { pendingCount, rows, row, user, decidedMessage } from './applications.test-helpers';

const bulk = (body: unknown) =>
  call<{ updated: number; skipped: Array<{ id: number; message: string }> }>('/applications/bulk', {
    method: 'POST',
    body,
    as: MODERATOR_ID,
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
    const before = copyOf(done);
    const { status, result } = await bulk({ ids: [pending.id, done.id], action: 'approve' });
    expect(status).toBe(200);
    expect(result).toEqual({
      updated: 1,
      skipped: [
        {
          id: done.id,
          message: decidedMessage(done.id),
          decidedBy: expect.objectContaining({ id: done.reviewedById }),
          decidedAt: done.reviewedAt,
        },
      ],
    });
    expect(row(pending.id).status).toBe('approved');
    expect(row(done.id)).toEqual(before);
  });

  it('answers with everything skipped when all were decided, and changes nothing', async () => {
    const done = rows('approved').slice(0, 2);
    const before = copyOf(done);
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
