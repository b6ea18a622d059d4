import { db } from './db';
import { sampleVideoUrl } from './media/samples';
import type { MockCategory, MockContest, MockUser, MockVideo } from './types';

/*
 * Derived counts of tables that do not exist yet. They answer 0 today; when comments and complaints are
 * seeded, count their rows here and every view (users, videos, lists and their sorts) follows.
 */
export type ComplaintTarget = 'video' | 'comment' | 'user';

/** Complaints about one target (PRODUCT §5 Complaints: targetType + target id). Hook: 0 until complaints exist. */
export function complaintsCount(_targetType: ComplaintTarget, _targetId: number): number {
  return 0;
}

/** Comments under a video. Hook: 0 until comments exist. */
export function commentsCount(_videoId: number): number {
  return 0;
}

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
    videosCount: db.videos.filter((video) => video.authorId === user.id).length,
    complaintsCount: complaintsCount('user', user.id),
    createdAt: user.createdAt,
    lastSeenAt: user.lastSeenAt,
  };
}

export function userSummary(user: MockUser) {
  return { id: user.id, nickname: user.nickname, avatarUrl: avatarUrl(user.id) };
}

/** Users are never deleted, so a summary by id always resolves; the fallback only guards stale data. */
function userSummaryById(id: number) {
  const user = db.users.find((candidate) => candidate.id === id);
  return user ? userSummary(user) : { id, nickname: 'Пользователь удалён', avatarUrl: null };
}

export function avatarUrl(userId: number): string {
  return `/mock-media/avatars/${userId}.svg`;
}

export function previewUrl(videoId: number): string {
  return `/mock-media/previews/${videoId}.svg`;
}

export function coverUrl(contestId: number): string {
  return `/mock-media/covers/${contestId}.svg`;
}

/** `{ id, name }`; a used category cannot be deleted (409), the fallback only guards stale data. */
export function categoryRef(categoryId: number) {
  const category = db.categories.find((candidate) => candidate.id === categoryId);
  return { id: categoryId, name: category?.name ?? 'Категория удалена' };
}

export function contestRef(contestId: number | null) {
  const contest =
    contestId === null ? undefined : db.contests.find((candidate) => candidate.id === contestId);
  return contest ? { id: contest.id, title: contest.title } : null;
}

/** A video as `videoSchema` (src/features/videos/schemas.ts) reads it. */
export function videoView(video: MockVideo) {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    status: video.status,
    rejectReason: video.rejectReason,
    previewUrl: previewUrl(video.id),
    videoUrl: sampleVideoUrl(video.id),
    durationSec: video.durationSec,
    category: categoryRef(video.categoryId),
    contest: contestRef(video.contestId),
    author: userSummaryById(video.authorId),
    views: video.views,
    likes: video.likes,
    commentsCount: commentsCount(video.id),
    complaintsCount: complaintsCount('video', video.id),
    createdAt: video.createdAt,
    moderatedAt: video.moderatedAt,
    moderatedBy: video.moderatedById === null ? null : userSummaryById(video.moderatedById),
  };
}
export type VideoView = ReturnType<typeof videoView>;

export function categoryView(category: MockCategory) {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    sortOrder: category.sortOrder,
    isActive: category.isActive,
    videosCount: db.videos.filter((video) => video.categoryId === category.id).length,
    createdAt: category.createdAt,
  };
}

/** Entries of a contest: its videos; participants are their distinct authors. */
function contestEntries(contestId: number) {
  const videos = db.videos.filter((video) => video.contestId === contestId);
  return {
    videosCount: videos.length,
    participantsCount: new Set(videos.map((video) => video.authorId)).size,
  };
}

/** The winner of a finished contest: its video and the video's author; null otherwise. */
function contestWinner(contest: MockContest) {
  if (contest.status !== 'finished' || contest.winnerVideoId === null) return null;
  const video = db.videos.find((candidate) => candidate.id === contest.winnerVideoId);
  return video
    ? { user: userSummaryById(video.authorId), video: { id: video.id, title: video.title } }
    : null;
}

export function contestView(contest: MockContest) {
  return {
    id: contest.id,
    title: contest.title,
    description: contest.description,
    rules: contest.rules,
    coverUrl: coverUrl(contest.id),
    status: contest.status,
    category: categoryRef(contest.categoryId),
    startsAt: contest.startsAt,
    endsAt: contest.endsAt,
    votingEndsAt: contest.votingEndsAt,
    prizeFund: contest.prizeFund,
    entryFee: contest.entryFee,
    maxParticipants: contest.maxParticipants,
    ...contestEntries(contest.id),
    winner: contestWinner(contest),
    createdAt: contest.createdAt,
  };
}
export type ContestView = ReturnType<typeof contestView>;
