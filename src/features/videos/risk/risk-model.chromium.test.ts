import { describe, expect, it } from 'vitest';
import {
  frameRisk,
  RISK_CLASSES,
  topRiskClass,
  type FrameRiskClasses,
} from '@/contract/video-risk';
import { extractFrames } from '@/shared/lib/video-frames';
import sample1 from '@mocks/media/sample-1.webm?url';
import sample2 from '@mocks/media/sample-2.webm?url';
import sample3 from '@mocks/media/sample-3.webm?url';
import { riskTimings, workerClassifier } from './classifier';

/**
 * The real model (nsfwjs MobileNetV2, TensorFlow.js WebAssembly, in the panel's worker) on pictures
 * whose content is known: the sample clips' frames (ffmpeg's test scenes) and two pictures made here.
 * Its figures are printed, not asserted: the time is the benchmark's subject, not a test's.
 */
const classifier = workerClassifier();

const sum = (classes: FrameRiskClasses) =>
  RISK_CLASSES.reduce((total, name) => total + classes[name], 0);

/** A cartoon as a child draws it: flat colours, thick black outlines, a white page. */
function drawing(): OffscreenCanvas {
  const canvas = new OffscreenCanvas(320, 240);
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 320, 240);
  g.lineWidth = 6;
  g.strokeStyle = '#000';
  // A house with a red roof, a yellow sun with rays, a smiling face.
  g.fillStyle = '#4a90e2';
  g.fillRect(30, 120, 110, 90);
  g.strokeRect(30, 120, 110, 90);
  g.fillStyle = '#e53935';
  g.beginPath();
  g.moveTo(20, 120);
  g.lineTo(85, 60);
  g.lineTo(150, 120);
  g.closePath();
  g.fill();
  g.stroke();
  g.fillStyle = '#fdd835';
  g.beginPath();
  g.arc(260, 50, 28, 0, Math.PI * 2);
  g.fill();
  g.stroke();
  for (let ray = 0; ray < 8; ray += 1) {
    const angle = (ray * Math.PI) / 4;
    g.beginPath();
    g.moveTo(260 + Math.cos(angle) * 36, 50 + Math.sin(angle) * 36);
    g.lineTo(260 + Math.cos(angle) * 52, 50 + Math.sin(angle) * 52);
    g.stroke();
  }
  g.fillStyle = '#fff';
  g.beginPath();
  g.arc(235, 170, 40, 0, Math.PI * 2);
  g.fill();
  g.stroke();
  g.fillStyle = '#000';
  g.beginPath();
  g.arc(222, 160, 5, 0, Math.PI * 2);
  g.arc(248, 160, 5, 0, Math.PI * 2);
  g.fill();
  g.beginPath();
  g.arc(235, 172, 22, 0.15 * Math.PI, 0.85 * Math.PI);
  g.stroke();
  return canvas;
}

/** A landscape as a camera would see it: a sky's gradient, a field with grain, a grey building. */
function landscape(): OffscreenCanvas {
  const canvas = new OffscreenCanvas(320, 240);
  const g = canvas.getContext('2d')!;
  const sky = g.createLinearGradient(0, 0, 0, 130);
  sky.addColorStop(0, '#5b86c5');
  sky.addColorStop(1, '#c9dcef');
  g.fillStyle = sky;
  g.fillRect(0, 0, 320, 130);
  const field = g.createLinearGradient(0, 130, 0, 240);
  field.addColorStop(0, '#6f8f3a');
  field.addColorStop(1, '#3d5a1e');
  g.fillStyle = field;
  g.fillRect(0, 130, 320, 110);
  g.fillStyle = '#7d7d80';
  g.fillRect(190, 60, 80, 90);
  g.fillStyle = '#55575c';
  for (let row = 0; row < 4; row += 1)
    for (let column = 0; column < 4; column += 1)
      g.fillRect(198 + column * 18, 70 + row * 20, 10, 12);
  // Grain, as a sensor's: the same on every run.
  const pixels = g.getImageData(0, 0, 320, 240);
  let seed = 7;
  for (let i = 0; i < pixels.data.length; i += 4) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const noise = ((seed >> 16) % 25) - 12;
    for (let c = 0; c < 3; c += 1) pixels.data[i + c] = pixels.data[i + c]! + noise;
  }
  g.putImageData(pixels, 0, 0);
  g.filter = 'blur(1px)';
  g.drawImage(canvas, 0, 0);
  return canvas;
}

async function classifyCanvas(canvas: OffscreenCanvas): Promise<FrameRiskClasses> {
  const bitmap = await createImageBitmap(canvas);
  try {
    return await classifier.classify(bitmap);
  } finally {
    bitmap.close();
  }
}

/** Every frame of the strip the panel reads of `url`, each classified by the model. */
async function clipScores(url: string): Promise<FrameRiskClasses[]> {
  const bitmaps: ImageBitmap[] = [];
  await extractFrames(
    url,
    {
      plan: () => undefined,
      frame: (index, bitmap) => (bitmaps[index] = bitmap),
      missing: () => undefined,
    },
    () => Promise.resolve(() => undefined),
    new AbortController().signal,
  );
  const scores: FrameRiskClasses[] = [];
  for (const bitmap of bitmaps.filter(Boolean)) {
    scores.push(await classifier.classify(bitmap));
    bitmap.close();
  }
  return scores;
}

const shown = (classes: FrameRiskClasses) =>
  RISK_CLASSES.map((name) => `${name} ${classes[name].toFixed(3)}`).join(', ');

describe('the risk model, for real', () => {
  it('calls a drawing a drawing and a landscape no porn, its five classes adding up to 1', async () => {
    const started = performance.now();
    const cartoon = await classifyCanvas(drawing());
    console.info(
      `model ready in the worker in ${Math.round(riskTimings.readyMs!)} ms (first answer after ${Math.round(performance.now() - started)} ms)`,
    );
    const photo = await classifyCanvas(landscape());
    console.info(`drawing: ${shown(cartoon)}\nlandscape: ${shown(photo)}`);
    for (const classes of [cartoon, photo]) expect(sum(classes)).toBeCloseTo(1, 3);
    expect(cartoon.Drawing).toBeGreaterThan(cartoon.Porn);
    expect(cartoon.Drawing).toBeGreaterThan(cartoon.Hentai);
    expect(topRiskClass(photo)).not.toBe('Porn');
    expect(frameRisk(photo)).toBeLessThan(0.5);
  });

  it.each([
    ['sample-1.webm', sample1],
    ['sample-2.webm', sample2],
    ['sample-3.webm', sample3],
  ])('scores every frame of %s, none of ffmpeg’s test scenes as porn', async (_name, url) => {
    const scores = await clipScores(url);
    const frameMs = riskTimings.frameMs.slice(-scores.length);
    console.info(
      `${_name}: ${scores.length} frames, ${Math.round(frameMs.reduce((a, b) => a + b, 0) / frameMs.length)} ms a frame (max ${Math.round(Math.max(...frameMs))}); tops: ${scores.map(topRiskClass).join(' ')}; max risk ${Math.max(...scores.map(frameRisk)).toFixed(3)}`,
    );
    expect(scores.length).toBeGreaterThanOrEqual(8);
    for (const classes of scores) {
      expect(sum(classes)).toBeCloseTo(1, 3);
      expect(topRiskClass(classes)).not.toBe('Porn');
    }
  });
});
