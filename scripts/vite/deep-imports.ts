import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** The entry module of one of the barrels below. */
export const BARREL_ENTRY =
  /[\\/]node_modules[\\/](@mantine[\\/]\w+[\\/]esm[\\/]index\.mjs|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs)$/;

/** Packages whose entry only re-exports their modules (a barrel). */
const BARRELS = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/notifications',
  '@mantine/modals',
  '@tabler/icons-react',
];

const NAMES = /\s*([\w$]+)(?:\s+as\s+([\w$]+))?\s*/;

function namesOf(list: string): { imported: string; local: string }[] {
  return list
    .split(',')
    .map((part) => NAMES.exec(part))
    .filter((match): match is RegExpExecArray => match !== null && match[0].trim() !== '')
    .map((match) => ({ imported: match[1]!, local: match[2] ?? match[1]! }));
}

/** Exported name → the module file that defines it and its name there, read from a barrel file. */
function exportsOfBarrel(file: string): Map<string, { file: string; name: string }> {
  const code = readFileSync(file, 'utf8');
  const here = dirname(file);
  // A relative module becomes its file; another package stays named as it is.
  const target = (from: string) => (from.startsWith('.') ? resolve(here, from) : from);
  const bindings = new Map<string, { file: string; name: string }>();
  for (const [, list, from] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    for (const { imported, local } of namesOf(list!))
      bindings.set(local, { file: target(from!), name: imported });
  const exported = new Map<string, { file: string; name: string }>();
  for (const [, list, from] of code.matchAll(
    /export\s*\{([^}]*)\}(?:\s*from\s*["']([^"']+)["'])?/g,
  ))
    for (const { imported, local } of namesOf(list!)) {
      const binding = from ? { file: target(from), name: imported } : bindings.get(imported);
      if (binding) exported.set(local, binding);
    }
  return exported;
}

/**
 * `import { Button, Text } from '@mantine/core'` becomes imports of the modules that define Button and
 * Text. The bundle is the same (the barrels are side-effect free and tree-shaken anyway); what changes
 * is the module graph the build sees: an import names the component modules it uses rather than the
 * package's entry, which imports every component. So the chunk groups (chunk-groups.ts) can tell which
 * routes draw which component, and a component's style sheet (mantine-styles.ts) follows it exactly.
 */
export function deepImports(): Plugin {
  const require = createRequire(import.meta.url);
  const barrels = new Map<string, Map<string, { file: string; name: string }>>();
  const barrelOf = (name: string) => {
    if (!barrels.has(name)) barrels.set(name, exportsOfBarrel(esmEntryOf(require, name)));
    return barrels.get(name)!;
  };
  const specifiers = BARRELS.map((name) => name.replace('/', '\\/')).join('|');
  const importStatement = new RegExp(
    `import\\s*\\{([^}]*)\\}\\s*from\\s*["'](${specifiers})["'];?`,
    'g',
  );
  return {
    name: 'deep-imports',
    apply: 'build',
    transform: {
      filter: { code: new RegExp(`["'](${specifiers})["']`) },
      handler(code) {
        const rewritten = code.replace(
          importStatement,
          (_statement, list: string, from: string) => {
            const exported = barrelOf(from);
            const kept: string[] = [];
            const deep: string[] = [];
            for (const { imported, local } of namesOf(list)) {
              const target = exported.get(imported);
              if (target)
                deep.push(
                  `import { ${target.name} as ${local} } from ${JSON.stringify(target.file)};`,
                );
              else kept.push(imported === local ? imported : `${imported} as ${local}`);
            }
            if (kept.length > 0) deep.push(`import { ${kept.join(', ')} } from "${from}";`);
            return deep.join('\n');
          },
        );
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}

/** The ESM entry of a package (its `module` field), found from the file `require` resolves to. */
function esmEntryOf(require: NodeRequire, name: string): string {
  let dir = dirname(require.resolve(name));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const fields = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        module?: string;
      };
      if (fields.name === name && fields.module) return resolve(dir, fields.module);
    }
    if (dirname(dir) === dir) throw new Error(`No ESM entry found for ${name}`);
    dir = dirname(dir);
  }
}
