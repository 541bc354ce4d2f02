/**
 * RFC 4180 writing for the subscriber export, by hand: no CSV library is installed and the need is
 * small. Every field is quoted (so commas, quotes and line breaks are always safe), quotes are
 * doubled, and a value a spreadsheet would run as a formula gets a leading single quote (OWASP
 * "CSV injection": =, +, -, @, tab, carriage return), and (issue 25) a line feed, which some
 * readers skip before reading a formula, and the full-width signs some locales' spreadsheets run.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/;

export function csvField(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One record with its CRLF line end (RFC 4180 §2.1). */
export const csvRow = (values: readonly (string | number | boolean | null | undefined)[]): string =>
  `${values.map(csvField).join(',')}\r\n`;

/** Makes Excel read the file as UTF-8, so accented names (Québec, Montréal) survive. */
export const UTF8_BOM = '\uFEFF';
