/**
 * A strict RFC 4180 reader for tests only (no CSV library is installed): it refuses what a lenient
 * reader would guess at — a quote inside an unquoted field, text after a closing quote, an
 * unterminated quote — so a writer bug shows up as a failure rather than a shifted column.
 */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let i = 0;
  const fail = (why: string): never => {
    throw new Error(`CSV: ${why} at offset ${i}`);
  };
  while (i < text.length) {
    let field = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) fail('unterminated quoted field');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        field += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        if (text[i] === '"') fail('quote in an unquoted field');
        field += text[i];
        i += 1;
      }
    }
    record.push(field);
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    if (text.startsWith('\r\n', i)) {
      i += 2;
    } else if (i < text.length) {
      fail('expected a comma or CRLF');
    }
    records.push(record);
    record = [];
  }
  return records;
}
