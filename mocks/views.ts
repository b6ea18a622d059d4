import { db } from './db';
import type { MockUser } from './types';

/** A user as the contract shows it: roles expanded, counts derived from the other tables. */
export function userView(user: MockUser) {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    name: user.name,
    avatarUrl: avatarUrl(user.id),
    roles: db.roles.filter((role) => user.roleIds.includes(role.id)),
    status: user.status,
    blockReason: user.blockReason,
    blockedUntil: user.blockedUntil,
    balance: user.balance,
    videosCount: 0,
    complaintsCount: 0,
    createdAt: user.createdAt,
    lastSeenAt: user.lastSeenAt,
  };
}

export function userSummary(user: MockUser) {
  return { id: user.id, nickname: user.nickname, avatarUrl: avatarUrl(user.id) };
}

export function avatarUrl(userId: number): string {
  return `/mock-media/avatars/${userId}.svg`;
}
