import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { participantSchema as contestParticipantContract } from '@/contract/contests';
import { strictly } from '@/contract/strict';
import { db } from '../db';
import { call, fetchAll, MODERATOR_ID, listCaller } from '../testing';
import {
  contestSchema,
  DRAFT,
  ACTIVE,
  FINISHED,
  entriesOf,
  type Contest,
} from './contests.test-helpers';

const participantSchema = strictly(contestParticipantContract);

const byNumber = (a: number, b: number) => a - b;
const list = listCaller<Contest>('/contests', MODERATOR_ID);

describe('GET /contests', () => {
  it('lists all thirty in the contract shape, latest start first', async () => {
    const { items, total } = await fetchAll<Contest>('/contests');
    expect(total).toBe(30);
    for (const item of items) contestSchema.parse(item);
    const starts = items.map((contest) => Date.parse(contest.startsAt));
    expect(starts).toEqual([...starts].sort((a, b) => b - a));
    expect(items.find((contest) => contest.id === 1)).toMatchObject({
      title: 'Танцевальный баттл осени',
      category: { id: 1, name: 'Танцы' },
      coverUrl: '/mock-media/covers/1.png',
    });
  });

  it('shows the winner of finished contests only: the author and the video', async () => {
    const { items } = await fetchAll<Contest>('/contests');
    for (const contest of items) {
      if (contest.status !== 'finished') {
        expect(contest.winner).toBeNull();
        continue;
      }
      const video = db.videos.find((row) => row.id === contest.winner?.video.id)!;
      expect(video.contestId).toBe(contest.id);
      expect(contest.winner).toEqual({
        user: {
          id: video.authorId,
          nickname: db.users.find((user) => user.id === video.authorId)!.nickname,
          avatarUrl: `/mock-media/avatars/${video.authorId}.png`,
        },
        video: { id: video.id, title: video.title },
      });
    }
  });

  it.each(['draft', 'finished', 'cancelled'] as const)('filters by status %s', async (status) => {
    const { result } = await list(`?status=${status}&limit=50`);
    expect(result.total).toBe(db.contests.filter((contest) => contest.status === status).length);
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((contest) => contest.status === status)).toBe(true);
  });

  it('splits the active ones at their start: «scheduled» before it, «active» once started', async () => {
    const published = db.contests.filter((contest) => contest.status === 'active');
    // One published for a later start (a draft of the seed's, whose start is ahead).
    const later = db.contests.find((contest) => contest.id === DRAFT)!;
    expect(Date.parse(later.startsAt)).toBeGreaterThan(Date.now());
    later.status = 'active';
    const ids = async (query: string) =>
      (await list(`${query}&limit=50`)).result.items.map((contest) => contest.id).sort(byNumber);
    expect(await ids('?status=scheduled')).toEqual([DRAFT]);
    const started = await ids('?status=active');
    expect(started).toHaveLength(published.length);
    expect(started).not.toContain(DRAFT);
    expect(started).toEqual(published.map((contest) => contest.id).sort(byNumber));
    // Together they are every active contest; the answer's status stays the API's.
    const scheduled = (await list('?status=scheduled')).result.items[0]!;
    expect(scheduled).toMatchObject({ id: DRAFT, status: 'active' });
    // Its start comes: it runs.
    later.startsAt = new Date(Date.now() - 60_000).toISOString();
    expect(await ids('?status=scheduled')).toEqual([]);
    expect(await ids('?status=active')).toContain(DRAFT);
  });

  it('filters by category and searches title and description', async () => {
    const byCategory = await list('?categoryId=2');
    expect(byCategory.result.items.map((contest) => contest.title).sort()).toEqual([
      'Акустический вечер',
      'Голос улицы',
      'Лучший кавер сезона',
    ]);
    expect((await list('?categoryId=9')).result.total).toBe(0);
    expect(
      (await list(`?search=${encodeURIComponent('КАВЕР')}`)).result.items.map(
        (contest) => contest.title,
      ),
    ).toEqual(['Лучший кавер сезона']);
    expect((await list(`?search=${encodeURIComponent('категории «Игры»')}`)).result.total).toBe(3);
    expect(
      (await list('?status=active&categoryId=6')).result.items
        .map((contest) => contest.title)
        .sort(),
    ).toEqual(['Кошачий талант', 'Лучший друг человека']);
  });

  it.each([
    ['startsAt', 'asc'],
    ['startsAt', 'desc'],
    ['endsAt', 'asc'],
    ['endsAt', 'desc'],
    ['prizeFund', 'asc'],
    ['prizeFund', 'desc'],
    ['participantsCount', 'asc'],
    ['participantsCount', 'desc'],
  ] as const)('sorts by %s %s', async (sort, order) => {
    const { result } = await list(`?sort=${sort}&order=${order}&limit=50`);
    const values = result.items.map((contest) =>
      typeof contest[sort] === 'string' ? Date.parse(contest[sort]) : contest[sort],
    );
    const expected = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
    expect(values).toEqual(expected);
    expect(values[0]).not.toBe(values[values.length - 1]);
  });

  it('pages', async () => {
    const { result } = await list('?limit=20&page=2&sort=prizeFund&order=asc');
    expect(result.total).toBe(30);
    expect(result.items).toHaveLength(10);
  });

  it.each([
    [
      '?status=open',
      'status',
      'Допустимые значения: draft, scheduled, active, finished, cancelled',
    ],
    ['?categoryId=x', 'categoryId', 'Ожидается целое положительное число'],
    [
      '?sort=title',
      'sort',
      'Сортировка возможна по: startsAt, endsAt, prizeFund, participantsCount',
    ],
  ])('answers 422 for %s', async (query, field, text) => {
    const { status, error } = await list(query);
    expect(status).toBe(422);
    expect(error.errors).toEqual({ [field]: text });
  });
});

describe('GET /contests/{id}/participants', () => {
  it('ranks the entries by votes, place 1 being the winner of a finished contest', async () => {
    const { items, total } = await fetchAll<z.infer<typeof participantSchema>>(
      `/contests/${FINISHED}/participants`,
    );
    expect(total).toBe(entriesOf(FINISHED).length);
    for (const item of items) participantSchema.parse(item);
    expect(items.map((item) => item.place)).toEqual(items.map((_, index) => index + 1));
    const votes = items.map((item) => item.votes);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(items[0]!.video.id).toBe(db.contests.find((c) => c.id === FINISHED)!.winnerVideoId);
    for (const item of items) {
      const video = db.videos.find((v) => v.id === item.video.id)!;
      expect(video.contestId).toBe(FINISHED);
      expect(item.user.id).toBe(video.authorId);
      expect(item.votes).toBe(video.likes);
    }
  });

  it('pages, sorts ascending keeping the places, and is empty for a draft', async () => {
    const page = await call<{ items: Array<{ place: number }>; total: number }>(
      `/contests/${ACTIVE}/participants?limit=10&page=1&order=asc`,
    );
    const total = entriesOf(ACTIVE).length;
    expect(page.result.total).toBe(total);
    expect(page.result.items[0]!.place).toBe(total);
    expect((await call(`/contests/${DRAFT}/participants`)).result).toEqual({ items: [], total: 0 });
    expect((await call('/contests/999/participants')).status).toBe(404);
    expect((await call(`/contests/${ACTIVE}/participants?sort=place`)).status).toBe(422);
  });
});
