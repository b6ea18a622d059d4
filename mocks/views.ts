import { db } from './db';
import { sampleVideoUrl } from './media/samples';
import type {
  ComplaintTargetType,
  MockApplication,
  MockCategory,
  MockComment,
  MockComplaint,
  MockComplaintReason,
  MockContest,
  MockContribution,
  MockStock,
  MockUser,
  MockVideo,
  StockStatus,
} from './types';

/*
 * Derived counts. Each is one pass over its table, cached while the table is the same array of the same
 * length: rows are only added (push), removed (filter, a new array) or replaced with the whole database,
 * and the fields counted by (a comment's video, a complaint's target, reason and target user) never
 * change after a row is created.
 */
const countCache = new WeakMap<
  object,
  Map<string, { length: number; counts: Map<unknown, number> }>
>();

function countBy<T extends object>(
  rows: readonly T[],
  name: string,
  key: (row: T) => unknown,
): Map<unknown, number> {
  let byName = countCache.get(rows);
  if (!byName) countCache.set(rows, (byName = new Map()));
  const cached = byName.get(name);
  if (cached && cached.length === rows.length) return cached.counts;
  const counts = new Map<unknown, number>();
  for (const row of rows) {
    const value = key(row);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  byName.set(name, { length: rows.length, counts });
  return counts;
}

/** Complaints about one target (PRODUCT §5 Complaints: targetType + target id), whatever their status. */
export function complaintsCount(targetType: ComplaintTargetType, targetId: number): number {
  return (
    countBy(db.complaints, 'target', (row) => `${row.targetType}:${row.targetId}`).get(
      `${targetType}:${targetId}`,
    ) ?? 0
  );
}

/** Complaints about a user: about their profile, their videos and their comments (`targetUserId`). */
export function complaintsAboutUser(userId: number): number {
  return countBy(db.complaints, 'targetUser', (row) => row.targetUserId).get(userId) ?? 0;
}

export function complaintsWithReason(reasonId: number): number {
  return countBy(db.complaints, 'reason', (row) => row.reasonId).get(reasonId) ?? 0;
}

/** Comments under a video, visible or hidden: what /comments?videoId= lists. */
export function commentsCount(videoId: number): number {
  return countBy(db.comments, 'video', (row) => row.videoId).get(videoId) ?? 0;
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

/**
 * Media URLs are relative to the page in the browser, where the service worker answers them on the page's
 * origin; the mock server makes them absolute, on its own origin, since the panel then runs on another one.
 */
let mediaOrigin = '';

export function setMediaOrigin(origin: string): void {
  mediaOrigin = origin.replace(/\/$/, '');
}

export function mediaUrl(path: string): string {
  return `${mediaOrigin}${path}`;
}

export function avatarUrl(userId: number): string {
  return mediaUrl(`/mock-media/avatars/${userId}.svg`);
}

export function previewUrl(videoId: number): string {
  return mediaUrl(`/mock-media/previews/${videoId}.svg`);
}

export function coverUrl(contestId: number): string {
  return mediaUrl(`/mock-media/covers/${contestId}.svg`);
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
    videoUrl: mediaUrl(sampleVideoUrl(video.id)),
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
export function contestEntries(contestId: number) {
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
    coverUrl: contest.coverUrl || coverUrl(contest.id),
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
    cancelReason: contest.cancelReason ?? null,
    createdAt: contest.createdAt,
  };
}
export type ContestView = ReturnType<typeof contestView>;

export function complaintReasonView(reason: MockComplaintReason) {
  return {
    id: reason.id,
    title: reason.title,
    description: reason.description,
    sortOrder: reason.sortOrder,
    isActive: reason.isActive,
    complaintsCount: complaintsWithReason(reason.id),
    createdAt: reason.createdAt,
  };
}

/** `{ id, title }`; a video that is gone (deleted with its comments) reads as deleted. */
export function videoRef(videoId: number) {
  const video = db.videos.find((candidate) => candidate.id === videoId);
  return { id: videoId, title: video?.title ?? 'Видео удалено' };
}

export function commentView(comment: MockComment) {
  return {
    id: comment.id,
    text: comment.text,
    status: comment.status,
    author: userSummaryById(comment.authorId),
    video: videoRef(comment.videoId),
    complaintsCount: complaintsCount('comment', comment.id),
    createdAt: comment.createdAt,
  };
}
export type CommentView = ReturnType<typeof commentView>;

/**
 * What a complaint is about, with enough context to decide from the queue (issue 13): the video's
 * preview and status, the comment's whole text, status and video, the user's avatar and status.
 */
function complaintTarget(complaint: MockComplaint) {
  if (complaint.targetType === 'video') {
    const video = db.videos.find((candidate) => candidate.id === complaint.targetId);
    return {
      ...videoRef(complaint.targetId),
      previewUrl: previewUrl(complaint.targetId),
      status: video?.status ?? 'rejected',
    };
  }
  if (complaint.targetType === 'user') {
    const user = db.users.find((candidate) => candidate.id === complaint.targetId);
    return { ...userSummaryById(complaint.targetId), status: user?.status ?? 'blocked' };
  }
  const comment = db.comments.find((candidate) => candidate.id === complaint.targetId);
  return {
    id: complaint.targetId,
    text: comment?.text ?? 'Комментарий удалён',
    status: comment?.status ?? 'hidden',
    video: comment ? videoRef(comment.videoId) : null,
  };
}

/** Complaints about one target still waiting for a decision. */
export function newComplaintsCount(targetType: ComplaintTargetType, targetId: number): number {
  return db.complaints.filter(
    (row) => row.status === 'new' && row.targetType === targetType && row.targetId === targetId,
  ).length;
}

export function reasonRef(reasonId: number) {
  const reason = db.complaintReasons.find((candidate) => candidate.id === reasonId);
  return { id: reasonId, title: reason?.title ?? 'Причина удалена' };
}

/** The user a complaint is about (the author of its video or comment), with their status. */
function targetUserView(userId: number) {
  const user = db.users.find((candidate) => candidate.id === userId);
  return { ...userSummaryById(userId), status: user?.status ?? 'blocked' };
}

export function complaintView(complaint: MockComplaint) {
  const { resolution } = complaint;
  return {
    id: complaint.id,
    targetType: complaint.targetType,
    target: complaintTarget(complaint),
    targetUserId: complaint.targetUserId,
    targetUser: targetUserView(complaint.targetUserId),
    targetComplaints: {
      total: complaintsCount(complaint.targetType, complaint.targetId),
      new: newComplaintsCount(complaint.targetType, complaint.targetId),
    },
    reason: reasonRef(complaint.reasonId),
    text: complaint.text,
    reporter: userSummaryById(complaint.reporterId),
    status: complaint.status,
    resolution: resolution && {
      action: resolution.action,
      note: resolution.note,
      resolvedBy: userSummaryById(resolution.resolvedById),
      resolvedAt: resolution.resolvedAt,
    },
    createdAt: complaint.createdAt,
  };
}
export type ComplaintView = ReturnType<typeof complaintView>;

/** An application as `applicationSchema` (src/features/applications/schemas.ts) reads it. */
export function applicationView(application: MockApplication) {
  return {
    id: application.id,
    user: userSummaryById(application.userId),
    type: application.type,
    status: application.status,
    message: application.message,
    contest: contestRef(application.contestId),
    amount: application.amount,
    reviewedBy:
      application.reviewedById === null ? null : userSummaryById(application.reviewedById),
    reviewedAt: application.reviewedAt,
    rejectReason: application.rejectReason,
    createdAt: application.createdAt,
  };
}
export type ApplicationView = ReturnType<typeof applicationView>;

export function contributionView(contribution: MockContribution) {
  return {
    id: contribution.id,
    user: userSummaryById(contribution.userId),
    contest: contestRef(contribution.contestId),
    amount: contribution.amount,
    type: contribution.type,
    status: contribution.status,
    paymentMethod: contribution.paymentMethod,
    createdAt: contribution.createdAt,
  };
}
export type ContributionView = ReturnType<typeof contributionView>;

/** Switched off wins; otherwise the dates against the current time decide. */
export function stockStatus(stock: MockStock, now = Date.now()): StockStatus {
  if (!stock.isEnabled) return 'disabled';
  if (now < Date.parse(stock.startsAt)) return 'scheduled';
  return now < Date.parse(stock.endsAt) ? 'active' : 'finished';
}

export function stockView(stock: MockStock) {
  return {
    id: stock.id,
    title: stock.title,
    description: stock.description,
    kind: stock.kind,
    value: stock.value,
    minContribution: stock.minContribution,
    contest: contestRef(stock.contestId),
    startsAt: stock.startsAt,
    endsAt: stock.endsAt,
    isEnabled: stock.isEnabled,
    status: stockStatus(stock),
    usageCount: stock.usageCount,
    createdAt: stock.createdAt,
  };
}
export type StockView = ReturnType<typeof stockView>;
