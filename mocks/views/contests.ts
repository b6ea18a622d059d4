import { db } from '../db';
import type { MockContest } from '../types';
import { coverUrl } from './media';
import { categoryRef } from './references';
import { userSummaryById } from './users';

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

/** The cover a contest shows: the one given, or the generated one when none was. */
export function contestCoverUrl(contest: Pick<MockContest, 'id' | 'coverUrl'>): string {
  return contest.coverUrl || coverUrl(contest.id);
}

export function contestView(contest: MockContest) {
  return {
    id: contest.id,
    title: contest.title,
    description: contest.description,
    rules: contest.rules,
    coverUrl: contestCoverUrl(contest),
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
    closedAt: contest.closedAt ?? null,
    createdAt: contest.createdAt,
  };
}
export type ContestView = ReturnType<typeof contestView>;
