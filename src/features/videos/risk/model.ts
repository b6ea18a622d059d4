/*
 * The real classifier: nsfwjs's MobileNetV2 (shipped inside the package as a script, nothing fetched
 * from a model hub) on TensorFlow.js. Runs wherever it is imported: the risk worker, or the browser
 * test that checks what it reports. Only the MobileNetV2 model's module is imported (`nsfwjs/core`),
 * so the build carries none of the package's two larger models.
 */
import * as tf from '@tensorflow/tfjs';
import { load } from 'nsfwjs/core';
import { MobileNetV2Model } from 'nsfwjs/models/mobilenet_v2';
import type { PredictionType } from 'nsfwjs/core';

export type ModelClass = PredictionType['className'];
export type ModelBackend = 'wasm' | 'webgl';

/** The side the model looks at: every picture is drawn to this square first. */
export const MODEL_INPUT = 224;

export interface LoadedModel {
  backend: string;
  classify(picture: ImageBitmap | ImageData): Promise<Record<ModelClass, number>>;
}

async function startBackend(backend: ModelBackend): Promise<void> {
  if (backend === 'wasm') {
    const [{ setWasmPaths }, plain, simd, threaded] = await Promise.all([
      import('@tensorflow/tfjs-backend-wasm'),
      import('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url'),
      import('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url'),
      import('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url'),
    ]);
    // Served by the panel itself, from the build's assets.
    setWasmPaths({
      'tfjs-backend-wasm.wasm': plain.default,
      'tfjs-backend-wasm-simd.wasm': simd.default,
      'tfjs-backend-wasm-threaded-simd.wasm': threaded.default,
    });
  }
  if (!(await tf.setBackend(backend))) throw new Error(`TensorFlow.js backend ${backend} failed`);
  await tf.ready();
}

/** A picture as the model's square input (the model itself stretches, it does not crop). */
function toInput(picture: ImageBitmap | ImageData): ImageData {
  if (
    picture instanceof ImageData &&
    picture.width === MODEL_INPUT &&
    picture.height === MODEL_INPUT
  )
    return picture;
  const canvas = new OffscreenCanvas(MODEL_INPUT, MODEL_INPUT);
  const context = canvas.getContext('2d', { willReadFrequently: true })!;
  if (picture instanceof ImageData) {
    const source = new OffscreenCanvas(picture.width, picture.height);
    source.getContext('2d')!.putImageData(picture, 0, 0);
    context.drawImage(source, 0, 0, MODEL_INPUT, MODEL_INPUT);
  } else context.drawImage(picture, 0, 0, MODEL_INPUT, MODEL_INPUT);
  return context.getImageData(0, 0, MODEL_INPUT, MODEL_INPUT);
}

export async function loadModel(backend: ModelBackend): Promise<LoadedModel> {
  await startBackend(backend);
  const model = await load('MobileNetV2', { modelDefinitions: [MobileNetV2Model] });
  return {
    backend: tf.getBackend(),
    async classify(picture) {
      const predictions = await model.classify(toInput(picture), 5);
      return Object.fromEntries(
        predictions.map(({ className, probability }) => [className, probability]),
      ) as Record<ModelClass, number>;
    },
  };
}
