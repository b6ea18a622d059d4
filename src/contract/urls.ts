/**
 * What an image address the panel stores (a contest's cover) may be, for the form and the server alike
 * (the mock validates with the same function): free of React and the UI.
 *
 * An absolute http(s) URL, or a path from the root of the site that stays on the same origin. The
 * browser reads `\` as `/`, so `/\evil.example/x.png` is `//evil.example/x.png`, another host: any
 * backslash, control character or space is refused, and so is `//`.
 */
export function isSafeImageUrl(value: string): boolean {
  if (value === '') return true;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
  if (/[\s\\\u0000-\u001f\u007f]/.test(value)) return false;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return false;
    const base = 'https://panel.invalid';
    try {
      return new URL(value, base).origin === base;
    } catch {
      return false;
    }
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}
