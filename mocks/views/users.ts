import { db } from '../db';
import type { MockUser } from '../types';
import { complaintsAboutUser } from './counts';
import { avatarUrl } from './media';

/** A user's roles as the contract shows them: `{ id, name }`. */
export function rolesOf(user: MockUser) {
  return db.roles.filter((role) => user.roleIds.includes(role.id));
}

/** A user as the contract shows it: roles expanded, counts derived from the other tables. */
export function userView(user: MockUser) {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    name: user.name,
    avatarUrl: avatarUrl(user.id),
    roles: rolesOf(user),
    status: user.status,
    blockReason: user.blockReason,
    blockedUntil: user.blockedUntil,
    balance: user.balance,
    videosCount: db.videos.filter((video) => video.authorId === user.id).length,
    complaintsCount: complaintsAboutUser(user.id),
    createdAt: user.createdAt,
    lastSeenAt: user.lastSeenAt,
  };
}

export function userSummary(user: MockUser) {
  return { id: user.id, nickname: user.nickname, avatarUrl: avatarUrl(user.id) };
}

/** Users are never deleted, so a summary by id always resolves; the fallback only guards stale data. */
export function userSummaryById(id: number) {
  const user = db.users.find((candidate) => candidate.id === id);
  return user ? userSummary(user) : { id, nickname: 'Пользователь удалён', avatarUrl: null };
}
