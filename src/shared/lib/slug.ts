import { transliterate } from '@/contract/translit';

/**
 * A slug suggested from a name: Russian transliterated, lowercase, anything else but latin letters
 * and digits turned into single hyphens («Настольные игры 2.0» → `nastolnye-igry-2-0`), at most
 * `max` characters. Always passes the slug rule (lowercase latin letters, digits, hyphens) or is ''.
 */
export function slugFromName(name: string, max = 100): string {
  return transliterate(name)
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
