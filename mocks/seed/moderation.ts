import type { Random } from '../random';
import type {
  ComplaintStatus,
  ComplaintTargetType,
  MockComment,
  MockComplaint,
  MockComplaintReason,
  MockComplaintResolution,
  MockUser,
  MockVideo,
} from '../types';
import {
  BAD_COMMENTS,
  COMMENT_BODIES,
  COMMENT_CLOSERS,
  COMMENT_OPENERS,
  COMPLAINT_REASONS,
  COMPLAINT_TEXTS,
  REASONS_BY_TARGET,
  RESOLUTION_NOTES,
} from './texts';
import { at, DAY, HOUR, MINUTE, numberByTime } from './time';

/** Ordinary users (role Пользователь only): authors, commenters, reporters, payers. */
export const ordinaryUsers = (users: readonly MockUser[]) =>
  users.filter((user) => user.roleIds.length === 1 && user.roleIds[0] === 3);

/** Administrators and moderators: who reviews, moderates and resolves. */
export const staffUsers = (users: readonly MockUser[]) =>
  users.filter((user) => user.roleIds.some((id) => id === 1 || id === 2));

export function seedComplaintReasons(now: number): MockComplaintReason[] {
  return COMPLAINT_REASONS.map((reason, index) => ({
    id: index + 1,
    title: reason.title,
    description: reason.description,
    sortOrder: (index + 1) * 10,
    isActive: reason.isActive,
    createdAt: at(now - (690 - index * 3) * DAY),
  }));
}

function commentText(random: Random, bad: boolean): string {
  if (bad) return random.pick(BAD_COMMENTS);
  let body = random.pick(COMMENT_BODIES);
  if (!body.endsWith('?')) body += random.pick(['!', '.', '', ')', '!!']);
  if (!random.chance(0.35))
    return random.chance(0.2) ? `${body} ${random.pick(COMMENT_CLOSERS)}` : body;
  const opener = random.pick(COMMENT_OPENERS);
  const lower = opener.endsWith(',') && !/^[A-Z]/.test(body);
  return `${opener} ${lower ? body[0]!.toLowerCase() + body.slice(1) : body}`;
}

/**
 * About 2 000 comments by ordinary users under published videos (only those are public), popular videos
 * getting more. Each is written after the video was published and its author registered, most soon
 * after publication. About 6% are hidden here, mostly spam and rudeness; resolved complaints hide more.
 */
export function seedComments(
  random: Random,
  now: number,
  users: readonly MockUser[],
  videos: readonly MockVideo[],
  count = 2000,
): MockComment[] {
  const authors = ordinaryUsers(users);
  const pickVideo = random.weighted(
    videos.filter((video) => video.status === 'published'),
    (video) => video.views ** 0.35,
  );
  const rows: Omit<MockComment, 'id'>[] = [];
  for (let n = 0; n < count; n += 1) {
    const video = pickVideo();
    const author = random.pick(authors);
    const lo = Math.min(
      now,
      Math.max(Date.parse(video.moderatedAt!), Date.parse(author.createdAt)) + MINUTE,
    );
    const hi = now;
    const bad = random.chance(author.status === 'blocked' ? 0.3 : 0.04);
    rows.push({
      text: commentText(random, bad),
      status: random.chance(bad ? 0.5 : 0.035) ? 'hidden' : 'visible',
      authorId: author.id,
      videoId: video.id,
      createdAt: at(lo + (hi - lo) * random.next() ** 2),
    });
  }
  return numberByTime(rows);
}

interface Target {
  targetType: ComplaintTargetType;
  targetId: number;
  targetUserId: number;
  /** The target exists (and is public) from this moment on. */
  since: number;
}

/**
 * About 300 complaints by ordinary users about published videos (45%), comments (35%) and users (20%),
 * never about the reporter. ~40% are new (the last two weeks, active reasons only); resolved ones hide
 * the comment (it is hidden now) or block the author (only users who are blocked now); rejected ones
 * record `none`. Reviewed complaints are placed first, so new ones only target comments still visible.
 */
export function seedComplaints(
  random: Random,
  now: number,
  users: readonly MockUser[],
  videos: readonly MockVideo[],
  comments: MockComment[],
  reasons: readonly MockComplaintReason[],
  count = 300,
): MockComplaint[] {
  const ordinary = ordinaryUsers(users);
  const blocked = ordinary.filter((user) => user.status === 'blocked');
  const staff = staffUsers(users);
  const byId = new Map(users.map((user) => [user.id, user]));
  const bad = new Set(BAD_COMMENTS);
  const active = new Set(reasons.filter((reason) => reason.isActive).map((reason) => reason.id));
  const pickVideo = random.weighted(
    videos.filter((video) => video.status === 'published'),
    (video) => video.views ** 0.5,
  );
  // Spam and rudeness draw most of the comment complaints.
  const pickComment = random.weighted(comments, (comment) => (bad.has(comment.text) ? 30 : 1));

  const pickTarget = (isNew: boolean): Target => {
    const roll = random.next();
    if (roll < 0.45) {
      const video = pickVideo();
      return {
        targetType: 'video',
        targetId: video.id,
        targetUserId: video.authorId,
        since: Date.parse(video.moderatedAt!),
      };
    }
    if (roll < 0.8) {
      let comment = pickComment();
      while (isNew && comment.status === 'hidden') comment = pickComment();
      return {
        targetType: 'comment',
        targetId: comment.id,
        targetUserId: comment.authorId,
        since: Date.parse(comment.createdAt),
      };
    }
    const user = random.chance(0.35) ? random.pick(blocked) : random.pick(ordinary);
    return {
      targetType: 'user',
      targetId: user.id,
      targetUserId: user.id,
      since: Date.parse(user.createdAt),
    };
  };

  const statuses: ComplaintStatus[] = [];
  for (let n = 0; n < count; n += 1) {
    const roll = random.next();
    statuses.push(roll < 0.4 ? 'new' : roll < 0.75 ? 'resolved' : 'rejected');
  }
  // Reviewed first: their hides land before new complaints choose visible comments.
  statuses.sort((a, b) => Number(a === 'new') - Number(b === 'new'));

  const rows: Omit<MockComplaint, 'id'>[] = statuses.map((status) => {
    const isNew = status === 'new';
    const target = pickTarget(isNew);
    let reporter = random.pick(ordinary);
    while (reporter.id === target.targetUserId) reporter = random.pick(ordinary);
    // New ones arrived in the last two weeks; reviewed ones at least an hour ago.
    const lo = Math.max(target.since, Date.parse(reporter.createdAt), isNew ? now - 14 * DAY : 0);
    const hi = isNew ? now : now - HOUR;
    const created = Math.min(now, random.int(lo + MINUTE, Math.max(lo + MINUTE, hi)));
    let reasonId: number = random.pick(REASONS_BY_TARGET[target.targetType]);
    while (isNew && !active.has(reasonId))
      reasonId = random.pick(REASONS_BY_TARGET[target.targetType]);
    const texts = COMPLAINT_TEXTS[reasonId] ?? [];
    const text = random.chance(0.25) || texts.length === 0 ? '' : random.pick(texts);

    let resolution: MockComplaintResolution | null = null;
    if (!isNew) {
      const author = byId.get(target.targetUserId)!;
      const action =
        status === 'rejected'
          ? 'none'
          : author.status === 'blocked' && random.chance(0.7)
            ? 'block_user'
            : target.targetType === 'comment' && random.chance(0.75)
              ? 'hide_content'
              : 'none';
      if (action === 'hide_content') {
        comments.find((comment) => comment.id === target.targetId)!.status = 'hidden';
      }
      resolution = {
        action,
        note: random.pick(RESOLUTION_NOTES[status === 'rejected' ? 'rejected' : action]),
        resolvedById: random.pick(staff).id,
        resolvedAt: at(Math.min(now, created + random.int(20 * MINUTE, 3 * DAY))),
      };
    }
    return {
      targetType: target.targetType,
      targetId: target.targetId,
      targetUserId: target.targetUserId,
      reasonId,
      text,
      reporterId: reporter.id,
      status,
      resolution,
      createdAt: at(created),
    };
  });
  return numberByTime(rows);
}
