import type { Rollup } from 'vite';

const ROUTES = '/work/src/routes';

/** A chunk of a fake bundle: what the plugin reads of it. */
export function chunk(
  fileName: string,
  {
    facade,
    imports = [],
    css = [],
    entry = false,
    modules = [`/work/src/${fileName}`],
  }: Partial<{
    facade: string;
    imports: string[];
    css: string[];
    entry: boolean;
    /** Its own modules; none: a facade that re-exports another chunk's. */
    modules: string[];
  }> = {},
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: facade ?? null,
    isEntry: entry,
    code: `/* ${fileName} */`,
    imports,
    moduleIds: modules,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  } as unknown as Rollup.OutputChunk;
}

/**
 * A panel's bundle in small: an entry, /login, the guarded shell with two lists, a record page, a
 * dialog and the not-found page.
 */
export function sampleBundle(): Rollup.OutputBundle {
  return Object.fromEntries(
    [
      chunk('assets/entry.js', { entry: true, imports: ['assets/app.js'] }),
      chunk('assets/app.js'),
      chunk('assets/client.js', {
        facade: '/work/src/shared/api/client.ts',
        imports: ['assets/ky.js'],
      }),
      chunk('assets/ky.js'),
      chunk('assets/login.js', {
        facade: `${ROUTES}/login.tsx?tsr-split=component---loader`,
        imports: ['assets/app.js', 'assets/form.js'],
        css: ['assets/login.css'],
      }),
      chunk('assets/form.js'),
      chunk('assets/shell.js', {
        facade: `${ROUTES}/_authenticated.tsx?tsr-split=component---loader`,
        imports: ['assets/panel.js'],
        css: ['assets/shell.css'],
      }),
      chunk('assets/panel.js', { imports: ['assets/app.js'] }),
      chunk('assets/users.js', {
        facade: `${ROUTES}/_authenticated/users/index.tsx?tsr-split=component---loader`,
        imports: ['assets/panel.js', 'assets/table.js'],
      }),
      chunk('assets/table.js'),
      chunk('assets/applications.js', {
        facade: `${ROUTES}/_authenticated/users/applications.tsx?tsr-split=component`,
        imports: ['assets/table.js'],
      }),
      chunk('assets/user.js', {
        facade: `${ROUTES}/_authenticated/users/$userId.tsx?tsr-split=component---loader`,
        imports: ['assets/card.js'],
        css: ['assets/card.css'],
      }),
      chunk('assets/card.js'),
      // Loaded when first opened (a dialog): no page imports it statically.
      chunk('assets/dialog.js'),
      chunk('assets/not-found.js', {
        facade: `${ROUTES}/_authenticated/$.tsx?tsr-split=component`,
      }),
    ].map((one) => [one.fileName, one]),
  );
}
