import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { call } from '../testing';
import { newComplaint, waitingVideo } from './audit.test-helpers';

const FIELDS = 'Проверьте правильность заполнения полей';

describe('strict bodies', () => {
  it.each([
    ['an unknown field', { title: 'Новое', extra: 1 }, { extra: 'Неизвестное поле' }],
    ['an array', [{ title: 'Новое' }], { body: 'Ожидается объект JSON' }],
    ['null', null, { body: 'Ожидается объект JSON' }],
    ['a string', 'title', { body: 'Ожидается объект JSON' }],
  ])('PATCH /videos/{id} with %s is 422 and changes nothing', async (_label, body, errors) => {
    const before = db.videos.find((video) => video.id === 1)!.title;
    const answer = await call('/videos/1', { method: 'PATCH', body });
    expect([answer.status, answer.error]).toEqual([422, { message: FIELDS, errors }]);
    expect(db.videos.find((video) => video.id === 1)!.title).toBe(before);
  });

  it.each([['MODERATION'], [1], [null]])(
    'an expectedStatus of %j is 422, not a decision without the check',
    async (expectedStatus) => {
      const video = waitingVideo();
      const answer = await call(`/videos/${video.id}/approve`, {
        method: 'POST',
        body: { expectedStatus },
      });
      expect(answer.status).toBe(422);
      expect(answer.error.errors).toEqual({
        expectedStatus: 'Ожидаемый статус: moderation, published, rejected',
      });
      expect(waitingVideo().id).toBe(video.id);
    },
  );

  it('a note that is not text is 422, not stored as ""', async () => {
    const complaint = newComplaint();
    const answer = await call(`/complaints/${complaint.id}/reject`, {
      method: 'POST',
      body: { note: 42 },
    });
    expect([answer.status, answer.error.errors]).toEqual([422, { note: 'Неверный тип значения' }]);
    expect(db.complaints.find((row) => row.id === complaint.id)!.status).toBe('new');
  });

  it('bulk ids are numbers, at most 100 of them', async () => {
    const strings = await call('/comments/bulk', {
      method: 'POST',
      body: { ids: ['1', '2'], action: 'hide' },
    });
    expect([strings.status, strings.error.errors]).toEqual([
      422,
      { ids: 'Некорректный id комментария' },
    ]);
    const many = await call('/comments/bulk', {
      method: 'POST',
      body: { ids: Array.from({ length: 100_000 }, (_, i) => i + 1), action: 'hide' },
    });
    expect([many.status, many.error.errors]).toEqual([
      422,
      { ids: 'Не больше 100 комментариев за раз' },
    ]);
  });

  it('a call that takes no body refuses one with fields', async () => {
    const answer = await call('/comments/1/hide', { method: 'POST', body: { reason: 'x' } });
    expect([answer.status, answer.error.errors]).toEqual([422, { reason: 'Неизвестное поле' }]);
    expect((await call('/comments/1/hide', { method: 'POST', body: {} })).status).toBe(200);
  });
});

describe('strict queries', () => {
  it.each([['1e1'], ['0x2'], ['1.0'], [' 2'], ['+2'], ['0'], ['-1']])(
    'page=%s is 422, not a page',
    async (page) => {
      const answer = await call(`/videos?page=${encodeURIComponent(page)}`);
      expect([answer.status, answer.error.errors]).toEqual([
        422,
        { page: 'Номер страницы должен быть целым числом от 1' },
      ]);
    },
  );

  it('limit is one of the page sizes as written, an id filter decimal digits', async () => {
    expect((await call('/videos?limit=1e1')).error.errors).toEqual({
      limit: 'Размер страницы: 10, 20, 50 или 100',
    });
    expect((await call('/videos?categoryId=0x1')).status).toBe(422);
    expect((await call('/videos?page=2&limit=10&categoryId=1')).status).toBe(200);
  });

  it('an unknown or repeated parameter is 422', async () => {
    expect((await call('/videos?colour=red')).error.errors).toEqual({
      colour: 'Неизвестный параметр',
    });
    expect((await call('/videos?page=1&page=2')).error.errors).toEqual({
      page: 'Параметр указан больше одного раза',
    });
    expect((await call('/videos/1?fields=title')).error.errors).toEqual({
      fields: 'Неизвестный параметр',
    });
  });
});
