import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@/contract/audit-schema';
import { auditValueLabel } from '@/contract/audit-values';
import { db } from '../db';
import { ACTIVE, DRAFT, get, patch, post } from './contests.test-helpers';
import { historyOf } from './audit.test-helpers';

/**
 * What a contest's «История» is told: its status changes in the words of its badge and of the list's
 * switch (a contest published for a later start is «Запланирован», not «Идёт»), and the cover it shows.
 */

const hour = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

const newest = async (id: number) => (await historyOf('contest', id)).items[0]!;
const statusWords = (entry: AuditEntry) =>
  [entry.before, entry.after].map((side) => auditValueLabel('contest', 'status', side?.status));

describe('a contest’s status in the audit trail', () => {
  it('publishing for a later start reads «Черновик → Запланирован»; cancelling it «Запланирован → Отменён»', async () => {
    const draft = db.contests.find((contest) => contest.id === DRAFT)!;
    expect(Date.parse(draft.startsAt)).toBeGreaterThan(Date.now());
    expect((await post(`/contests/${DRAFT}/publish`)).result.status).toBe('active');
    const published = await newest(DRAFT);
    expect(published).toMatchObject({
      action: 'publish',
      before: { status: 'draft' },
      after: { status: 'scheduled' },
    });
    expect(statusWords(published)).toEqual(['Черновик', 'Запланирован']);

    await post(`/contests/${DRAFT}/cancel`, { reason: 'Спонсор ушёл' });
    const cancelled = await newest(DRAFT);
    expect(cancelled).toMatchObject({ action: 'cancel', reason: 'Спонсор ушёл' });
    expect(statusWords(cancelled)).toEqual(['Запланирован', 'Отменён']);
  });

  it('publishing once the start has come reads «Черновик → Идёт»; cancelling a running one «Идёт → Отменён»', async () => {
    await patch(DRAFT, { startsAt: inHours(-1), endsAt: inHours(240), votingEndsAt: inHours(300) });
    await post(`/contests/${DRAFT}/publish`);
    expect(statusWords(await newest(DRAFT))).toEqual(['Черновик', 'Идёт']);
    await post(`/contests/${ACTIVE}/cancel`, { reason: 'Спонсор ушёл' });
    expect(statusWords(await newest(ACTIVE))).toEqual(['Идёт', 'Отменён']);
  });

  it('an edit of a contest published for a later start changes no status', async () => {
    await post(`/contests/${DRAFT}/publish`);
    await patch(DRAFT, { title: 'Флешмоб весны' });
    const edit = await newest(DRAFT);
    expect(edit).toMatchObject({ action: 'update', after: { title: 'Флешмоб весны' } });
    expect(edit.after).not.toHaveProperty('status');
  });

  it('closing records the time on the contest (closedAt), not as a changed field of the entry', async () => {
    expect((await get(DRAFT)).result.closedAt).toBeNull();
    const asked = Date.now();
    const { result } = await post(`/contests/${DRAFT}/cancel`, { reason: 'Спонсор ушёл' });
    const entry = await newest(DRAFT);
    const closedAt = Date.parse(result.closedAt!);
    expect(closedAt).toBeGreaterThanOrEqual(asked);
    expect(closedAt).toBeLessThanOrEqual(Date.parse(entry.createdAt));
    expect(Object.keys(entry.after!).sort()).toEqual(['cancelReason', 'status']);
  });
});

describe('a contest’s cover in the audit trail', () => {
  it('the creation entry names the cover link given', async () => {
    const cover = 'https://cdn.example.com/covers/winter.jpg';
    const { result } = await post('/contests', {
      title: 'С обложкой',
      categoryId: 1,
      coverUrl: cover,
    });
    expect(result.coverUrl).toBe(cover);
    const created = await newest(result.id);
    expect(created).toMatchObject({ action: 'create', before: null });
    expect(created.after!.coverUrl).toBe(cover);
    expect(auditValueLabel('contest', 'coverUrl', created.after!.coverUrl)).not.toBe('—');
  });

  it('without one, the creation entry names the generated cover the contest shows, never «—»', async () => {
    const { result } = await post('/contests', { title: 'Без обложки', categoryId: 1 });
    expect(result.coverUrl).toBe(`/mock-media/covers/${result.id}.png`);
    const created = await newest(result.id);
    expect(created.after!.coverUrl).toBe(result.coverUrl);
  });

  it('a cover set on a seeded contest reads from the generated one to the link', async () => {
    const cover = '/covers/flashmob.png';
    await patch(DRAFT, { coverUrl: cover });
    expect(await newest(DRAFT)).toMatchObject({
      before: { coverUrl: `/mock-media/covers/${DRAFT}.png` },
      after: { coverUrl: cover },
    });
    // Cleared: the contest shows the generated cover again, and the trail says so.
    await patch(DRAFT, { coverUrl: '' });
    expect(await newest(DRAFT)).toMatchObject({
      before: { coverUrl: cover },
      after: { coverUrl: `/mock-media/covers/${DRAFT}.png` },
    });
  });
});
