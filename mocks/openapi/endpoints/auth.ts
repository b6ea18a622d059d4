import { z } from 'zod';
import { tokenPairSchema } from '@/contract/common';
import { component, endpoint, type Endpoint, contractBody } from '../define';

const tokens = component('TokenPair', tokenPairSchema);
const loggedOut = component(
  'LoggedOut',
  z.object({
    revoked: z
      .int()
      .nonnegative()
      .describe('Live refresh tokens it ended: 1, or 0 when the family was dead already.'),
  }),
);

export const auth: Endpoint[] = [
  endpoint({
    id: 'authenticate',
    method: 'post',
    path: '/auth',
    tag: 'Session',
    summary: 'Log in, or renew the session',
    description:
      'With `email` and `password`: log in. With `refreshToken`: renew both tokens; the refresh token is good once (rotation).',
    auth: false,
    body: contractBody('post', '/auth'),
    result: tokens,
    errors: {
      400: '`Неверный логин или пароль`; `Учётная запись заблокирована. Причина: …` (a blocked user); `Нет доступа к административной панели` (a role without panel access).',
      401: '`refresh token не найден` (unknown or already used: a spent token presented again also revokes every token rotated from the same login), `истек срок жизни refresh token`.',
      403: 'Renewing the session of a blocked user (`Учётная запись заблокирована. Причина: <reason>`) or of one who holds no panel role any more (`Нет доступа к административной панели`); the token is not spent. The panel logs out and shows the message.',
    },
    probe: { body: { email: 'admin@whowillwin.ru', password: 'admin123' }, as: 'none' },
    failures: [
      { status: 400, as: 'none', body: { email: 'admin@whowillwin.ru', password: 'wrong' } },
      { status: 401, as: 'none', body: { refreshToken: 'mock-refresh.1.0.unknown' } },
    ],
  }),
  endpoint({
    id: 'logout',
    method: 'post',
    path: '/auth/logout',
    tag: 'Session',
    summary: 'Log out: end the session on the server',
    description:
      'Revokes the refresh token and every token rotated from the same login (its family); a spent token of the family revokes it just the same. Access tokens already issued live out their few minutes. Answers 200 whatever the token was (an unknown or dead one has nothing left to end). The panel calls it from «Выйти», best effort: the cookies are cleared whatever it answers.',
    auth: false,
    body: contractBody('post', '/auth/logout'),
    result: loggedOut,
    errors: { 422: '`refreshToken` missing or not a string.' },
    probe: { body: { refreshToken: 'mock-refresh.1.0.unknown' }, as: 'none' },
    failures: [{ status: 422, as: 'none', body: {} }],
  }),
];
