import { describe, expect, it } from 'vitest';
import { isSafeImageUrl } from './urls';

describe('isSafeImageUrl (a contest cover)', () => {
  it.each([
    '',
    'https://cdn.example.org/covers/1.png',
    'http://cdn.example.org/covers/1.png?size=2',
    '/media/covers/1.png',
    '/',
  ])('accepts %j', (value) => expect(isSafeImageUrl(value)).toBe(true));

  it.each([
    '/\\evil.example/x.png',
    '\\\\evil.example/x.png',
    '//evil.example/x.png',
    '/\\/evil.example/x.png',
    'https:/\\evil.example/x.png',
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.org/x.png',
    'covers/1.png',
    ' /media/1.png',
    '/media/1.png\n',
    '/media/\t1.png',
    'https://',
  ])('refuses %j', (value) => expect(isSafeImageUrl(value)).toBe(false));
});
