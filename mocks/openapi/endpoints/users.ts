import { z } from 'zod';
import { usersListContract } from '@/contract/users';
import { roleSchema, userSchema } from '@/contract/common';
import {
  component,
  endpoint,
  fromListContract,
  list,
  type Endpoint,
  contractBody,
} from '../define';
import { user } from './common';

const role = component('Role', roleSchema);

export const users: Endpoint[] = [
  endpoint({
    id: 'getSelf',
    method: 'get',
    path: '/users/self',
    tag: 'Users',
    summary: 'The signed-in user, with roles',
    result: user,
    probe: { as: 'moderator' },
  }),
  list({
    id: 'listUsers',
    path: '/users',
    tag: 'Users',
    summary: 'Users',
    item: userSchema,
    itemName: 'User',
    search: 'nickname, name and e-mail',
    ...fromListContract(usersListContract, {
      role: 'Users with this role id (`GET /roles`).',
      status: 'Account status.',
    }),
  }),
  endpoint({
    id: 'getUser',
    method: 'get',
    path: '/users/{id}',
    tag: 'Users',
    summary: 'A user',
    result: user,
    errors: { 404: '`Пользователь не найден`.' },
    probe: { params: { id: 13 } },
  }),
  endpoint({
    id: 'blockUser',
    method: 'patch',
    path: '/users/{id}/block',
    tag: 'Users',
    summary: 'Block a user',
    description:
      "Nobody blocks themselves; a moderator blocks users without a staff role only; administrators and moderators (staff) are blocked by an administrator. The blocked user's session ends at their next call (403) and at once over the live stream (`event: session`); their login answers 400 `Учётная запись заблокирована. Причина: …`.",
    body: contractBody('patch', '/users/{id}/block'),
    result: user,
    errors: {
      404: '`Пользователь не найден`.',
      409: '`Нельзя заблокировать самого себя`; `Заблокировать сотрудника может только администратор` (a moderator blocking an administrator or a moderator).',
      422: '`reason` or `until` invalid.',
    },
    probe: {
      params: { id: (db) => db.users.find((row) => row.id > 12 && row.status === 'active')!.id },
      body: { reason: 'Спам в комментариях', until: null },
    },
    failures: [
      { status: 422, params: { id: 13 }, body: { reason: 'x' } },
      { status: 409, params: { id: 1 }, body: { reason: 'Проверка' } },
      { status: 409, as: 'moderator', params: { id: 1 }, body: { reason: 'Проверка' } },
    ],
  }),
  endpoint({
    id: 'unblockUser',
    method: 'patch',
    path: '/users/{id}/unblock',
    tag: 'Users',
    summary: 'Unblock a user',
    description: 'A moderator unblocks users without a staff role only; staff, an administrator.',
    result: user,
    errors: {
      404: '`Пользователь не найден`.',
      409: '`Разблокировать сотрудника может только администратор` (a moderator unblocking staff).',
    },
    probe: { params: { id: (db) => db.users.find((row) => row.status === 'blocked')!.id } },
    failures: [
      {
        status: 409,
        as: 'moderator',
        // Another moderator (staff): refused whatever their status.
        params: { id: (db) => db.users.find((row) => row.roleIds.includes(2) && row.id !== 2)!.id },
      },
    ],
  }),
  endpoint({
    id: 'setUserRoles',
    method: 'patch',
    path: '/users/{id}/roles',
    tag: 'Users',
    summary: "Replace a user's roles (administrators)",
    body: contractBody('patch', '/users/{id}/roles', { roleIds: 'Existing role ids.' }),
    result: user,
    errors: {
      404: '`Пользователь не найден`.',
      409: '`Менять роли может только администратор`; `Нельзя снять роль администратора с самого себя`.',
      422: '`roleIds` empty or naming an unknown role.',
    },
    probe: { params: { id: 13 }, body: { roleIds: [2] } },
    failures: [
      { status: 409, as: 'moderator', params: { id: 13 }, body: { roleIds: [2] } },
      { status: 409, params: { id: 1 }, body: { roleIds: [2] } },
      { status: 422, params: { id: 13 }, body: { roleIds: [] } },
    ],
  }),
  endpoint({
    id: 'listRoles',
    method: 'get',
    path: '/roles',
    tag: 'Users',
    summary: 'All roles (not paged)',
    result: z.array(role),
    probe: {},
  }),
];
