import { SAMPLES } from '../media/samples';
import type { Random } from '../random';
import type { MockCategory, MockContest, MockUser, MockVideo, VideoStatus } from '../types';
import {
  CATEGORY_WORDS,
  CITIES,
  GENERIC_SENTENCES,
  REJECT_REASONS,
  TAILS,
  type CategoryWords,
} from './words';
import { at, DAY, MINUTE, numberByTime } from './time';

function videoTitle(random: Random, words: CategoryWords): string {
  const parts = [random.pick(words.subjects)];
  if (random.chance(0.55)) parts.push(random.pick(words.places.length > 0 ? words.places : CITIES));
  if (random.chance(0.2)) parts.push(random.pick(TAILS));
  return parts.join(' ');
}

function videoDescription(random: Random, words: CategoryWords): string {
  if (random.chance(0.08)) return '';
  const sentences = [random.pick(words.sentences)];
  const extra = random.int(0, 2);
  for (let i = 0; i < extra; i += 1) {
    const sentence = random.pick(random.chance(0.5) ? words.sentences : GENERIC_SENTENCES);
    if (!sentences.includes(sentence)) sentences.push(sentence);
  }
  return sentences.join(' ');
}

/** One of the sample clips, and so the duration the video is said to have: its media's. */
function playedClip(random: Random): { mediaFile: string; durationSec: number } {
  const clip = SAMPLES[random.int(0, SAMPLES.length - 1)]!;
  return { mediaFile: clip.file, durationSec: clip.durationSec };
}

function pickStatus(random: Random): VideoStatus {
  const roll = random.next();
  return roll < 0.3 ? 'moderation' : roll < 0.85 ? 'published' : 'rejected';
}

/**
 * About 500 videos by ordinary users (role Пользователь). Waiting ones are recent; moderated ones carry
 * who moderated them and when. About 40% are contest entries: a contest of the video's own category that
 * was open when the video was made (waiting videos only in running contests), one entry per author per
 * contest, never over `maxParticipants`, the emptiest candidate first. Ids follow `createdAt`. Finished contests get their winner here:
 * the most liked published entry.
 */
export function seedVideos(
  random: Random,
  now: number,
  users: readonly MockUser[],
  categories: readonly MockCategory[],
  contests: MockContest[],
  count = 500,
): MockVideo[] {
  const authors = users.filter((user) => user.roleIds.length === 1 && user.roleIds[0] === 3);
  const moderators = users.filter((user) => user.roleIds.some((id) => id === 1 || id === 2));
  const entrants = new Map(contests.map((contest) => [contest.id, new Set<number>()]));
  const rows: Omit<MockVideo, 'id'>[] = [];

  for (let n = 0; n < count; n += 1) {
    const category = random.pick(categories);
    const words = CATEGORY_WORDS[category.id - 1] ?? CATEGORY_WORDS[0]!;
    const author = random.pick(authors);
    const status = pickStatus(random);
    const waiting = status === 'moderation';
    const authorSince = Date.parse(author.createdAt);

    // Waiting videos arrived in the last 20 days; moderated ones at least a day ago, within a year.
    const baseLo = Math.max(authorSince, now - (waiting ? 20 : 365) * DAY);
    const baseHi = waiting ? now : now - DAY;
    let contest: MockContest | null = null;
    if (random.chance(0.52)) {
      const candidates = contests.filter((c) => {
        const taken = entrants.get(c.id)!;
        const open = waiting
          ? c.status === 'active' && Date.parse(c.endsAt) > now
          : c.status !== 'draft';
        const lo = Math.max(baseLo, Date.parse(c.startsAt));
        const hi = Math.min(baseHi, Date.parse(c.endsAt));
        return (
          c.categoryId === category.id &&
          open &&
          lo <= hi &&
          !taken.has(author.id) &&
          (c.maxParticipants === null || taken.size < c.maxParticipants)
        );
      });
      // The emptiest open contest of the category: entries spread evenly, every finished one gets some.
      const fewest = Math.min(...candidates.map((c) => entrants.get(c.id)!.size));
      const emptiest = candidates.filter((c) => entrants.get(c.id)!.size === fewest);
      if (emptiest.length > 0) contest = random.pick(emptiest);
    }
    const lo = contest ? Math.max(baseLo, Date.parse(contest.startsAt)) : baseLo;
    const hi = contest ? Math.min(baseHi, Date.parse(contest.endsAt)) : Math.max(baseLo, baseHi);
    const created = random.int(lo, hi);
    if (contest) entrants.get(contest.id)!.add(author.id);

    const views = status === 'published' ? Math.round(10 ** (1.5 + random.next() * 3.8)) : 0;
    const moderated = waiting ? null : Math.min(now, created + random.int(10 * MINUTE, 2 * DAY));
    rows.push({
      title: videoTitle(random, words),
      description: videoDescription(random, words),
      status,
      rejectReason: status === 'rejected' ? random.pick(REJECT_REASONS) : null,
      ...playedClip(random),
      categoryId: category.id,
      contestId: contest?.id ?? null,
      authorId: author.id,
      views,
      likes: Math.floor(views * (0.01 + random.next() * 0.14)),
      createdAt: at(created),
      moderatedAt: moderated === null ? null : at(moderated),
      moderatedById: waiting ? null : random.pick(moderators).id,
    });
  }

  const videos: MockVideo[] = numberByTime(rows);

  for (const contest of contests) {
    if (contest.status !== 'finished') continue;
    const best = videos
      .filter((video) => video.contestId === contest.id && video.status === 'published')
      .reduce<MockVideo | null>(
        (top, video) => (!top || video.likes > top.likes ? video : top),
        null,
      );
    contest.winnerVideoId = best?.id ?? null;
  }
  return videos;
}
