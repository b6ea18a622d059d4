import { tokenPairSchema } from '@/contract/common';
import { component, endpoint, type Endpoint, contractBody } from '../define';

const tokens = component('TokenPair', tokenPairSchema);

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
      401: '`refresh token не найден` (unknown or already used), `истек срок жизни refresh token`.',
      403: 'Renewing the session of a blocked user: `Учётная запись заблокирована. Причина: <reason>` (the token is not spent). The panel logs out and shows the message.',
    },
    probe: { body: { email: 'admin@whowillwin.ru', password: 'admin123' }, as: 'none' },
    failures: [
      { status: 400, as: 'none', body: { email: 'admin@whowillwin.ru', password: 'wrong' } },
      { status: 401, as: 'none', body: { refreshToken: 'mock-refresh.1.0.unknown' } },
    ],
  }),
];
