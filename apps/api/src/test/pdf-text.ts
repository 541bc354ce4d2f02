import { inflateSync } from 'node:zlib';

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
