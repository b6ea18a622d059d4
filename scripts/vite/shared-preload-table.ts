import { decode, encode } from '@jridgewell/sourcemap-codec';
import type { Plugin, Rollup } from 'vite';
import { staticClosure, staticImports, updateMappings } from './bundle.ts';

/**
 * One table of preloaded file names for the whole panel. Vite gives every chunk that imports on
 * demand a table of the files its imports preload (`__vite__mapDeps`), and the imports name them by
 * their place in it. The tables repeat the same names from chunk to chunk (the shared chunks, their
 * style sheets), and a name is seven random characters gzip cannot shorten: a list page's first
 * paint carried about 470 names in seven tables, 220 of them different. Here the largest table, in
 * the initial chunk, is the page's global `__vite__deps`; another chunk keeps only the names it does
 * not hold, and its imports point into either (a negative place is its own: `~place`).
 */
export const GLOBAL_TABLE = '__vite__deps';

/** The line Vite puts at the top of a chunk that imports on demand. */
const TABLE_LINE =
  /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]\n]*\])\)\)\)=>i\.map\(i=>d\[i\]\);$/m;
const CALL = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `code` with `edits` (in order, apart) made, and where each line's columns moved. */
function applyEdits(code: string, edits: Edit[]): { code: string; shifts: Map<number, Edit[]> } {
  let result = '';
  let at = 0;
  const shifts = new Map<number, Edit[]>();
  const lineStarts = [0];
  for (let index = code.indexOf('\n'); index >= 0; index = code.indexOf('\n', index + 1))
    lineStarts.push(index + 1);
  let line = 0;
  for (const edit of edits) {
    result += code.slice(at, edit.start) + edit.text;
    at = edit.end;
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= edit.start) line += 1;
    const column = edit.start - lineStarts[line]!;
    const onLine = shifts.get(line) ?? [];
    onLine.push({ start: column, end: column + edit.end - edit.start, text: edit.text });
    shifts.set(line, onLine);
  }
  return { code: result + code.slice(at), shifts };
}

/** The source map's mappings with each line's columns moved as `shifts` says. */
function shiftMappings(mappings: string, shifts: Map<number, Edit[]>): string {
  const lines = decode(mappings);
  for (const [line, edits] of shifts) {
    const segments = lines[line];
    if (!segments) continue;
    for (const segment of segments) {
      const column = segment[0];
      let moved = column;
      for (const edit of edits) {
        if (column >= edit.end) moved += edit.text.length - (edit.end - edit.start);
        // Inside a list of places: where the list starts.
        else if (column > edit.start) moved -= column - edit.start;
      }
      segment[0] = moved;
    }
  }
  return encode(lines);
}

function rewrite(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle, edits: Edit[]): void {
  const { code, shifts } = applyEdits(chunk.code, edits);
  chunk.code = code;
  updateMappings(chunk, bundle, (mappings) => shiftMappings(mappings, shifts));
}

const tableOf = (chunk: Rollup.OutputChunk) => TABLE_LINE.exec(chunk.code);

/** Applies the shared table to a finished bundle (after Vite has written its tables). */
export function shareTable(bundle: Rollup.OutputBundle): void {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  const entries = chunks.filter((chunk) => chunk.isEntry);
  // The host runs before any chunk that uses its table: an entry or what an entry imports, and no
  // chunk it imports itself (those run before it) may use the table.
  const initial = staticClosure(
    bundle,
    entries.map((entry) => entry.fileName),
  );
  const host = chunks
    .filter((chunk) => initial.has(chunk.fileName) && tableOf(chunk))
    .sort((a, b) => tableOf(b)![1]!.length - tableOf(a)![1]!.length)[0];
  if (!host) return;
  const hostMatch = tableOf(host)!;
  const hostNames = JSON.parse(hostMatch[1]!) as string[];
  const hostPlace = new Map(hostNames.map((name, place) => [name, place]));
  const beforeHost = staticImports(bundle, [host.fileName]);
  rewrite(host, bundle, [
    {
      start: hostMatch.index,
      end: hostMatch.index + hostMatch[0].length,
      text: `globalThis.${GLOBAL_TABLE}=${hostMatch[1]};const __vite__mapDeps=i=>i.map(i=>${GLOBAL_TABLE}[i]);`,
    },
  ]);

  for (const chunk of chunks) {
    const match = chunk === host || beforeHost.has(chunk.fileName) ? null : tableOf(chunk);
    if (!match) continue;
    const names = JSON.parse(match[1]!) as string[];
    const own = names.filter((name) => !hostPlace.has(name));
    const placeOf = (index: number) => {
      const name = names[index]!;
      return hostPlace.get(name) ?? ~own.indexOf(name);
    };
    const edits: Edit[] = [
      {
        start: match.index,
        end: match.index + match[0].length,
        text:
          own.length > 0
            ? `const __vite__mapDeps=(i,d=${JSON.stringify(own)})=>i.map(i=>i<0?d[~i]:${GLOBAL_TABLE}[i]);`
            : `const __vite__mapDeps=i=>i.map(i=>${GLOBAL_TABLE}[i]);`,
      },
    ];
    for (const call of chunk.code.matchAll(CALL)) {
      const places = call[1]!.split(',').filter(Boolean).map(Number).map(placeOf);
      edits.push({
        start: call.index,
        end: call.index + call[0].length,
        text: `__vite__mapDeps([${places.join(',')}])`,
      });
    }
    rewrite(
      chunk,
      bundle,
      edits.sort((a, b) => a.start - b.start),
    );
  }
}

export function sharedPreloadTable(): Plugin {
  return {
    name: 'shared-preload-table',
    apply: 'build',
    generateBundle: {
      // After Vite's preload helper has written each chunk's table and lists.
      order: 'post',
      handler(_options, bundle) {
        shareTable(bundle);
      },
    },
  };
}
