import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { testTokens } from '../token-testing';
import { ADMIN_ID, call, RAW_BASE } from '../testing';
import { newComplaint } from './audit.test-helpers';

/** The mock keeps docs/api.md to the letter: bodies, required fields, parameters, text. */

const FIELDS = 'Проверьте правильность заполнения полей';

/** A call with exactly these bytes and this Content-Type (or none). */
async function send(method: string, path: string, body: string | undefined, type?: string) {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${testTokens(ADMIN_ID).accessToken}`,
  };
  if (type) headers['Content-Type'] = type;
  const response = await fetch(`${RAW_BASE}${path}`, { method, headers, body });
  return { status: response.status, json: (await response.json()) as unknown };
}

const stock = {
  title: 'Зимний бонус',
  description: '10% к взносам от 500 ₽.',
  kind: 'bonus_percent',
  value: 10,
  minContribution: 50_000,
  contestId: null,
  startsAt: '2027-01-01T00:00:00+03:00',
  endsAt: '2027-01-31T00:00:00+03:00',
  isEnabled: true,
};

describe('a body said to be JSON', () => {
  it('that is empty is 400 `Некорректный JSON`, never read as `{}`', async () => {
    const complaint = newComplaint();
    const answer = await send('POST', `/complaints/${complaint.id}/reject`, '', 'application/json');
    expect(answer).toEqual({ status: 400, json: { message: 'Некорректный JSON' } });
    expect(db.complaints.find((row) => row.id === complaint.id)!.status).toBe('new');
  });

  it('of another type (text/plain, a form) is 415, whatever it holds', async () => {
    const complaint = newComplaint();
    for (const type of [
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      undefined,
    ]) {
      const answer = await send('POST', `/complaints/${complaint.id}/reject`, '{}', type);
      expect(answer).toEqual({
        status: 415,
        json: { message: 'Тело запроса должно быть JSON (Content-Type: application/json)' },
      });
    }
    expect(db.complaints.find((row) => row.id === complaint.id)!.status).toBe('new');
    const json = await send(
      'POST',
      `/complaints/${complaint.id}/reject`,
      '{}',
      'application/json; charset=utf-8',
    );
    expect(json.status).toBe(200);
  });
});

describe('required fields', () => {
  it.each([
    ['description', 'Обязательное поле'],
    ['isEnabled', 'Обязательное поле'],
    ['minContribution', 'Минимальный взнос не может быть отрицательным'],
    ['contestId', 'Конкурс не найден'],
  ])('POST /finance/stocks without %s is 422 and creates nothing', async (field, message) => {
    const before = db.stocks.length;
    const body: Record<string, unknown> = { ...stock };
    delete body[field];
    const answer = await call('/finance/stocks', { method: 'POST', body });
    expect([answer.status, answer.error]).toEqual([
      422,
      { message: FIELDS, errors: { [field]: message } },
    ]);
    expect(db.stocks).toHaveLength(before);
  });
});

describe('unknown parameters', () => {
  it.each([
    ['/finance/contributions/export?page=1', 'page'],
    ['/finance/contributions/export?limit=20', 'limit'],
    ['/audit/export?page=2', 'page'],
    ['/finance/contributions/stats?dateFrom=2026-11-01&dateTo=2026-11-20&sort=amount', 'sort'],
  ])('GET %s is 422 naming %s', async (path, name) => {
    const answer = await call(path);
    expect([answer.status, answer.error]).toEqual([
      422,
      { message: FIELDS, errors: { [name]: 'Неизвестный параметр' } },
    ]);
  });
});

describe('text', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b'],
    ['a BOM and a word joiner', '\ufeff\u2060 '],
  ])('a required text of %s only is empty', async (_label, title) => {
    const answer = await call('/finance/stocks', { method: 'POST', body: { ...stock, title } });
    expect([answer.status, answer.error.errors]).toEqual([
      422,
      { title: 'Поле не должно быть пустым' },
    ]);
    const block = await call('/users/150/block', { method: 'PATCH', body: { reason: title } });
    expect([block.status, block.error.errors]).toEqual([
      422,
      { reason: 'Поле не должно быть пустым' },
    ]);
    expect(db.users.find((user) => user.id === 150)!.status).toBe('active');
  });

  it('invisible characters around a text are trimmed like spaces', async () => {
    const answer = await call<{ title: string }>('/finance/stocks', {
      method: 'POST',
      body: { ...stock, title: '\u200bЗимний бонус\u200b' },
    });
    expect([answer.status, answer.result.title]).toEqual([201, 'Зимний бонус']);
  });

  it.each([
    ['NUL', 'Зимний\u0000бонус'],
    ['a control character', 'Зимний\u0007бонус'],
    ['a lone high surrogate', 'Зимний бонус \ud83d'],
    ['a lone low surrogate', '\ude00 Зимний бонус'],
  ])('a text with %s is 422, in any field, and stored nowhere', async (_label, text) => {
    const before = db.stocks.length;
    const answer = await call('/finance/stocks', {
      method: 'POST',
      body: { ...stock, title: text },
    });
    expect([answer.status, answer.error]).toEqual([
      422,
      { message: FIELDS, errors: { title: 'Текст содержит недопустимые символы' } },
    ]);
    expect(db.stocks).toHaveLength(before);
    const complaint = newComplaint();
    const note = await call(`/complaints/${complaint.id}/reject`, {
      method: 'POST',
      body: { note: text },
    });
    expect([note.status, note.error.errors]).toEqual([
      422,
      { note: 'Текст содержит недопустимые символы' },
    ]);
  });

  it('tabs, line breaks and emoji stay text', async () => {
    const answer = await call<{ description: string }>('/finance/stocks', {
      method: 'POST',
      body: { ...stock, description: 'Строка 1\r\nСтрока 2\tи 👩‍👩‍👧 😀' },
    });
    expect([answer.status, answer.result.description]).toEqual([
      201,
      'Строка 1\r\nСтрока 2\tи 👩‍👩‍👧 😀',
    ]);
  });
});
