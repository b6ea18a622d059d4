import { describe, expect, it } from 'vitest';
import {
  anonymousErrorText,
  decideOnFailure,
  EXPIRED_JWT_MESSAGE,
  logoutNotice,
  REFRESH_EXPIRED_MESSAGE,
  REFRESH_NOT_FOUND_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './policy';

/**
 * docs/product.md#error-catalogue, "when logged in", rows in their order; the first matching row
 * wins. The Russian/English texts are written out literally: changing a text in policy.ts must fail
 * here.
 */
describe('the session messages, word for word', () => {
  it('exports the catalogue messages exactly', () => {
    expect(REFRESH_EXPIRED_MESSAGE).toBe('истек срок жизни refresh token');
    expect(REFRESH_NOT_FOUND_MESSAGE).toBe('refresh token не найден');
    expect(EXPIRED_JWT_MESSAGE).toBe('Expired JWT Token');
    expect(UNKNOWN_ERROR_MESSAGE).toBe('Неизвестная ошибка');
  });
});

describe('decideOnFailure — row 1: log out', () => {
  it.each([
    ['истек срок жизни refresh token', 401],
    ['истек срок жизни refresh token', 400],
    ['истек срок жизни refresh token', 500],
    ['refresh token не найден', 401],
    ['refresh token не найден', 400],
    ['refresh token не найден', 500],
  ])('message %j with status %i → logout', (message, status) => {
    expect(decideOnFailure({ status, message, retried: false })).toEqual({ action: 'logout' });
  });

  it('status 403 without a message → logout', () => {
    expect(decideOnFailure({ status: 403, retried: false })).toEqual({ action: 'logout' });
  });

  it('status 403 with some other message → logout', () => {
    expect(decideOnFailure({ status: 403, message: 'Доступ запрещён', retried: false })).toEqual({
      action: 'logout',
    });
  });

  it("status 403 with 'Expired JWT Token' → logout (the first row wins over the refresh row)", () => {
    expect(decideOnFailure({ status: 403, message: 'Expired JWT Token', retried: false })).toEqual({
      action: 'logout',
    });
  });

  it('a refresh-token message on status 401 logs out rather than refreshing (first row wins)', () => {
    expect(
      decideOnFailure({ status: 401, message: 'refresh token не найден', retried: false }),
    ).toEqual({
      action: 'logout',
    });
    expect(
      decideOnFailure({ status: 420, message: 'истек срок жизни refresh token', retried: false }),
    ).toEqual({
      action: 'logout',
    });
  });

  it('logs out even for an already retried call', () => {
    expect(decideOnFailure({ status: 403, retried: true })).toEqual({ action: 'logout' });
    expect(
      decideOnFailure({ status: 401, message: 'истек срок жизни refresh token', retried: true }),
    ).toEqual({
      action: 'logout',
    });
    expect(
      decideOnFailure({ status: 401, message: 'refresh token не найден', retried: true }),
    ).toEqual({
      action: 'logout',
    });
  });

  it('only the exact messages count (no prefix / case matching)', () => {
    expect(
      decideOnFailure({ status: 400, message: 'Refresh token не найден', retried: false }).action,
    ).toBe('fail');
    expect(
      decideOnFailure({ status: 400, message: 'истек срок жизни refresh token!', retried: false })
        .action,
    ).toBe('fail');
  });
});

describe('decideOnFailure — row 2: refresh and retry', () => {
  it.each([
    [401, undefined],
    [401, 'JWT Token не найден'],
    [401, 'Invalid JWT Token'],
    [420, undefined],
    [420, 'Что-то своё'],
    [401, 'Expired JWT Token'],
  ])('status %i with message %j → refresh', (status, message) => {
    expect(decideOnFailure({ status, message, retried: false })).toEqual({ action: 'refresh' });
  });

  it.each([400, 500, 422, 404, 0])("'Expired JWT Token' with status %i → refresh", (status) => {
    expect(decideOnFailure({ status, message: 'Expired JWT Token', retried: false })).toEqual({
      action: 'refresh',
    });
  });

  it('a retried call is never refreshed a second time: it fails', () => {
    expect(decideOnFailure({ status: 401, retried: true })).toEqual({
      action: 'fail',
      notification: 'Неизвестная ошибка',
    });
    expect(decideOnFailure({ status: 420, message: 'Слишком часто', retried: true })).toEqual({
      action: 'fail',
      notification: 'Слишком часто',
    });
    expect(decideOnFailure({ status: 401, message: 'Expired JWT Token', retried: true })).toEqual({
      action: 'fail',
      notification: 'Expired JWT Token',
    });
    expect(decideOnFailure({ status: 400, message: 'Expired JWT Token', retried: true })).toEqual({
      action: 'fail',
      notification: 'Expired JWT Token',
    });
  });
});

describe('decideOnFailure — row 3: anything else fails with a notification', () => {
  it.each([
    [500, 'Сервер недоступен'],
    [400, 'Неверный запрос'],
    [404, 'Пользователь не найден'],
    [409, 'Нельзя заблокировать самого себя'],
    [422, 'Проверьте правильность заполнения полей'],
  ])('status %i with message %j → fail with that message', (status, message) => {
    expect(decideOnFailure({ status, message, retried: false })).toEqual({
      action: 'fail',
      notification: message,
    });
  });

  it.each([500, 502, 404, 400, 0])(
    "status %i without a message → exactly 'Неизвестная ошибка'",
    (status) => {
      expect(decideOnFailure({ status, retried: false })).toEqual({
        action: 'fail',
        notification: 'Неизвестная ошибка',
      });
    },
  );

  it("an empty message counts as no message → 'Неизвестная ошибка'", () => {
    expect(decideOnFailure({ status: 500, message: '', retried: false })).toEqual({
      action: 'fail',
      notification: 'Неизвестная ошибка',
    });
  });

  it('the result is the same whether or not the call was retried', () => {
    expect(decideOnFailure({ status: 500, message: 'Сервер недоступен', retried: true })).toEqual({
      action: 'fail',
      notification: 'Сервер недоступен',
    });
  });
});

describe('anonymousErrorText — not logged in: server message, else error text, else ERROR {status}', () => {
  it('prefers the server message', () => {
    expect(
      anonymousErrorText(400, 'Неверный логин или пароль', 'Request failed with status code 400'),
    ).toBe('Неверный логин или пароль');
  });

  it('falls back to the error text when there is no message', () => {
    expect(
      anonymousErrorText(502, undefined, 'Request failed with status code 502 Bad Gateway'),
    ).toBe('Request failed with status code 502 Bad Gateway');
    expect(anonymousErrorText(502, '', 'Network down')).toBe('Network down');
  });

  it("falls back to 'ERROR {status}' when there is neither", () => {
    expect(anonymousErrorText(502)).toBe('ERROR 502');
    expect(anonymousErrorText(500, '', '')).toBe('ERROR 500');
    expect(anonymousErrorText(0)).toBe('ERROR 0');
  });

  it("never answers 'Неизвестная ошибка' (that text belongs to the logged-in row)", () => {
    expect(anonymousErrorText(503)).not.toBe('Неизвестная ошибка');
  });
});

describe('logoutNotice — what the login page says after a row-1 logout', () => {
  it.each([
    ['истек срок жизни refresh token', 401],
    ['refresh token не найден', 401],
    ['refresh token не найден', 403],
  ])('message %j (status %i) → the session expired', (message, status) => {
    expect(logoutNotice({ status, message })).toBe('Сессия истекла. Войдите снова.');
  });

  it("403 with the server's message → that message", () => {
    expect(logoutNotice({ status: 403, message: 'Пользователь заблокирован' })).toBe(
      'Пользователь заблокирован',
    );
  });

  it('403 without a message → the session ended', () => {
    expect(logoutNotice({ status: 403 })).toBe('Сессия завершена. Войдите снова.');
  });
});
