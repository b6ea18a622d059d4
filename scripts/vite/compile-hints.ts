import type { Plugin, Rollup } from 'vite';
import { updateMappings } from './bundle.ts';
import { firstPaintScripts, type LoadedBy } from './route-preloads.ts';

/**
 * V8's explicit compile hint (Chrome 136+): the functions of a file that starts with it are compiled
 * as the file streams in, on a background thread, instead of one by one on the main thread when first
 * called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Adds the hint to `chunk` and shifts its source map by the line it adds. */
function hint(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle): void {
  chunk.code = COMPILE_HINT + chunk.code;
  updateMappings(chunk, bundle, (mappings) => `;${mappings}`);
}

/**
 * The smallest chunk worth the hint, in bytes of code: below it, compiling its few functions when
 * first called takes well under a millisecond, and the hint's 29 bytes open the chunk's gzip stream
 * (~21 bytes each; a list's first paint had nine such chunks, a record's forty-four).
 */
export const HINT_MIN_BYTES = 4096;

/**
 * The chunks some page's first paint runs (route-preloads.ts) start with the compile hint: almost
 * all of their functions run before the first row or form, and compiling them lazily was most of the
 * module evaluation's long task. Chunks loaded later (dialogs, widgets) stay lazily compiled: only
 * what is used of them is compiled; so do chunks under `minBytes`.
 */
export function compileHints({
  loadedBy = {},
  minBytes = HINT_MIN_BYTES,
}: { loadedBy?: LoadedBy; minBytes?: number } = {}): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's preload helper has put its file list at the top of a chunk: the hint goes first.
      order: 'post',
      handler(_options, bundle) {
        const { initial, pages } = firstPaintScripts(bundle, loadedBy);
        const files = new Set([...initial, ...pages.flatMap(([, scripts]) => scripts)]);
        for (const file of files) {
          const chunk = bundle[file];
          // A facade that only re-exports another chunk's (a route's component) has no function.
          if (
            chunk?.type === 'chunk' &&
            chunk.moduleIds.length > 0 &&
            chunk.code.length >= minBytes
          )
            hint(chunk, bundle);
        }
      },
    },
  };
}
