import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { COLOR_SCHEME_STORAGE_KEY } from './color-scheme';

const schemeOnPage = () => document.documentElement.getAttribute('data-mantine-color-scheme');

afterEach(() => localStorage.removeItem(COLOR_SCHEME_STORAGE_KEY));

// The switch itself is clicked through in Chromium: e2e/shell.spec.ts («colour scheme»).

describe('index.html, before the app loads', () => {
  const html = readFileSync('index.html', 'utf8');
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const runScript = (prefersDark: boolean) => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: prefersDark && query === '(prefers-color-scheme: dark)',
    })) as typeof window.matchMedia;
    try {
      new Function(script)();
    } finally {
      window.matchMedia = original;
    }
    return schemeOnPage();
  };

  it('applies the remembered scheme under the key the app stores it with', () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    expect(runScript(false)).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    expect(runScript(true)).toBe('light');
  });

  it('follows the system when nothing (or «as the system») was chosen', () => {
    expect(runScript(true)).toBe('dark');
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'auto');
    expect(runScript(false)).toBe('light');
  });
});
