import * as z from 'zod/mini';
import { isoDate } from './common';

/**
 * A video's risk per frame (docs/product.md#risk-per-frame): an image classifier run in the browser
 * scores the filmstrip's frames, the panel sends the scores once (`PUT /videos/{id}/risk`), the server
 * keeps them and everyone else reads them with the video. A hint that orders attention: no decision
 * depends on it. Free of React, the router and the UI.
 */

/** The classifier's five classes, as nsfwjs names them. */
export const RISK_CLASSES = ['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy'] as const;
export type RiskClass = (typeof RISK_CLASSES)[number];

export const RISK_CLASS_LABELS: Record<RiskClass, string> = {
  Drawing: 'Рисунок',
  Hentai: 'Хентай',
  Neutral: 'Нейтральное',
  Porn: 'Порно',
  Sexy: 'Откровенное',
};

/** The classes whose probabilities add up to a frame's risk. */
export const UNSAFE_RISK_CLASSES = [
  'Porn',
  'Hentai',
  'Sexy',
] as const satisfies readonly RiskClass[];

/**
 * The model the panel scores with. A score kept with another name or version is stale: the client
 * computes it again and sends it.
 */
export const RISK_MODEL = { name: 'nsfwjs-mobilenet_v2', version: '4.4.0' } as const;

export const RISK_MODEL_MAX = 80;
export const RISK_MODEL_VERSION_MAX = 40;
export const RISK_FRAMES_MAX = 200;
export const RISK_THRESHOLD_BOUNDS = { min: 0.05, max: 0.95 } as const;
export const RISK_THRESHOLD_DEFAULT = 0.5;

export const RISK_MESSAGES = {
  probability: 'Вероятность класса — число от 0 до 1',
  model: `Модель: от 1 до ${RISK_MODEL_MAX} символов`,
  modelVersion: `Версия модели: от 1 до ${RISK_MODEL_VERSION_MAX} символов`,
  frames: `Кадры: от 1 до ${RISK_FRAMES_MAX}`,
  at: 'Время кадра — число секунд не меньше 0',
  threshold: `Порог риска — число от ${RISK_THRESHOLD_BOUNDS.min} до ${RISK_THRESHOLD_BOUNDS.max}`,
  riskMin: 'Риск от — число от 0 до 1',
} as const;

const probability = z
  .number(RISK_MESSAGES.probability)
  .check(z.gte(0, RISK_MESSAGES.probability), z.lte(1, RISK_MESSAGES.probability));

/** One frame's probabilities, class by class. */
export const frameRiskClassesSchema = z.object({
  Drawing: probability,
  Hentai: probability,
  Neutral: probability,
  Porn: probability,
  Sexy: probability,
});
export type FrameRiskClasses = z.infer<typeof frameRiskClassesSchema>;

/** The probability that a frame is unsafe: Porn + Hentai + Sexy, within 0..1. */
export function frameRisk(classes: FrameRiskClasses): number {
  const sum = UNSAFE_RISK_CLASSES.reduce((total, name) => total + classes[name], 0);
  return Math.min(1, Math.max(0, sum));
}

/** The class the model finds likeliest (the first of the list on a tie). */
export function topRiskClass(classes: FrameRiskClasses): RiskClass {
  return RISK_CLASSES.reduce((top, name) => (classes[name] > classes[top] ? name : top));
}

export const frameRiskSchema = z.object({
  /** Seconds from the start of the video. */
  at: z.number(RISK_MESSAGES.at).check(z.gte(0, RISK_MESSAGES.at)),
  classes: frameRiskClassesSchema,
});
export type FrameRisk = z.infer<typeof frameRiskSchema>;

/** `PUT /videos/{id}/risk`: the model that scored and its frames; the server derives the rest. */
export const videoRiskInputSchema = z.object({
  model: z
    .string(RISK_MESSAGES.model)
    .check(z.minLength(1, RISK_MESSAGES.model), z.maxLength(RISK_MODEL_MAX, RISK_MESSAGES.model)),
  modelVersion: z
    .string(RISK_MESSAGES.modelVersion)
    .check(
      z.minLength(1, RISK_MESSAGES.modelVersion),
      z.maxLength(RISK_MODEL_VERSION_MAX, RISK_MESSAGES.modelVersion),
    ),
  frames: z
    .array(frameRiskSchema, RISK_MESSAGES.frames)
    .check(
      z.minLength(1, RISK_MESSAGES.frames),
      z.maxLength(RISK_FRAMES_MAX, RISK_MESSAGES.frames),
    ),
});
export type VideoRiskInput = z.infer<typeof videoRiskInputSchema>;

/** What a video carries as `risk` (null until scored): the input and what the server adds. */
export const videoRiskSchema = z.object({
  ...videoRiskInputSchema.shape,
  /** The highest frameRisk of the frames. */
  max: z.number().check(z.gte(0), z.lte(1)),
  scoredAt: isoDate,
  /** The id of the user whose panel sent the scores. */
  scoredBy: z.int(),
});
export type VideoRisk = z.infer<typeof videoRiskSchema>;

/** The highest risk of a video's frames. */
export function videoRiskMax(frames: readonly FrameRisk[]): number {
  return frames.reduce((max, frame) => Math.max(max, frameRisk(frame.classes)), 0);
}

/** Scored by another model or version than the panel's: to be computed again. */
export function isRiskStale(risk: Pick<VideoRisk, 'model' | 'modelVersion'>): boolean {
  return risk.model !== RISK_MODEL.name || risk.modelVersion !== RISK_MODEL.version;
}

/** `GET /policy/risk-threshold` answers it, `PUT` takes it: a frame at or above it is marked. */
export const riskThresholdSchema = z.object({
  threshold: z
    .number(RISK_MESSAGES.threshold)
    .check(
      z.gte(RISK_THRESHOLD_BOUNDS.min, RISK_MESSAGES.threshold),
      z.lte(RISK_THRESHOLD_BOUNDS.max, RISK_MESSAGES.threshold),
    ),
});
export type RiskThreshold = z.infer<typeof riskThresholdSchema>;

/** How `POST /videos/next` picks: the oldest waiting video (the default) or the riskiest first. */
export const VIDEO_NEXT_ORDERS = ['oldest', 'risk'] as const;
export type VideoNextOrder = (typeof VIDEO_NEXT_ORDERS)[number];
export const VIDEO_NEXT_ORDER_MESSAGE = `Порядок: ${VIDEO_NEXT_ORDERS.join(' или ')}`;
export const videoNextBodySchema = z.object({
  order: z.optional(z.enum(VIDEO_NEXT_ORDERS, VIDEO_NEXT_ORDER_MESSAGE)),
});
