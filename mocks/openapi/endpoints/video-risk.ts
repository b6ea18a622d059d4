import {
  RISK_CLASSES,
  RISK_FRAMES_MAX,
  RISK_MODEL,
  RISK_THRESHOLD_BOUNDS,
  RISK_THRESHOLD_DEFAULT,
  riskThresholdSchema,
} from '@/contract/video-risk';
import { component, contractBody, endpoint, type Endpoint } from '../define';
import { video } from './common';

export const tags = {
  'Risk per frame':
    'Scores of a video’s frames by an image classifier run in the panel, kept for everyone; a hint that orders attention and never decides.',
};

const classes = { Drawing: 0.01, Hentai: 0.02, Neutral: 0.62, Porn: 0.2, Sexy: 0.15 };

const threshold = component('RiskThreshold', riskThresholdSchema);

export const endpoints: Endpoint[] = [
  endpoint({
    id: 'putVideoRisk',
    method: 'put',
    path: '/videos/{id}/risk',
    tag: 'Risk per frame',
    summary: 'Keep the scores of a video’s frames (moderators and administrators)',
    description: `The panel that scored a video's frames sends them once; every other panel reads them with the video (\`risk\` of \`GET /videos/{id}\`, \`riskMax\` of the list's rows). The scores replace any kept before. \`max\` is the server's: the highest frame risk (Porn + Hentai + Sexy, within 0..1); \`scoredAt\` and \`scoredBy\` (the caller's id) too. The classes are ${RISK_CLASSES.join(', ')}, each a probability 0..1; 1–${RISK_FRAMES_MAX} frames. Scores of another model or version than the panel's (now \`${RISK_MODEL.name}\` \`${RISK_MODEL.version}\`) are computed again by the panel. Not written to the audit trail: the model's output, not a person's decision. Open panels are told by \`event: risk\`.`,
    body: contractBody('put', '/videos/{id}/risk', {
      model: 'The model that scored.',
      modelVersion: 'Its version.',
      frames: 'Each frame: `at`, seconds from the start, and its classes’ probabilities.',
    }),
    result: video,
    errors: {
      404: '`Видео не найдено`.',
      422: 'A model or version empty or too long, no frames or too many, a time below 0, a probability outside 0..1 or missing: each with its Russian message.',
    },
    probe: {
      params: { id: 1 },
      as: 'moderator',
      body: {
        model: RISK_MODEL.name,
        modelVersion: RISK_MODEL.version,
        frames: [{ at: 1.5, classes }],
      },
    },
    failures: [
      {
        status: 422,
        params: { id: 1 },
        body: { model: '', modelVersion: RISK_MODEL.version, frames: [] },
      },
      {
        status: 404,
        params: { id: 999999 },
        body: {
          model: RISK_MODEL.name,
          modelVersion: RISK_MODEL.version,
          frames: [{ at: 0, classes }],
        },
      },
    ],
  }),
  endpoint({
    id: 'getRiskThreshold',
    method: 'get',
    path: '/policy/risk-threshold',
    tag: 'Risk per frame',
    summary: 'The frame risk from which a frame is marked (every panel user reads it)',
    description: `${RISK_THRESHOLD_DEFAULT} until an administrator sets it.`,
    result: threshold,
    probe: { as: 'moderator' },
  }),
  endpoint({
    id: 'setRiskThreshold',
    method: 'put',
    path: '/policy/risk-threshold',
    tag: 'Risk per frame',
    summary: 'Set the frame risk from which a frame is marked',
    description:
      'Recorded in the audit trail (as the video queue’s policy: `queue_target`, field `riskThreshold`); the live stream says `policy` to every panel.',
    adminOnly: true,
    body: contractBody('put', '/policy/risk-threshold', {
      threshold: `From ${RISK_THRESHOLD_BOUNDS.min} to ${RISK_THRESHOLD_BOUNDS.max}.`,
    }),
    result: threshold,
    errors: {
      422: `A threshold that is no number from ${RISK_THRESHOLD_BOUNDS.min} to ${RISK_THRESHOLD_BOUNDS.max} (\`Порог риска — число от ${RISK_THRESHOLD_BOUNDS.min} до ${RISK_THRESHOLD_BOUNDS.max}\`).`,
    },
    probe: { body: { threshold: 0.6 } },
    failures: [{ status: 422, body: { threshold: 1 } }],
  }),
];
