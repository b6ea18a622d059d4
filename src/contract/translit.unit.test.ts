import { describe, expect, it } from 'vitest';
import { transliterate } from './translit';

describe('transliterate', () => {
  it('spells every Russian letter as Russian sites spell their addresses', () => {
    expect(transliterate('Съешь же ещё этих мягких французских булок, да выпей чаю')).toBe(
      'sesh zhe eshche etikh myagkikh frantsuzskikh bulok, da vypey chayu',
    );
  });

  it('keeps latin letters, digits and punctuation, in lowercase', () => {
    expect(transliterate('Хоккей 2.0 / Ice')).toBe('khokkey 2.0 / ice');
  });
});
