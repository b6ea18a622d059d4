import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  frameRisk,
  isRiskStale,
  RISK_MESSAGES,
  RISK_MODEL,
  riskThresholdSchema,
  topRiskClass,
  videoRiskInputSchema,
  videoRiskMax,
} from './video-risk';
import { videoRiskReadSchema } from './video-risk-schemas';

const classes = { Drawing: 0.1, Hentai: 0.2, Neutral: 0.1, Porn: 0.35, Sexy: 0.25 };

describe('risk per frame', () => {
  it('a frame’s risk is Porn + Hentai + Sexy, within 0..1; its top class the likeliest', () => {
    expect(frameRisk(classes)).toBeCloseTo(0.8);
    expect(frameRisk({ ...classes, Porn: 0.9 })).toBe(1);
    expect(topRiskClass(classes)).toBe('Porn');
    expect(topRiskClass({ ...classes, Neutral: 0.9 })).toBe('Neutral');
  });

  it('a video’s risk is its riskiest frame’s', () => {
    const safe = { ...classes, Porn: 0, Hentai: 0, Sexy: 0.1 };
    expect(
      videoRiskMax([
        { at: 0, classes: safe },
        { at: 2, classes },
      ]),
    ).toBeCloseTo(0.8);
  });

  it('a score of another model or version is stale', () => {
    expect(isRiskStale({ model: RISK_MODEL.name, modelVersion: RISK_MODEL.version })).toBe(false);
    expect(isRiskStale({ model: RISK_MODEL.name, modelVersion: '4.3.0' })).toBe(true);
    expect(isRiskStale({ model: 'other', modelVersion: RISK_MODEL.version })).toBe(true);
  });

  it('the server’s schemas say what is wrong in Russian; the panel reads the same shape', () => {
    const bad = z.safeParse(videoRiskInputSchema, {
      model: RISK_MODEL.name,
      modelVersion: RISK_MODEL.version,
      frames: [{ at: 0, classes: { ...classes, Sexy: 2 } }],
    });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([RISK_MESSAGES.probability]);
    expect(z.safeParse(riskThresholdSchema, { threshold: 0.99 }).error?.issues[0]?.message).toBe(
      RISK_MESSAGES.threshold,
    );
    const kept = {
      model: RISK_MODEL.name,
      modelVersion: RISK_MODEL.version,
      frames: [{ at: 1.5, classes }],
      max: 0.8,
      scoredAt: '2026-11-20T09:00:00.000Z',
      scoredBy: 2,
    };
    expect(z.parse(videoRiskReadSchema, kept)).toEqual(kept);
    expect(z.safeParse(videoRiskReadSchema, { ...kept, max: 1.2 }).success).toBe(false);
  });
});
