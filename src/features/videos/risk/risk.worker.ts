/// <reference lib="webworker" />
/*
 * The risk model off the page's thread: TensorFlow.js and nsfwjs load here on the first message, and
 * each frame (an ImageBitmap handed over, not copied) is classified in the order it came.
 */
import type { ModelBackend, LoadedModel } from './model';
import type { WorkerReply, WorkerRequest } from './worker-messages';

declare const self: DedicatedWorkerGlobalScope;

let model: Promise<LoadedModel> | null = null;

function reply(message: WorkerReply) {
  self.postMessage(message);
}

function start(backend: ModelBackend): Promise<LoadedModel> {
  const started = performance.now();
  const loading = import('./model').then(({ loadModel }) => loadModel(backend));
  loading.then(
    (loaded) => reply({ type: 'ready', backend: loaded.backend, ms: performance.now() - started }),
    (error: unknown) => reply({ type: 'failed', message: String(error) }),
  );
  return loading;
}

// One frame at a time: the next waits for the one before, so the answers come in order.
let queue: Promise<unknown> = Promise.resolve();

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'load') {
    model ??= start(request.backend);
    return;
  }
  model ??= start('wasm');
  const loading = model;
  queue = queue.then(async () => {
    try {
      const loaded = await loading;
      // The frame's own time, not the model's loading it waited for.
      const started = performance.now();
      const classes = await loaded.classify(request.frame);
      reply({ type: 'scored', id: request.id, classes, ms: performance.now() - started });
    } catch (error) {
      reply({ type: 'failed', id: request.id, message: String(error) });
    } finally {
      request.frame.close();
    }
  });
};
