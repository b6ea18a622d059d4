import { describe, expect, it } from 'vitest';
import { countersSchema } from '@/contract/common';
import { ESCALATION_MESSAGES } from '@/contract/escalations';
import { colleagueUser } from '../colleague';
import { db } from '../db';
import { ADMIN_ID, call, fetchAll, MODERATOR_ID } from '../testing';
import { escalate, ESCALATION_QUEUES, giveBack, NOTE } from './escalations.test-helpers';

const counters = async (as = MODERATOR_ID) =>
  countersSchema.parse((await call('/stats/counters', { as })).result);
const ids = async (path: string, as = ADMIN_ID) =>
  (await fetchAll<{ id: number }>(path, as)).items.map((item) => item.id);
const next = (queue: string, as: number) =>
  call<{ item: { id: number } }>(`/${queue}/next`, { method: 'POST', as });
/** An item as the server answers it (applications have no call of their own: their list's row). */
async function itemOf(queue: string, id: number) {
  type Item = { id: number; status: string; escalation: unknown };
  if (queue !== 'applications') return (await call<Item>(`/${queue}/${id}`)).result;
  return (await fetchAll<Item>('/applications')).items.find((item) => item.id === id)!;
}
const asked = () =>
  ({
    id: expect.any(Number),
    note: NOTE,
    askedBy: { id: MODERATOR_ID, nickname: 'moderator', avatarUrl: expect.any(String) },
    askedAt: expect.any(String),
  }) as const;

describe.each(ESCALATION_QUEUES)('a second opinion on $queue', (q) => {
  it('needs a note of 5 characters at least: 422 saying so, and nothing changes', async () => {
    const id = q.waiting();
    const { status, error } = await escalate(q.queue, id, '  нет  ', MODERATOR_ID);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ note: ESCALATION_MESSAGES.note });
    expect(db.escalations).toEqual([]);
    expect((await itemOf(q.queue, id)).escalation).toBeNull();
  });

  it('takes the item out of the moderators’ queue: its waiting view, next, the counter', async () => {
    const id = q.waiting();
    const before = await counters();
    const { status, result } = await escalate(q.queue, id, NOTE, MODERATOR_ID);
    expect(status).toBe(200);
    expect(result.escalation).toEqual(asked());
    expect(await ids(`/${q.queue}?${q.waitingView}`, MODERATOR_ID)).not.toContain(id);
    expect(await ids(`/${q.queue}`, MODERATOR_ID)).toContain(id);
    // Administrators see it where it was, marked: theirs to decide.
    expect(await ids(`/${q.queue}?${q.waitingView}`, ADMIN_ID)).toContain(id);
    // The oldest waiting item, which next would hand out first, is never handed out.
    const colleague = colleagueUser()!.id;
    expect((await next(q.queue, colleague)).result.item.id).not.toBe(id);
    expect((await next(q.queue, MODERATOR_ID)).result.item.id).not.toBe(id);
    const after = await counters();
    expect(after[q.counter]).toBe(before[q.counter] - 1);
    expect(after.secondOpinions).toBe(1);
  });

  it('lists it for administrators with the note, who asked and when, and refuses moderators', async () => {
    const id = q.waiting();
    await escalate(q.queue, id, NOTE, MODERATOR_ID);
    const { result } = await call<{ items: unknown[]; total: number }>('/escalations');
    expect(result).toEqual({
      items: [{ ...asked(), queue: q.queue, itemId: id, itemTitle: expect.any(String) }],
      total: 1,
    });
    const refused = await call('/escalations', { as: MODERATOR_ID });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(ESCALATION_MESSAGES.adminOnly);
  });

  it('refuses a moderator’s decision with 409 naming who asked, changing nothing', async () => {
    const id = q.waiting();
    await escalate(q.queue, id, NOTE, MODERATOR_ID);
    const trail = db.audit.length;
    for (const as of [MODERATOR_ID, colleagueUser()!.id]) {
      const { status, error } = await q.decide(id, as);
      expect(status).toBe(409);
      expect(error.message).toBe('Ждёт второго мнения: просит moderator');
    }
    expect(db.audit.length).toBe(trail);
    expect((await itemOf(q.queue, id)).status).not.toBe(q.decidedStatus);
  });

  it('refuses to ask again (409 naming who asked) and to ask about a decided item (409)', async () => {
    const id = q.waiting();
    await escalate(q.queue, id, NOTE, MODERATOR_ID);
    const again = await escalate(q.queue, id, 'Тоже сомневаюсь', ADMIN_ID);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('Ждёт второго мнения: просит moderator');
    const late = await escalate(q.queue, q.decided(), NOTE, MODERATOR_ID);
    expect(late.status).toBe(409);
    expect(late.error.message).toMatch(/^Уже решено: /);
    expect(db.escalations).toHaveLength(1);
  });

  it('takes an administrator’s decision as the item’s: the request is answered', async () => {
    const id = q.waiting();
    await escalate(q.queue, id, NOTE, MODERATOR_ID);
    const { status } = await q.decide(id, ADMIN_ID);
    expect(status).toBe(200);
    expect(db.escalations[0]).toMatchObject({ state: 'decided', answeredById: ADMIN_ID });
    expect((await itemOf(q.queue, id)).escalation).toBeNull();
    expect((await call<{ total: number }>('/escalations')).result.total).toBe(0);
    expect((await counters()).secondOpinions).toBe(0);
  });

  it('hands it back with a word: in the queue again, decidable, and in the trail', async () => {
    const id = q.waiting();
    await escalate(q.queue, id, NOTE, MODERATOR_ID);
    const word = 'Правила это допускают, решайте';
    expect((await giveBack(q.queue, id, 'да', ADMIN_ID)).status).toBe(422);
    const refused = await giveBack(q.queue, id, word, MODERATOR_ID);
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(ESCALATION_MESSAGES.adminOnly);
    const { status, result } = await giveBack(q.queue, id, word, ADMIN_ID);
    expect(status).toBe(200);
    expect(result.escalation).toBeNull();
    expect(await ids(`/${q.queue}?${q.waitingView}`, MODERATOR_ID)).toContain(id);
    expect((await q.decide(id, MODERATOR_ID)).status).toBe(200);
    const entries = db.audit.filter(
      (entry) => entry.entityType === q.entityType && entry.entityId === id,
    );
    expect(entries.map(({ action, actorId, reason }) => ({ action, actorId, reason }))).toEqual(
      expect.arrayContaining([
        { action: 'escalate', actorId: MODERATOR_ID, reason: NOTE },
        { action: 'escalation_return', actorId: ADMIN_ID, reason: word },
      ]),
    );
    const again = await giveBack(q.queue, id, word, ADMIN_ID);
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(ESCALATION_MESSAGES.notWaiting);
  });

  it('of a request and a decision sent at once, one wins and the other gets 409', async () => {
    const id = q.waiting();
    const colleague = colleagueUser()!.id;
    const [asking, deciding] = await Promise.all([
      escalate(q.queue, id, NOTE, MODERATOR_ID),
      q.decide(id, colleague),
    ]);
    expect([asking.status, deciding.status].sort()).toEqual([200, 409]);
    const escalated = db.escalations.some((row) => row.itemId === id && row.state === 'waiting');
    expect(escalated).toBe(asking.status === 200);
  });
});
