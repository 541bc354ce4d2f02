import { describe, expect, it } from 'vitest';
import { csvField, csvRow } from './csv.ts';
import { parseCsv } from './test-csv.ts';

describe('csvField', () => {
  it('quotes every field and doubles quotes', () => {
    expect(csvField('plain')).toBe('"plain"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(null)).toBe('""');
    expect(csvField(42)).toBe('"42"');
  });

  it('neutralises values a spreadsheet would run as a formula', () => {
    for (const hostile of ['=cmd|/C calc!A0', '+1', '-1', '@x', '\tx', '\rx']) {
      expect(csvField(hostile)).toBe(`"'${hostile}"`);
    }
    expect(csvField('a=b')).toBe('"a=b"');
  });
});

describe('csvRow with the strict test reader', () => {
  it('round-trips commas, quotes, line breaks and accents', () => {
    const values = ['a,b', 'line\nbreak', 'crlf\r\ninside', '"quoted"', 'Québec', ''];
    const text = csvRow(values) + csvRow(['x', 'y', 'z', 'w', 'v', 'u']);
    expect(parseCsv(text)).toEqual([values, ['x', 'y', 'z', 'w', 'v', 'u']]);
  });

  it('the reader refuses malformed input', () => {
    expect(() => parseCsv('"open')).toThrow(/unterminated/);
    expect(() => parseCsv('a"b\r\n')).toThrow(/quote/);
    expect(() => parseCsv('"a"b\r\n')).toThrow(/comma or CRLF/);
  });
});
