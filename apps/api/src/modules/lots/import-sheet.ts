import { LOT_IMPORT_LIMITS, LOT_IMPORT_MESSAGES } from '@mariner/contracts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../plugins/errors.ts';
import { assertSheetArchiveSize } from './import-zip.ts';

/**
 * Issue 29 item 2: a sheet of lots, CSV or XLSX, read into its header and rows of text cells.
 * `row` is the row number a spreadsheet program shows (the header is row 1), so the report points
 * at the line the seller sees; blank rows are skipped but still counted.
 */
export interface SheetRow {
  row: number;
  cells: string[];
}
export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

const unreadable = () => new AppError('BAD_REQUEST', LOT_IMPORT_MESSAGES.importSheetUnreadable);

const isZip = (buffer: Buffer) =>
  buffer.length > 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04;

/**
 * CSV text: UTF-8 (with or without its mark), else Windows-1252, what Excel's plain "CSV" still
 * writes on Windows. A byte sequence that is not UTF-8 tells them apart.
 */
function decodeCsv(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** Excel in French locales saves CSV with `;`, elsewhere `,`; a tab-separated export also happens. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((candidate) => [candidate, firstLine.split(candidate).length] as const);
  counts.sort((a, b) => b[1] - a[1]);
  return counts[0]?.[0] ?? ',';
}

function readCsv(buffer: Buffer): string[][] {
  const text = decodeCsv(buffer);
  try {
    return parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      trim: true,
      bom: true,
    }) as string[][];
  } catch {
    throw unreadable();
  }
}

/** A cell's value as text: numbers as typed (1200.5), formulas by their result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

async function readXlsx(buffer: Buffer): Promise<string[][]> {
  await assertSheetArchiveSize(buffer);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types ask for a Node Buffer of an older @types/node; ours is the same thing.
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw unreadable();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable();
  const rows: string[][] = [];
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= row.cellCount; column += 1)
      cells.push(cellText(row.getCell(column).value));
    rows.push(cells);
  }
  return rows;
}

/** Reads the sheet (format told by its bytes: an XLSX file is a ZIP), refusing what cannot be read. */
export async function readSheet(buffer: Buffer): Promise<Sheet> {
  const records = isZip(buffer) ? await readXlsx(buffer) : readCsv(buffer);
  const [header = [], ...body] = records;
  if (header.every((cell) => cell === '')) throw unreadable();
  const rows = body
    .map((cells, index) => ({ row: index + 2, cells }))
    .filter((row) => row.cells.some((cell) => cell !== ''));
  if (rows.length === 0) throw new AppError('BAD_REQUEST', LOT_IMPORT_MESSAGES.importSheetEmpty);
  if (rows.length > LOT_IMPORT_LIMITS.rows)
    throw new AppError('BAD_REQUEST', LOT_IMPORT_MESSAGES.importTooManyRows);
  // Trailing empty header cells (a sheet program's stray formatting) are no columns.
  let width = header.length;
  while (width > 0 && header[width - 1] === '') width -= 1;
  return { header: header.slice(0, width), rows };
}

/** The template as an XLSX workbook: a bold header row, one example row, columns wide enough. */
export async function templateXlsx(header: string[], example: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Lots');
  sheet.addRow(header).font = { bold: true };
  sheet.addRow(example);
  sheet.columns.forEach((column) => {
    column.width = 22;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
