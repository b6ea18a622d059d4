/** Russian letters in latin, the way Russian sites spell their addresses (Яндекс-style). */
const LATIN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/**
 * A slug suggested from a name: Russian transliterated, lowercase, anything else but latin letters
 * and digits turned into single hyphens («Настольные игры 2.0» → `nastolnye-igry-2-0`), at most
 * `max` characters. Always passes the slug rule (lowercase latin letters, digits, hyphens) or is ''.
 */
export function slugFromName(name: string, max = 100): string {
  const latin = [...name.toLowerCase()].map((char) => LATIN[char] ?? char).join('');
  return latin
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
