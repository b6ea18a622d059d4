import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { MODERATOR_ID, copyOf } from '../testing';
import {
  contestSchema,
  DRAFT,
  ACTIVE,
  FINISHED,
  CANCELLED,
  get,
  patch,
  post,
  entriesOf,
} from './contests.test-helpers';

describe('GET /contests/{id}', () => {
  it('answers the contest in the contract shape, and 404 for an unknown one', async () => {
    const { status, result } = await get(ACTIVE);
    expect(status).toBe(200);
    expect(contestSchema.parse(result)).toMatchObject({ id: ACTIVE, title: 'Танцуют все!' });
    expect(result.participantsCount).toBe(new Set(entriesOf(ACTIVE).map((v) => v.authorId)).size);
    expect(result.videosCount).toBe(entriesOf(ACTIVE).length);
    const missing = await get(999);
    expect(missing.status).toBe(404);
    expect(missing.error.message).toBe('Конкурс не найден');
  });
});

describe('POST /contests', () => {
  it('creates a draft from a title and a category, with dates in order and no money', async () => {
    const { status, result } = await post('/contests', {
      title: '  Новый конкурс ',
      categoryId: 4,
    });
    expect(status).toBe(200);
    expect(contestSchema.parse(result)).toMatchObject({
      id: 31,
      title: 'Новый конкурс',
      status: 'draft',
      category: { id: 4, name: 'Спорт' },
      description: '',
      rules: '',
      prizeFund: 0,
      entryFee: 0,
      maxParticipants: null,
      participantsCount: 0,
      coverUrl: '/mock-media/covers/31.png',
      cancelReason: null,
    });
    expect(Date.parse(result.startsAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(result.endsAt)).toBeGreaterThan(Date.parse(result.startsAt));
    expect(Date.parse(result.votingEndsAt)).toBeGreaterThanOrEqual(Date.parse(result.endsAt));
    expect((await get(31)).result.title).toBe('Новый конкурс');
  });

  it('answers 422 without a title or a known category, and 409 to a moderator', async () => {
    const empty = await post('/contests', { title: ' ', categoryId: 1 });
    expect(empty.status).toBe(422);
    expect(empty.error.errors).toEqual({ title: 'Поле не должно быть пустым' });
    const unknown = await post('/contests', { title: 'Конкурс', categoryId: 999 });
    expect(unknown.status).toBe(422);
    expect(unknown.error.errors).toEqual({ categoryId: 'Категория не найдена' });
    const long = await post('/contests', { title: 'я'.repeat(151), categoryId: 1 });
    expect(long.error.errors).toEqual({ title: 'Название: не длиннее 150 символов' });
    const moderator = await post('/contests', { title: 'Конкурс', categoryId: 1 }, MODERATOR_ID);
    expect(moderator.status).toBe(409);
    expect(moderator.error.message).toBe('Управлять конкурсами могут только администраторы');
    expect(db.contests).toHaveLength(30);
  });
});

describe('PATCH /contests/{id}', () => {
  it('changes every editable field of a draft', async () => {
    const body = {
      title: 'Флешмоб века',
      description: 'Описание',
      rules: 'Правило 1\nПравило 2',
      coverUrl: 'https://cdn.example.org/cover.png',
      categoryId: 2,
      startsAt: '2027-01-01T09:00:00.000Z',
      endsAt: '2027-02-01T09:00:00.000Z',
      votingEndsAt: '2027-02-01T09:00:00.000Z',
      prizeFund: 150050,
      entryFee: 0,
      maxParticipants: 10,
    };
    const { status, result } = await patch(DRAFT, body);
    expect(status).toBe(200);
    const { categoryId: _category, ...rest } = body;
    expect(result).toMatchObject({ ...rest, category: { id: 2 } });
  });

  it.each([
    [{ title: '' }, { title: 'Поле не должно быть пустым' }],
    [{ description: 'я'.repeat(5001) }, { description: 'Не длиннее 5000 символов' }],
    [
      { coverUrl: 'javascript:alert(1)' },
      { coverUrl: 'Ссылка на обложку: адрес https://… или путь от корня сайта /…' },
    ],
    // The browser reads `\` as `/`: another host (docs/product.md#security).
    [
      { coverUrl: '/\\evil.example/x.png' },
      { coverUrl: 'Ссылка на обложку: адрес https://… или путь от корня сайта /…' },
    ],
    [{ startsAt: 'завтра' }, { startsAt: 'Укажите дату и время' }],
    [
      { startsAt: '2027-02-01T09:00:00.000Z', endsAt: '2027-02-01T09:00:00.000Z' },
      { endsAt: 'Приём работ должен закончиться позже, чем начался' },
    ],
    [
      { endsAt: '2027-03-01T09:00:00.000Z', votingEndsAt: '2027-02-28T09:00:00.000Z' },
      { votingEndsAt: 'Голосование не может закончиться раньше приёма работ' },
    ],
    [{ prizeFund: -1 }, { prizeFund: 'Сумма в копейках: целое число от 0 до 100 000 000 ₽' }],
    [{ entryFee: 10.5 }, { entryFee: 'Сумма в копейках: целое число от 0 до 100 000 000 ₽' }],
    [{ prizeFund: '100' }, { prizeFund: 'Сумма в копейках: целое число от 0 до 100 000 000 ₽' }],
    [{ maxParticipants: 0 }, { maxParticipants: 'Целое число от 1 или пусто (без ограничения)' }],
  ])('answers 422 for %j', async (body, errors) => {
    const before = copyOf(db.contests.find((c) => c.id === DRAFT));
    const { status, error } = await patch(DRAFT, body);
    expect(status).toBe(422);
    expect(error.errors).toEqual(errors);
    expect(db.contests.find((c) => c.id === DRAFT)).toEqual(before);
  });

  it('checks the date order against the dates the contest keeps', async () => {
    const contest = db.contests.find((c) => c.id === DRAFT)!;
    const { error } = await patch(DRAFT, { votingEndsAt: contest.startsAt });
    expect(error.errors).toEqual({
      votingEndsAt: 'Голосование не может закончиться раньше приёма работ',
    });
  });

  it('keeps the limit of participants at or above those already in', async () => {
    const count = new Set(entriesOf(ACTIVE).map((v) => v.authorId)).size;
    const below = await patch(ACTIVE, { maxParticipants: count - 1 });
    expect(below.error.errors).toEqual({
      maxParticipants: `Уже участвуют ${count}: лимит не может быть меньше`,
    });
    expect((await patch(ACTIVE, { maxParticipants: count })).result.maxParticipants).toBe(count);
    expect((await patch(ACTIVE, { maxParticipants: null })).result.maxParticipants).toBeNull();
  });

  it('lets a running contest change only its texts, cover, voting end and limit', async () => {
    const contest = db.contests.find((c) => c.id === ACTIVE)!;
    const allowed = await patch(ACTIVE, {
      title: 'Танцуют все — 2',
      description: 'Новое описание',
      rules: 'Новые правила',
      coverUrl: '/covers/dance.png',
      votingEndsAt: '2027-01-10T12:00:00.000Z',
      maxParticipants: 30,
      // Unchanged values of locked fields are fine: a form sends what it shows.
      prizeFund: contest.prizeFund,
      startsAt: contest.startsAt,
    });
    expect(allowed.status).toBe(200);
    expect(allowed.result).toMatchObject({ title: 'Танцуют все — 2', maxParticipants: 30 });
    const locked = await patch(ACTIVE, {
      categoryId: 2,
      startsAt: '2026-11-01T00:00:00.000Z',
      endsAt: '2026-12-31T00:00:00.000Z',
      prizeFund: 1,
      entryFee: 1,
    });
    expect(locked.status).toBe(422);
    const why = 'Конкурс уже идёт: это поле менять нельзя, участники на него рассчитывают';
    expect(locked.error.errors).toEqual({
      categoryId: why,
      startsAt: why,
      endsAt: why,
      prizeFund: why,
      entryFee: why,
    });
  });

  it('refuses to change a finished or cancelled contest (409), and a moderator (409)', async () => {
    for (const id of [FINISHED, CANCELLED]) {
      const { status, error } = await patch(id, { title: 'Другое' });
      expect(status).toBe(409);
      expect(error.message).toBe('Завершённый или отменённый конкурс изменить нельзя');
    }
    expect((await patch(DRAFT, { title: 'Другое' }, MODERATOR_ID)).status).toBe(409);
    expect((await patch(999, { title: 'Другое' })).status).toBe(404);
  });
});
