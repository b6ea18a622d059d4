import type { FrameRiskClasses } from '@/contract/video-risk';
import type { WorkerReply } from './worker-messages';

/**
 * What scores a frame: the model in a worker in the panel, a fixed answer in tests. The frame stays
 * the caller's (the strip keeps drawing it).
 */
export interface FrameClassifier {
  classify(frame: ImageBitmap): Promise<FrameRiskClasses>;
  /** Nothing more will be asked: the model's memory given back. */
  dispose(): void;
}

/**
 * The backend the worker runs the model on. WebAssembly (SIMD): on this 2-core machine without a GPU
 * it scored a frame in ~0.1 s where WebGL (a software GPU) took 1–2 s, and the model was ready
 * sooner (docs/performance.md#risk-per-frame).
 */
export const RISK_BACKEND = 'wasm';

/** Measured by the worker: how long the model took to load, then each frame. */
export const riskTimings: { readyMs: number | null; frameMs: number[] } = {
  readyMs: null,
  frameMs: [],
};

/**
 * nsfwjs in a Web Worker: TensorFlow.js and the model load there on the first frame asked for, and
 * each frame goes as a copy handed over (transferred), so the page's thread only copies a small bitmap.
 */
export function workerClassifier(): FrameClassifier {
  let worker: Worker | null = null;
  let nextId = 0;
  const waiting = new Map<
    number,
    { resolve: (classes: FrameRiskClasses) => void; reject: (error: Error) => void }
  >();
  const failAll = (message: string) => {
    for (const { reject } of waiting.values()) reject(new Error(message));
    waiting.clear();
  };
  const start = (): Worker => {
    const started = new Worker(new URL('./risk.worker.ts', import.meta.url), {
      type: 'module',
      name: 'risk',
    });
    started.onmessage = ({ data }: MessageEvent<WorkerReply>) => {
      if (data.type === 'ready') {
        riskTimings.readyMs = data.ms;
        performance.mark('risk:model-ready', { detail: data });
        return;
      }
      if (data.type === 'failed' && data.id === undefined) return failAll(data.message);
      const call = waiting.get(data.id!);
      waiting.delete(data.id!);
      if (data.type === 'scored') {
        riskTimings.frameMs.push(data.ms);
        // A day's session scores thousands of frames: the marks of the last few videos are enough.
        if (riskTimings.frameMs.length > 500) {
          riskTimings.frameMs.splice(0, 400);
          performance.clearMarks('risk:frame');
        }
        performance.mark('risk:frame', { detail: data.ms });
        call?.resolve(data.classes);
      } else call?.reject(new Error(data.message));
    };
    started.onerror = (event) => failAll(event.message || 'risk worker failed');
    started.postMessage({ type: 'load', backend: RISK_BACKEND });
    return started;
  };
  return {
    async classify(frame) {
      worker ??= start();
      const copy = await createImageBitmap(frame);
      const id = (nextId += 1);
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        worker!.postMessage({ type: 'classify', id, frame: copy }, [copy]);
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
      failAll('disposed');
    },
  };
}
