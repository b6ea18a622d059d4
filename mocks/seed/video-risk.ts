import {
  RISK_MODEL,
  videoRiskMax,
  type FrameRisk,
  type FrameRiskClasses,
} from '@/contract/video-risk';
import type { Random } from '../random';
import type { MockUser, MockVideo } from '../types';
import { at, MINUTE } from './time';

/** Frames a seeded score has: as many as the filmstrip shows of a clip. */
const FRAMES = 8;

/** Probabilities that add up to 1, rounded to 4 places as a model's output reads. */
function frameClasses(random: Random, unsafe: number): FrameRiskClasses {
  const porn = unsafe * random.next() * 0.6;
  const hentai = unsafe * random.next() * 0.15;
  const sexy = Math.max(0, unsafe - porn - hentai);
  const drawing = (1 - unsafe) * random.next() * 0.2;
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  const classes = {
    Drawing: round(drawing),
    Hentai: round(hentai),
    Porn: round(porn),
    Sexy: round(sexy),
  };
  const rest = 1 - classes.Drawing - classes.Hentai - classes.Porn - classes.Sexy;
  return { ...classes, Neutral: round(Math.max(0, rest)) };
}

/**
 * Scores for about one video in six, so the queue's «Риск» column, its sort and its filter mean
 * something from the start: mostly safe clips, some with a risky stretch, a few scored by an older
 * version of the model (the panel scores those again). Its own random stream: the other tables'
 * rows stay as they were.
 */
export function seedVideoRisks(
  random: Random,
  now: number,
  videos: readonly MockVideo[],
  users: readonly MockUser[],
): void {
  const moderators = users.filter((user) => user.roleIds.some((id) => id === 1 || id === 2));
  for (const video of videos) {
    if (!random.chance(0.17)) continue;
    const risky = random.chance(0.3);
    const peak = risky ? 0.45 + random.next() * 0.5 : random.next() * 0.25;
    const peakFrame = random.int(0, FRAMES - 1);
    const frames: FrameRisk[] = Array.from({ length: FRAMES }, (_, index) => ({
      at: Math.round(((index + 0.5) * video.durationSec * 10) / FRAMES) / 10,
      classes: frameClasses(random, index === peakFrame ? peak : peak * random.next() * 0.5),
    }));
    const created = Date.parse(video.createdAt);
    video.risk = {
      model: RISK_MODEL.name,
      modelVersion: random.chance(0.1) ? '4.3.0' : RISK_MODEL.version,
      frames,
      max: videoRiskMax(frames),
      scoredAt: at(Math.min(now, created + random.int(MINUTE, 60 * MINUTE))),
      scoredBy: random.pick(moderators).id,
    };
  }
}
