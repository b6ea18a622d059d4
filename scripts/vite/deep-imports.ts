import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Packages whose entry only re-exports their modules (a barrel). */
const BARRELS = [
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/dates',
  '@mantine/notifications',
  '@mantine/modals',
  '@tabler/icons-react',
  '@tanstack/react-router',
  '@tanstack/react-query',
];

/** The entry files of those packages as the build resolved them (chunk-groups.ts reads it). */
export const barrelEntries = new Set<string>();

const NAMES = /\s*([\w$]+)(?:\s+as\s+([\w$]+))?\s*/;

function namesOf(list: string): { imported: string; local: string }[] {
  return list
    .split(',')
    .map((part) => NAMES.exec(part))
    .filter((match): match is RegExpExecArray => match !== null && match[0].trim() !== '')
    .map((match) => ({ imported: match[1]!, local: match[2] ?? match[1]! }));
}

type Binding = { file: string; name: string };

/** Exported name → the module file that defines it and its name there, read from a barrel file. */
function exportsOfBarrel(file: string): Map<string, Binding> {
  const code = readFileSync(file, 'utf8');
  const here = dirname(file);
  // A relative module becomes its file; another package stays named as it is.
  const target = (from: string) => (from.startsWith('.') ? resolve(here, from) : from);
  const bindings = new Map<string, Binding>();
  for (const [, list, from] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g))
    for (const { imported, local } of namesOf(list!))
      bindings.set(local, { file: target(from!), name: imported });
  const exported = new Map<string, Binding>();
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
 * is the module graph the build sees: an import names the modules it uses rather than the package's
 * entry, which imports all of them. So the chunk groups (chunk-groups.ts) can tell which routes draw
 * which component or hook, and a component's style sheet (mantine-styles.ts) follows it exactly. A
 * name the entry does not re-export by name (`export *`) is still imported from the entry.
 */
export function deepImports(): Plugin {
  const barrels = new Map<string, Map<string, Binding>>();
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
      async handler(code, id) {
        const statements = [...code.matchAll(importStatement)];
        if (statements.length === 0) return null;
        for (const [, , from] of statements) {
          if (barrels.has(from!)) continue;
          // The file the build itself takes for the package (its `exports` and conditions).
          const entry = (await this.resolve(from!, id))?.id;
          if (!entry) continue;
          barrelEntries.add(entry);
          barrels.set(from!, exportsOfBarrel(entry));
        }
        const rewritten = code.replace(importStatement, (statement, list: string, from: string) => {
          const exported = barrels.get(from);
          if (!exported) return statement;
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
        });
        return { code: rewritten, map: null };
      },
    },
  };
}
