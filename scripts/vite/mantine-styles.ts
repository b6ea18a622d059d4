import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Mantine's styles per component, each travelling with the chunk that draws the component: every
 * `@mantine/core` component module that ends up in the bundle brings its own style sheet
 * (`@mantine/core/styles/<Component>.layer.css`), imported from the module of its class names. A
 * component imports the components it is built of before its own class names, so their styles come
 * first, as in Mantine's whole `styles.css`; a chunk's styles are in place before its code runs
 * (Vite loads them with the chunk), so nothing is drawn unstyled.
 *
 * The `.layer.css` versions put Mantine in the `mantine` cascade layer: the panel's own CSS wins
 * over it whatever order the chunks arrive in. The base sheets (baseline, CSS variables, global) are
 * imported once by the providers.
 *
 * The dev server hands Mantine over pre-bundled, past this transform: there the page gets the whole
 * style sheet instead.
 */
export function mantineStylesPerComponent(): Plugin {
  const require = createRequire(import.meta.url);
  const stylesDir = join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
  return {
    name: 'mantine-styles-per-component',
    transformIndexHtml: {
      // Before Vite's own transform of the page, which turns inline module scripts into modules it
      // serves and resolves: a tag added after it reaches the browser as written, and the browser
      // cannot resolve a bare `@mantine/core/…` import (the page then had no component styles).
      order: 'pre',
      handler(_html, context) {
        if (!context.server) return [];
        return [
          {
            tag: 'script',
            attrs: { type: 'module' },
            children: `import '@mantine/core/styles.layer.css';`,
            injectTo: 'head',
          },
        ];
      },
    },
    transform: {
      filter: { id: /@mantine[\\/]core[\\/]esm[\\/]components[\\/].+\.module\.mjs$/ },
      handler(code, id) {
        const component = basename(id, '.module.mjs');
        if (!existsSync(join(stylesDir, `${component}.layer.css`))) return null;
        return {
          code: `import '@mantine/core/styles/${component}.layer.css';\n${code}`,
          map: null,
        };
      },
    },
  };
}
