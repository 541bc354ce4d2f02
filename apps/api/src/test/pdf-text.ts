import { inflateSync } from 'node:zlib';

/**
 * The texts drawn in a PDFKit file, one string per text operation (a TJ), for tests. Streams are
 * inflated where compressed; embedded fonts write glyph ids, which are read back through the
 * fonts' ToUnicode maps. Every map is tried on every run (the runs do not say their font here),
 * so a run reads as several strings, among them the right one: enough to look for a text.
 */
export function textsOfPdf(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const body = pdf.subarray(start, raw.indexOf('endstream', start));
    try {
      streams.push(inflateSync(body).toString('latin1'));
    } catch {
      streams.push(body.toString('latin1'));
    }
  }
  const maps: Map<number, string>[] = [];
  for (const stream of streams) {
    for (const range of stream.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/g)) {
      const first = Number.parseInt(range[1] ?? '0', 16);
      const map = new Map<number, string>();
      [...(range[2] ?? '').matchAll(/<([0-9a-f]+)>/g)].forEach((unicode, index) => {
        map.set(first + index, String.fromCharCode(Number.parseInt(unicode[1] ?? '0', 16)));
      });
      maps.push(map);
    }
  }
  const texts: string[] = [];
  for (const stream of streams) {
    for (const run of stream.matchAll(/\[(.*?)\] TJ/g)) {
      const hex = [...(run[1] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((part) => part[1] ?? '').join('');
      const codes = hex.match(/.{4}/g) ?? [];
      for (const map of maps)
        texts.push(codes.map((code) => map.get(Number.parseInt(code, 16)) ?? '\uFFFD').join(''));
    }
  }
  return texts;
}

/** How many pages a PDF has (its page objects, not the page tree). */
export const pageCountOf = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
export interface TextRun {
  x: number;
  y: number;
  text: string;
}

/** The text runs of a PDFKit file, page coordinates from the top, its Flate streams inflated. */
export function textRunsOf(pdf: Buffer): TextRun[] {
  const raw = pdf.toString('latin1');
  const runs: TextRun[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a Flate content stream (a font, an image)
    }
    for (const run of content.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm\n\/F\d+ [\d.]+ Tf\n\[(.*?)\] TJ/g)) {
      const text = [...(run[3] ?? '').matchAll(/<([0-9a-f]*)>/g)]
        .map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'))
        .join('');
      runs.push({ x: Number(run[1]), y: 792 - Number(run[2]), text });
    }
  }
  return runs;
}
