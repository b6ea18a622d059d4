import { http, HttpResponse } from 'msw';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RISK_MODEL, type FrameRiskClasses, type VideoRisk } from '@/contract/video-risk';
import { useSession } from '@/shared/api/session';
import {
  createFrameStore,
  useFrameStrip,
  type Extract,
  type FrameStore,
} from '@/shared/lib/frame-store';
import { AppProviders } from '@/shared/ui/AppProviders';
import { press } from '@/test/keys';
import { loginAs } from '@/test/render';
import { recordRequests } from '@/test/requests';
import { testSession } from '@/test/session';
import { server } from '@mocks/node';
import { planFrames } from '@/shared/lib/frame-plan';
import { Filmstrip } from '../player/Filmstrip';
import { sessionSeenParts } from '../player/player-control';
import type { FrameClassifier } from './classifier';
import { createRiskScorer, type RiskScorer } from './risk-scorer';
import { RiskState } from './RiskState';
import { useFrameRisk } from './useFrameRisk';
import { useRiskKeys } from './useRiskKeys';

/**
 * The strip's risk marks, with the model replaced by a fixed classifier: a 40 s clip's frames at 0,
 * 10, 20 and 30 s; the mock's threshold is its default, 0.5.
 */
const CLIP = '/media/risk-test.webm';
const TIMES = [0, 10, 20, 30];
const FIXED: FrameRiskClasses[] = [
  { Drawing: 0.05, Hentai: 0, Neutral: 0.95, Porn: 0, Sexy: 0 },
  { Drawing: 0, Hentai: 0.02, Neutral: 0.1, Porn: 0.87, Sexy: 0.01 },
  { Drawing: 0, Hentai: 0, Neutral: 0.7, Porn: 0.1, Sexy: 0.2 },
  { Drawing: 0.1, Hentai: 0.6, Neutral: 0.2, Porn: 0.05, Sexy: 0.05 },
];
/** A waiting video of the mock's seed. */
const VIDEO_ID = 1;

const frameOf = (index: number) =>
  ({ index, width: 160, height: 90, close() {} }) as unknown as ImageBitmap;

function fixedClassifier() {
  const classify = vi.fn((frame: ImageBitmap) =>
    Promise.resolve(FIXED[(frame as unknown as { index: number }).index]!),
  );
  const classifier: FrameClassifier = { classify, dispose() {} };
  return { classify, scorer: createRiskScorer(() => classifier) };
}

const extract: Extract = (_url, sink) => {
  sink.plan({ duration: 40, interval: 10, times: TIMES }, { width: 160, height: 90 });
  for (const index of TIMES.keys()) sink.frame(index, frameOf(index));
  return Promise.resolve();
};

interface StripProps {
  video: { id: number; risk: VideoRisk | null };
  scorer: RiskScorer;
  frames: FrameStore;
  player: HTMLVideoElement;
}

/** The strip as the video page wires it: marks, the opened frame's classes, the keys. */
function Strip({ video, scorer, frames, player }: StripProps) {
  const seen = useSession().own(sessionSeenParts);
  const strip = useFrameStrip(frames, CLIP);
  const risk = useFrameRisk({ video, url: CLIP, strip, frames, scorer });
  useRiskKeys(player, strip.plan, risk.marked, { url: CLIP, seen });
  return (
    <>
      <input aria-label="Причина" />
      <RiskState risk={risk} />
      <Filmstrip
        strip={strip}
        expected={strip.plan ?? planFrames(40)}
        playerLoaded
        currentIndex={-1}
        seenFrames={[]}
        onLook={() => undefined}
        onPick={() => undefined}
        onRetry={() => undefined}
        risk={risk}
      />
    </>
  );
}

function player(): HTMLVideoElement {
  const element = document.createElement('video');
  Object.defineProperty(element, 'duration', { value: 40, configurable: true });
  return element;
}

function renderStrip(props: Omit<StripProps, 'frames' | 'player'> & Partial<StripProps>) {
  loginAs(2);
  const session = testSession();
  const all = { frames: createFrameStore({ extract }), player: player(), ...props };
  const view = render(
    <AppProviders queryClient={session.queryClient}>
      <Strip {...all} />
    </AppProviders>,
  );
  return { ...view, ...all, session };
}

const frame = (code: string) =>
  screen.getByRole('button', { name: new RegExp(`^Кадр ${code}[ :]`) });
const puts = () => recordRequests({ method: 'PUT', path: /\/videos\/\d+\/risk$/ });

const kept = (modelVersion: string): VideoRisk => ({
  model: RISK_MODEL.name,
  modelVersion,
  frames: TIMES.map((at, index) => ({ at, classes: FIXED[index]! })),
  max: 0.9,
  scoredAt: '2026-12-01T10:00:00.000Z',
  scoredBy: 1,
});

describe('risk marks on the strip', () => {
  it('marks the frames at or above the threshold with their riskiest class, said to be a guess', async () => {
    const { scorer } = fixedClassifier();
    renderStrip({ video: { id: VIDEO_ID, risk: null }, scorer });
    await waitFor(() =>
      expect(frame('00:10')).toHaveAccessibleName('Кадр 00:10 Порно 87 % (оценка модели): перейти'),
    );
    expect(within(frame('00:10')).getByText('Порно 87 %')).toBeInTheDocument();
    expect(frame('00:30')).toHaveAccessibleName('Кадр 00:30 Хентай 60 % (оценка модели): перейти');
    // 0 % and 30 % of risk: under the threshold, no mark.
    expect(frame('00:00')).toHaveAccessibleName('Кадр 00:00: перейти');
    expect(frame('00:20')).toHaveAccessibleName('Кадр 00:20: перейти');
    expect(screen.queryByText(/Откровенное/)).not.toBeInTheDocument();
  });

  it('shows an opened frame’s risk and all five classes', async () => {
    const { scorer } = fixedClassifier();
    renderStrip({ video: { id: VIDEO_ID, risk: null }, scorer });
    await waitFor(() => expect(frame('00:10')).toHaveAccessibleName(/Порно .*оценка модели/));
    fireEvent.focus(frame('00:20'));
    const opened = await screen.findByTestId('frame-risk');
    expect(opened).toHaveTextContent('Риск 30 % — оценка модели');
    for (const text of [
      'Рисунок0 %',
      'Хентай0 %',
      'Нейтральное70 %',
      'Порно10 %',
      'Откровенное20 %',
    ])
      expect(opened).toHaveTextContent(text);
  });

  it('scores each frame once and sends the video’s scores once, in frame order', async () => {
    const { scorer, classify } = fixedClassifier();
    const sent = puts();
    const first = renderStrip({ video: { id: VIDEO_ID, risk: null }, scorer });
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(sent[0]!.body).toBeDefined());
    expect(sent[0]!.path).toBe(`/api/admin/videos/${VIDEO_ID}/risk`);
    expect(sent[0]!.body).toEqual({
      model: RISK_MODEL.name,
      modelVersion: RISK_MODEL.version,
      frames: TIMES.map((at, index) => ({ at, classes: FIXED[index] })),
    });
    // The page opened again in the session (the video still without scores in its cache): the
    // scores are there, nothing is computed or sent again.
    first.unmount();
    renderStrip({ video: { id: VIDEO_ID, risk: null }, scorer, frames: first.frames });
    await waitFor(() =>
      expect(frame('00:10')).toHaveAccessibleName(/Порно 87 % \(оценка модели\)/),
    );
    expect(classify).toHaveBeenCalledTimes(4);
    expect(sent).toHaveLength(1);
  });

  it('shows the scores a video carries from the panel’s model without computing them', async () => {
    const { scorer, classify } = fixedClassifier();
    const sent = puts();
    renderStrip({ video: { id: VIDEO_ID, risk: kept(RISK_MODEL.version) }, scorer });
    await waitFor(() =>
      expect(frame('00:10')).toHaveAccessibleName('Кадр 00:10 Порно 87 % (оценка модели): перейти'),
    );
    expect(classify).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('computes again and sends the scores of an older model version', async () => {
    const { scorer, classify } = fixedClassifier();
    const sent = puts();
    renderStrip({ video: { id: VIDEO_ID, risk: kept('4.3.0') }, scorer });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(classify).toHaveBeenCalledTimes(4);
  });

  it('Shift+. and Shift+, (by physical key) put the player on the next and previous marked frame', async () => {
    const { scorer } = fixedClassifier();
    const { player: video } = renderStrip({ video: { id: VIDEO_ID, risk: null }, scorer });
    await waitFor(() => expect(frame('00:30')).toHaveAccessibleName(/Хентай .*оценка модели/));
    // «Ю» is the key of «.» on a Russian layout.
    press('Period', 'Ю', { shiftKey: true });
    expect(video.currentTime).toBe(10);
    press('Period', 'Ю', { shiftKey: true });
    expect(video.currentTime).toBe(30);
    // Round the end: back to the first marked frame.
    press('Period', 'Ю', { shiftKey: true });
    expect(video.currentTime).toBe(10);
    press('Comma', 'Б', { shiftKey: true });
    expect(video.currentTime).toBe(30);
    // Typing in a field: the keys are the field's.
    press('Period', 'Ю', { shiftKey: true }, screen.getByRole('textbox', { name: 'Причина' }));
    expect(video.currentTime).toBe(30);
  });

  it('says when the model could not score, and sends nothing', async () => {
    const sent = puts();
    const scorer = createRiskScorer(() => ({
      classify: () => Promise.reject(new Error('no WebAssembly')),
      dispose() {},
    }));
    renderStrip({ video: { id: VIDEO_ID, risk: null }, scorer });
    expect(await screen.findByText('Оценка риска недоступна')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says so when the threshold did not load, rather than showing no marks as none', async () => {
    server.use(
      http.get('*/api/admin/policy/risk-threshold', () =>
        HttpResponse.json({ message: 'Сервер недоступен' }, { status: 503 }),
      ),
    );
    const { scorer } = fixedClassifier();
    renderStrip({ video: { id: VIDEO_ID, risk: null }, scorer });
    expect(await screen.findByText(/Порог риска не загрузился/)).toBeInTheDocument();
  });
});
