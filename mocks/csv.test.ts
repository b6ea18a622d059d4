import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './csv';
import { parseCsv } from './csv.test-helpers';

describe('csvField', () => {
  it.each([
    [
      '=HYPERLINK("http://evil.example","Нажми")',
      `"'=HYPERLINK(""http://evil.example"",""Нажми"")"`,
    ],
    ['+7 999 123-45-67', `"'+7 999 123-45-67"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\tЕщё', `"'\tЕщё"`],
    ['\r=1+1', `"'\r=1+1"`],
  ])('writes a cell starting with a formula character as quoted text: %j', (value, written) => {
    expect(csvField(value)).toBe(written);
    // Read back, the cell is the value behind a single quote: a spreadsheet shows it as text.
    expect(parseCsv(`${written}\r\n`)).toEqual([[`'${value}`]]);
  });

  it('leaves other cells as they are, quoting only the separator, quotes and line breaks', () => {
    expect(csvField('кот_мурзик')).toBe('кот_мурзик');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField('— → 1500,50')).toBe('— → 1500,50');
    expect(csvField('Лучший "кот"; финал')).toBe('"Лучший ""кот""; финал"');
    expect(csvField('две\nстроки')).toBe('"две\nстроки"');
  });

  it('neutralises every cell of a document, the header too', () => {
    const text = csvDocument(
      ['=Номер', 'Имя'],
      [
        ['1', '@admin'],
        ['-5', 'ok'],
      ],
    );
    expect(text).toBe(`\uFEFF"'=Номер";Имя\r\n1;"'@admin"\r\n"'-5";ok\r\n`);
  });
});
