import type { ModelBackend, ModelClass } from './model';

/** What the page asks of the risk worker. */
export type WorkerRequest =
  { type: 'load'; backend: ModelBackend } | { type: 'classify'; id: number; frame: ImageBitmap };

/** What the risk worker answers; `ms` as measured inside it. */
export type WorkerReply =
  | { type: 'ready'; backend: string; ms: number }
  | { type: 'scored'; id: number; classes: Record<ModelClass, number>; ms: number }
  | { type: 'failed'; id?: number; message: string };
