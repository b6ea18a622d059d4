import * as z from 'zod/mini';
import { isoDate } from './common';

/**
 * The schemas of a video's risk per frame, built with the server's messages (video-risk.ts, for the
 * body of `PUT /videos/{id}/risk` and the threshold's) or without (here, as the panel reads answers):
 * the video list reads `risk` with every video, and its first paint carries this module alone, not
 * the labels, messages and helpers of video-risk.ts.
 */

export const RISK_MODEL_MAX = 80;
export const RISK_MODEL_VERSION_MAX = 40;
export const RISK_FRAMES_MAX = 200;
export const RISK_THRESHOLD_BOUNDS = { min: 0.05, max: 0.95 } as const;

export interface RiskSchemaMessages {
  probability?: string;
  model?: string;
  modelVersion?: string;
  frames?: string;
  at?: string;
  threshold?: string;
}

export function riskSchemas(m: RiskSchemaMessages = {}) {
  const probability = z
    .number(m.probability)
    .check(z.gte(0, m.probability), z.lte(1, m.probability));
  /** One frame's probabilities, class by class. */
  const classes = z.object({
    Drawing: probability,
    Hentai: probability,
    Neutral: probability,
    Porn: probability,
    Sexy: probability,
  });
  /** `at`: seconds from the start of the video. */
  const frame = z.object({ at: z.number(m.at).check(z.gte(0, m.at)), classes });
  const input = z.object({
    model: z.string(m.model).check(z.minLength(1, m.model), z.maxLength(RISK_MODEL_MAX, m.model)),
    modelVersion: z
      .string(m.modelVersion)
      .check(z.minLength(1, m.modelVersion), z.maxLength(RISK_MODEL_VERSION_MAX, m.modelVersion)),
    frames: z
      .array(frame, m.frames)
      .check(z.minLength(1, m.frames), z.maxLength(RISK_FRAMES_MAX, m.frames)),
  });
  const stored = z.object({
    ...input.shape,
    /** The highest frameRisk of the frames. */
    max: z.number().check(z.gte(0), z.lte(1)),
    scoredAt: isoDate,
    /** The id of the user whose panel sent the scores. */
    scoredBy: z.int(),
  });
  const threshold = z.object({
    threshold: z
      .number(m.threshold)
      .check(
        z.gte(RISK_THRESHOLD_BOUNDS.min, m.threshold),
        z.lte(RISK_THRESHOLD_BOUNDS.max, m.threshold),
      ),
  });
  return { classes, frame, input, stored, threshold };
}

/** As the panel reads answers: a video's kept scores, and the threshold. */
export const { stored: videoRiskReadSchema, threshold: riskThresholdReadSchema } = riskSchemas();
