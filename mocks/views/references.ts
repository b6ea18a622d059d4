import { db } from '../db';

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

/** `{ id, title }`; a video that is gone (deleted with its comments) reads as deleted. */
export function videoRef(videoId: number) {
  const video = db.videos.find((candidate) => candidate.id === videoId);
  return { id: videoId, title: video?.title ?? 'Видео удалено' };
}

export function reasonRef(reasonId: number) {
  const reason = db.complaintReasons.find((candidate) => candidate.id === reasonId);
  return { id: reasonId, title: reason?.title ?? 'Причина удалена' };
}
