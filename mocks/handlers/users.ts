import { audited } from '../audit';
import { commit, db, findById } from '../db';
import {
  authed,
  fail,
  isAdminUser,
  notFound,
  ok,
  readJson,
  readText,
  validationFailed,
} from '../http';
import { matchesSearch, paginate, readListQuery, sortRows } from '../list';
import { userView } from '../views';
import type { MockUser } from '../types';

const SORTABLE = ['createdAt', 'lastSeenAt', 'videosCount', 'nickname'] as const;

function findUser(id: string | readonly string[] | undefined): MockUser | undefined {
  return findById(db.users, id);
}

export const userHandlers = [
  authed('get', '/users/self', ({ me }) => ok(userView(me))),

  authed('get', '/users', ({ url }) => {
    const query = readListQuery(url, SORTABLE, {
      filters: { role: 'int', status: ['active', 'blocked'] },
    });
    if (query instanceof Response) return query;
    const { role, status } = query.filters;
    const rows = db.users
      .filter((user) => role === undefined || user.roleIds.includes(role))
      .filter((user) => !status || user.status === status)
      .filter((user) => matchesSearch(query.search, user.nickname, user.name, user.email))
      .map(userView);
    const sort = query.sort as (typeof SORTABLE)[number] | null;
    const sorted = sortRows(rows, sort ? (row) => row[sort] : (row) => row.createdAt, query.order);
    return ok(paginate(sorted, query));
  }),

  authed<{ id: string }>('get', '/users/:id', ({ params }) => {
    const user = findUser(params.id);
    return user ? ok(userView(user)) : notFound('Пользователь не найден');
  }),

  authed<{ id: string }>('patch', '/users/:id/block', async ({ params, request, me }) => {
    const user = findUser(params.id);
    if (!user) return notFound('Пользователь не найден');
    if (user.id === me.id) return fail(409, 'Нельзя заблокировать самого себя');
    const body = await readJson(request);
    const reason = readText(body.reason);
    const until = body.until ?? null;
    const errors: Record<string, string> = {};
    if (reason.length < 3 || reason.length > 500) errors.reason = 'Причина: от 3 до 500 символов';
    if (until !== null && (typeof until !== 'string' || Number.isNaN(Date.parse(until)))) {
      errors.until = 'Некорректная дата';
    } else if (typeof until === 'string' && Date.parse(until) <= Date.now()) {
      errors.until = 'Дата должна быть в будущем';
    }
    if (Object.keys(errors).length > 0) return validationFailed(errors);
    audited(me, { action: 'block', entityType: 'user', reason }, user, () =>
      Object.assign(user, { status: 'blocked', blockReason: reason, blockedUntil: until }),
    );
    commit();
    return ok(userView(user));
  }),

  authed<{ id: string }>('patch', '/users/:id/unblock', ({ params, me }) => {
    const user = findUser(params.id);
    if (!user) return notFound('Пользователь не найден');
    audited(me, { action: 'unblock', entityType: 'user' }, user, () =>
      Object.assign(user, { status: 'active', blockReason: null, blockedUntil: null }),
    );
    commit();
    return ok(userView(user));
  }),

  authed<{ id: string }>('patch', '/users/:id/roles', async ({ params, request, me }) => {
    if (!isAdminUser(me)) return fail(409, 'Менять роли может только администратор');
    const user = findUser(params.id);
    if (!user) return notFound('Пользователь не найден');
    const body = await readJson(request);
    const roleIds = Array.isArray(body.roleIds) ? body.roleIds.map(Number) : null;
    if (
      !roleIds ||
      roleIds.length === 0 ||
      roleIds.some((id) => !db.roles.some((role) => role.id === id))
    ) {
      return validationFailed({ roleIds: 'Выберите хотя бы одну существующую роль' });
    }
    if (user.id === me.id && !roleIds.includes(1)) {
      return fail(409, 'Нельзя снять роль администратора с самого себя');
    }
    audited(me, { action: 'roles', entityType: 'user' }, user, () => {
      user.roleIds = [...new Set(roleIds)];
    });
    commit();
    return ok(userView(user));
  }),

  authed('get', '/roles', () => ok(db.roles)),
];
