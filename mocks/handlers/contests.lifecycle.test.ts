import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { ADMIN_ID, call, MODERATOR_ID } from '../testing';
import {
  DRAFT,
  ACTIVE,
  FINISHED,
  CANCELLED,
  get,
  patch,
  post,
  entriesOf,
} from './contests.test-helpers';

describe('the lifecycle', () => {
  it('publishes a draft: active; 422 naming what is missing; 409 for anything but a draft', async () => {
    const empty = await post('/contests', { title: 'Пустой', categoryId: 1 });
    const missing = await post(`/contests/${empty.result.id}/publish`);
    expect(missing.status).toBe(422);
    expect(missing.error.errors).toEqual({
      description: 'Заполните перед публикацией',
      rules: 'Заполните перед публикацией',
    });
    const published = await post(`/contests/${DRAFT}/publish`);
    expect(published.status).toBe(200);
    expect(published.result.status).toBe('active');
    const again = await post(`/contests/${DRAFT}/publish`);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('Опубликовать можно только черновик');
  });

  it('does not publish a draft whose entries closed in the past', async () => {
    await patch(DRAFT, {
      startsAt: '2020-01-01T00:00:00.000Z',
      endsAt: '2020-02-01T00:00:00.000Z',
    });
    const { status, error } = await post(`/contests/${DRAFT}/publish`);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ endsAt: 'Приём работ уже закончился: перенесите даты' });
  });

  it('finishes a running contest with an entry as the winner', async () => {
    const entry = entriesOf(ACTIVE)[0]!;
    const { status, result } = await post(`/contests/${ACTIVE}/finish`, {
      winnerVideoId: entry.id,
    });
    expect(status).toBe(200);
    expect(result.status).toBe('finished');
    expect(result.winner).toEqual({
      user: expect.objectContaining({ id: entry.authorId }),
      video: { id: entry.id, title: entry.title },
    });
  });

  it('refuses a winner that is not an entry (422) and finishing anything but a running one (409)', async () => {
    const other = entriesOf(FINISHED)[0]!;
    for (const winnerVideoId of [other.id, 999999, undefined]) {
      const { status, error } = await post(`/contests/${ACTIVE}/finish`, { winnerVideoId });
      expect(status).toBe(422);
      expect(error.errors).toEqual({
        winnerVideoId: 'Победитель — работа одного из участников этого конкурса',
      });
    }
    const draft = await post(`/contests/${DRAFT}/finish`, { winnerVideoId: other.id });
    expect(draft.status).toBe(409);
    expect(draft.error.message).toBe('Завершить можно только идущий конкурс');
  });

  it('refuses to finish a contest published for a later start (409), which can still be cancelled', async () => {
    const draft = db.contests.find((contest) => contest.id === DRAFT)!;
    expect(Date.parse(draft.startsAt)).toBeGreaterThan(Date.now());
    expect((await post(`/contests/${DRAFT}/publish`)).result.status).toBe('active');
    const { status, error } = await post(`/contests/${DRAFT}/finish`, {
      winnerVideoId: entriesOf(ACTIVE)[0]!.id,
    });
    expect(status).toBe(409);
    expect(error.message).toBe('Конкурс ещё не начался');
    expect((await call<{ status: string }>(`/contests/${DRAFT}`)).result.status).toBe('active');
    const cancelled = await post(`/contests/${DRAFT}/cancel`, { reason: 'Спонсор ушёл' });
    expect(cancelled.result.status).toBe('cancelled');
  });

  it('cancels a draft or a running contest with a reason, refunding what was paid', async () => {
    const paid = db.contributions.filter((c) => c.contestId === ACTIVE && c.status === 'succeeded');
    expect(paid.length).toBeGreaterThan(0);
    const noReason = await post(`/contests/${ACTIVE}/cancel`, { reason: '  ' });
    expect(noReason.status).toBe(422);
    expect(noReason.error.errors).toEqual({ reason: 'Поле не должно быть пустым' });
    const long = await post(`/contests/${ACTIVE}/cancel`, { reason: 'я'.repeat(501) });
    expect(long.error.errors).toEqual({ reason: 'Причина: не длиннее 500 символов' });
    const { status, result } = await post(`/contests/${ACTIVE}/cancel`, { reason: 'Спонсор ушёл' });
    expect(status).toBe(200);
    expect(result).toMatchObject({ status: 'cancelled', cancelReason: 'Спонсор ушёл' });
    expect(paid.every((c) => c.status === 'refunded')).toBe(true);
    expect((await post(`/contests/${DRAFT}/cancel`, { reason: 'Передумали' })).status).toBe(200);
    for (const id of [FINISHED, CANCELLED]) {
      const closed = await post(`/contests/${id}/cancel`, { reason: 'Ещё раз' });
      expect(closed.status).toBe(409);
      expect(closed.error.message).toBe('Отменить можно только черновик или идущий конкурс');
    }
  });

  it('deletes a draft only (409 otherwise), administrators only', async () => {
    const del = (id: number, as = ADMIN_ID) => call(`/contests/${id}`, { method: 'DELETE', as });
    expect((await del(DRAFT, MODERATOR_ID)).status).toBe(409);
    for (const id of [ACTIVE, FINISHED, CANCELLED]) {
      const { status, error } = await del(id);
      expect(status).toBe(409);
      expect(error.message).toBe('Удалить можно только черновик; идущий конкурс можно отменить');
    }
    const { status, result } = await del(DRAFT);
    expect(status).toBe(200);
    expect(result).toEqual({ id: DRAFT });
    expect((await get(DRAFT)).status).toBe(404);
    expect((await del(DRAFT)).status).toBe(404);
  });

  it.each([
    ['publish', {}],
    ['finish', { winnerVideoId: 1 }],
    ['cancel', { reason: 'Причина отмены' }],
  ])('%s is for administrators only (409)', async (action, body) => {
    const { status } = await post(`/contests/${ACTIVE}/${action}`, body, MODERATOR_ID);
    expect(status).toBe(409);
  });
});
