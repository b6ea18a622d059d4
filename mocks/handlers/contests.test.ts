import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contestContract, contestParticipantContract } from '../contracts';
import { db } from '../db';
import { ADMIN_ID, call, fetchAll, MODERATOR_ID } from '../testing';

const contestSchema = contestContract.strict();
const participantSchema = contestParticipantContract.strict();
type Contest = z.infer<typeof contestSchema>;
type Page = { items: Contest[]; total: number };

const list = (query = '') => call<Page>(`/contests${query}`, { as: MODERATOR_ID });

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
      coverUrl: '/mock-media/covers/1.svg',
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
          avatarUrl: `/mock-media/avatars/${video.authorId}.svg`,
        },
        video: { id: video.id, title: video.title },
      });
    }
  });

  it.each(['draft', 'active', 'finished', 'cancelled'] as const)(
    'filters by status %s',
    async (status) => {
      const { result } = await list(`?status=${status}&limit=50`);
      expect(result.total).toBe(db.contests.filter((contest) => contest.status === status).length);
      expect(result.total).toBeGreaterThan(0);
      expect(result.items.every((contest) => contest.status === status)).toBe(true);
    },
  );

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
    ['?status=open', 'status', 'Допустимые значения: draft, active, finished, cancelled'],
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

const DRAFT = 3;
const ACTIVE = 2;
const FINISHED = 1;
const CANCELLED = 6;

const get = (id: number) => call<Contest>(`/contests/${id}`, { as: MODERATOR_ID });
const patch = (id: number, body: unknown, as = ADMIN_ID) =>
  call<Contest>(`/contests/${id}`, { method: 'PATCH', body, as });
const post = (path: string, body?: unknown, as = ADMIN_ID) =>
  call<Contest>(path, { method: 'POST', body, as });
const entriesOf = (id: number) => db.videos.filter((video) => video.contestId === id);

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
      coverUrl: '/mock-media/covers/31.svg',
      cancelReason: null,
    });
    expect(Date.parse(result.startsAt)).toBeGreaterThan(Date.now());
    expect(Date.parse(result.endsAt)).toBeGreaterThan(Date.parse(result.startsAt));
    expect(Date.parse(result.votingEndsAt)).toBeGreaterThanOrEqual(Date.parse(result.endsAt));
    expect((await get(31)).result.title).toBe('Новый конкурс');
  });

  it('answers 422 without a title or a known category, and 409 to a moderator', async () => {
    const empty = await post('/contests', { title: ' ', categoryId: 999 });
    expect(empty.status).toBe(422);
    expect(empty.error.errors).toEqual({
      title: 'Поле не должно быть пустым',
      categoryId: 'Категория не найдена',
    });
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
    // The browser reads `\` as `/`: another host (issue 25 §5).
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
    const before = structuredClone(db.contests.find((c) => c.id === DRAFT));
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

  it.each(['publish', 'finish', 'cancel'])(
    '%s is for administrators only (409)',
    async (action) => {
      const { status } = await post(`/contests/${ACTIVE}/${action}`, {}, MODERATOR_ID);
      expect(status).toBe(409);
    },
  );
});
