import * as z from 'zod/mini';
import {
  RISK_FRAMES_MAX,
  RISK_MODEL_MAX,
  RISK_MODEL_VERSION_MAX,
  RISK_THRESHOLD_BOUNDS,
  riskSchemas,
} from './video-risk-schemas';

export { RISK_FRAMES_MAX, RISK_MODEL_MAX, RISK_MODEL_VERSION_MAX, RISK_THRESHOLD_BOUNDS };

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

export const RISK_THRESHOLD_DEFAULT = 0.5;

export const RISK_MESSAGES = {
  probability: 'Вероятность класса — число от 0 до 1',
  model: `Модель: от 1 до ${RISK_MODEL_MAX} символов`,
  modelVersion: `Версия модели: от 1 до ${RISK_MODEL_VERSION_MAX} символов`,
  frames: `Кадры: от 1 до ${RISK_FRAMES_MAX}`,
  at: 'Время кадра — число секунд не меньше 0',
  threshold: `Порог риска — число от ${RISK_THRESHOLD_BOUNDS.min} до ${RISK_THRESHOLD_BOUNDS.max}`,
} as const;

/** The schemas with the server's messages (video-risk-schemas.ts builds them). */
const schemas = riskSchemas(RISK_MESSAGES);

/** One frame's probabilities, class by class. */
export const frameRiskClassesSchema = schemas.classes;
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

/** `at`: seconds from the start of the video. */
export const frameRiskSchema = schemas.frame;
export type FrameRisk = z.infer<typeof frameRiskSchema>;

/** `PUT /videos/{id}/risk`: the model that scored and its frames; the server derives the rest. */
export const videoRiskInputSchema = schemas.input;
export type VideoRiskInput = z.infer<typeof videoRiskInputSchema>;

/** What a video carries as `risk` (null until scored): the input and what the server adds. */
export const videoRiskSchema = schemas.stored;
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
export const riskThresholdSchema = schemas.threshold;
export type RiskThreshold = z.infer<typeof riskThresholdSchema>;

/** How `POST /videos/next` picks: the oldest waiting video (the default) or the riskiest first. */
export const VIDEO_NEXT_ORDERS = ['oldest', 'risk'] as const;
export type VideoNextOrder = (typeof VIDEO_NEXT_ORDERS)[number];
export const VIDEO_NEXT_ORDER_MESSAGE = `Порядок: ${VIDEO_NEXT_ORDERS.join(' или ')}`;
export const videoNextBodySchema = z.object({
  order: z.optional(z.enum(VIDEO_NEXT_ORDERS, VIDEO_NEXT_ORDER_MESSAGE)),
});
