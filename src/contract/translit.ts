/**
 * Russian letters in latin, the way Russian sites spell their addresses (Яндекс-style: х → kh,
 * щ → shch, ё → e, ъ and ь dropped). One spelling for the slug a dictionary's form suggests
 * (src/shared/lib/slug.ts) and the mock's seeded e-mails and nicknames.
 */
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

/** The text in lowercase, its Russian letters in latin; any other character as it was. */
export function transliterate(text: string): string {
  return [...text.toLowerCase()].map((char) => LATIN[char] ?? char).join('');
}
