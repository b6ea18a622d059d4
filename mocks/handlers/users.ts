import {
  blockRefusal,
  ROLE_IDS_MESSAGE,
  userBlockSchema,
  usersListContract,
  userRolesSchema,
} from '@/contract/users';
import { audited } from '../audit';
import { checkFields } from '../crud';
import { commit, db, findById } from '../db';
import { authed, fail, isAdminUser, notFound, ok, validationFailed } from '../http';
import { readJson } from '../request-parsing';
import { paginate, readContractQuery, sortRows } from '../list';
import { rowMatcher } from '../list-match';
import { rolesOf, userView } from '../views';
import type { MockUser } from '../types';

function findUser(id: string | readonly string[] | undefined): MockUser | undefined {
  return findById(db.users, id);
}

/** The block rule's refusal (409, never 403: that would end the caller's session), or null. */
export function refusedBlock(action: 'block' | 'unblock', me: MockUser, user: MockUser) {
  const refusal = blockRefusal(
    action,
    { id: me.id, roles: rolesOf(me) },
    { id: user.id, roles: rolesOf(user) },
  );
  return refusal ? fail(409, refusal) : null;
}

export const handlers = [
  authed('get', '/users/self', ({ me }) => ok(userView(me))),

  authed('get', '/users', ({ url }) => {
    const query = readContractQuery(url, usersListContract);
    if (query instanceof Response) return query;
    const rows = db.users
      .filter(
        rowMatcher<MockUser, typeof usersListContract.filters>(usersListContract, query, {
          search: (user) => [user.nickname, user.name, user.email],
          fields: { role: (user) => user.roleIds },
        }),
      )
      .map(userView);
    const sort = query.sort ?? usersListContract.sort;
    const sorted = sortRows(rows, (row) => row[sort], query.order);
    return ok(paginate(sorted, query));
  }),

  authed<{ id: string }>('get', '/users/:id', ({ params }) => {
    const user = findUser(params.id);
    return user ? ok(userView(user)) : notFound('Пользователь не найден');
  }),

  authed<{ id: string }>('patch', '/users/:id/block', async ({ params, request, me }) => {
    const user = findUser(params.id);
    if (!user) return notFound('Пользователь не найден');
    const refused = refusedBlock('block', me, user);
    if (refused) return refused;
    const { values, errors } = checkFields(userBlockSchema, await readJson(request), ['reason']);
    if (Object.keys(errors).length > 0) return validationFailed(errors);
    const reason = values.reason!;
    const until = values.until ?? null;
    audited(me, { action: 'block', entityType: 'user', reason }, user, () =>
      Object.assign(user, { status: 'blocked', blockReason: reason, blockedUntil: until }),
    );
    commit();
    return ok(userView(user));
  }),

  authed<{ id: string }>('patch', '/users/:id/unblock', ({ params, me }) => {
    const user = findUser(params.id);
    if (!user) return notFound('Пользователь не найден');
    const refused = refusedBlock('unblock', me, user);
    if (refused) return refused;
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
    const { values, errors } = checkFields(userRolesSchema, await readJson(request), ['roleIds']);
    const roleIds = values.roleIds ?? [];
    if (errors.roleIds || roleIds.some((id) => !db.roles.some((role) => role.id === id))) {
      return validationFailed({ roleIds: ROLE_IDS_MESSAGE });
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
