import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The repository explains itself: code, tests, scripts and documents cite its own pages
 * (`docs/product.md#undo`), never a document it does not hold (a specification's or a product
 * brief's sections) and never an issue number, and every page or section they cite exists. Each
 * failure is printed as `file:line`.
 */

const ROOT = join(import.meta.dirname, '..');
const THIS_FILE = relative(ROOT, import.meta.filename);

/** Tracked text files: sources, tests, scripts, configuration and documents. */
const TEXT = /\.(ts|tsx|js|mjs|cjs|css|md|json|html|ya?ml|template|sh)$|(^|\/)(run|Dockerfile)$/;
const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => TEXT.test(file) && file !== 'package-lock.json' && file !== THIS_FILE)
  .filter((file) => existsSync(join(ROOT, file)));

const lines = new Map(
  files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8').split('\n')] as const),
);

/** Where `pattern` matches, as `file:line: text`. */
function findAll(pattern: RegExp, among: readonly string[] = files): string[] {
  const found: string[] = [];
  for (const file of among) {
    (lines.get(file) ?? []).forEach((text, index) => {
      if (pattern.test(text)) found.push(`${file}:${index + 1}: ${text.trim()}`);
    });
  }
  return found;
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a Markdown file's headings (outside code blocks), repeats numbered as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const heading = inCode ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading?.[1]) continue;
    const anchor = anchorOf(heading[1]);
    const times = seen.get(anchor) ?? 0;
    seen.set(anchor, times + 1);
    anchors.add(times === 0 ? anchor : `${anchor}-${times}`);
  }
  return anchors;
}

const anchorsByFile = new Map<string, Set<string>>();

/** Whether `path` (from the repository's root) exists and, when given, has the heading `anchor`. */
function resolves(path: string, anchor: string | undefined): boolean {
  const file = join(ROOT, path);
  if (!existsSync(file)) return false;
  if (!anchor || !path.endsWith('.md')) return true;
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    anchors = anchorsOf(readFileSync(file, 'utf8'));
    anchorsByFile.set(file, anchors);
  }
  return anchors.has(anchor);
}

describe('the repository cites only itself', () => {
  it('names no outside specification or product brief, nor their sections', () => {
    expect(findAll(/\b(SPEC|PRODUCT)(\.md)?\b/)).toEqual([]);
  });

  it('names no issue numbers', () => {
    expect(findAll(/\bissues? ?#?\d|(^|[\s(])#\d{1,4}(?=[\s).,:;]|$)/i)).toEqual([]);
  });

  it('cites only sections of its documents that exist (`docs/page.md#section`)', () => {
    const broken: string[] = [];
    for (const file of files) {
      (lines.get(file) ?? []).forEach((text, index) => {
        for (const [citation, path, anchor] of text.matchAll(
          /\b(docs\/[\w-]+\.md)#([\p{L}\p{N}_-]+)/gu,
        )) {
          if (path && !resolves(path, anchor)) broken.push(`${file}:${index + 1}: ${citation}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });

  it('links, in its Markdown, only to files and sections that exist', () => {
    const broken: string[] = [];
    for (const file of files.filter((name) => name.endsWith('.md'))) {
      let inCode = false;
      (lines.get(file) ?? []).forEach((text, index) => {
        if (text.startsWith('```')) inCode = !inCode;
        if (inCode) return;
        for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
          if (/^[a-z]+:/i.test(target)) continue;
          const [path = '', anchor] = target.split('#');
          const resolved = path ? normalize(join(dirname(file), path)) : file;
          if (!resolves(resolved, anchor)) broken.push(`${file}:${index + 1}: ${target}`);
        }
      });
    }
    expect(broken).toEqual([]);
  });
});

describe('anchorOf', () => {
  it('makes GitHub anchors of headings', () => {
    expect(anchorOf('Several moderators at once')).toBe('several-moderators-at-once');
    expect(anchorOf('#### PATCH /users/{id}/block'.replace(/^#+ /, ''))).toBe('patch-usersidblock');
    expect(anchorOf('live/ — live queues')).toBe('live--live-queues');
    expect([...anchorsOf('## Session\n```\n## Not a heading\n```\n### Session\n')]).toEqual([
      'session',
      'session-1',
    ]);
  });
});
