import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { applicationSchema, type Application } from '@/contract/applications';
import { db } from '../db';
import { fetchAll, listCaller } from '../testing';
import type { MockApplication } from '../types';
import { rows, user } from './applications.test-helpers';

const list = listCaller<Application>('/applications');

const byDate = (a: MockApplication, b: MockApplication) => b.createdAt.localeCompare(a.createdAt);

describe('GET /applications', () => {
  it('answers every application in the shape applicationSchema reads, oldest first (first come first served)', async () => {
    const { items, total } = await fetchAll<unknown>('/applications');
    expect(total).toBe(120);
    for (const item of items)
      expect(z.strictObject(applicationSchema.shape).parse(item)).toEqual(item);
    const dates = items.map((item) => applicationSchema.parse(item).createdAt);
    expect(dates).toEqual([...dates].sort());
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
