import { db } from './db';

/** A video's frames were scored: its rows show the new maximum, its page reads the scores. */
export type RiskEvent = {
  type: 'risk';
  data: { queue: 'videos'; id: number; riskMax: number | null };
};

/** When each video's scores were sent, by its id (`''`: none yet). */
export const riskState = (): Map<number, string> =>
  new Map(db.videos.map((video) => [video.id, video.risk?.scoredAt ?? '']));

/** The `risk` events from one state to the next (mocks/live.ts): a video scored or scored again. */
export function riskChanges(before: Map<number, string>, after: Map<number, string>): RiskEvent[] {
  return db.videos.flatMap((video) => {
    const was = before.get(video.id);
    if (was === undefined || was === after.get(video.id)) return [];
    return [
      { type: 'risk', data: { queue: 'videos', id: video.id, riskMax: video.risk?.max ?? null } },
    ];
  });
}
