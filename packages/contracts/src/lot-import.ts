import { ErrorResponse } from './errors.ts';
import { LOCALES } from './i18n/locale.ts';
import { z } from './zod.ts';

export * from './lot-import-values.ts';

/** One refused cell (or row, or header) of an imported sheet; `row` counts the header as row 1. */
export const LotImportError = z.object({
  row: z.number().int(),
  /** The header of the column as the sheet wrote it (the template's name when it had none). */
  column: z.string(),
  message: z.string(),
});
export type LotImportError = z.infer<typeof LotImportError>;

/**
 * POST /api/auctions/{id}/lots/import: how many lots were made and changed, and every refusal. A
 * sheet with a wrong row is refused whole (400, this shape with `error` and `message`) unless
 * `?partial=true`, which imports the right rows and reports the others.
 */
export const LotImportResponse = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(LotImportError),
});
export type LotImportResponse = z.infer<typeof LotImportResponse>;

export const LotImportRefusal = ErrorResponse.extend(LotImportResponse.shape);
export type LotImportRefusal = z.infer<typeof LotImportRefusal>;

export const LotImportQuery = z.object({
  partial: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type LotImportQuery = z.input<typeof LotImportQuery>;

/** GET /api/auctions/lots/import-template?format=csv|xlsx&lang=en|fr */
export const LotImportTemplateQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: z.enum(LOCALES).default('en'),
});
export type LotImportTemplateQuery = z.input<typeof LotImportTemplateQuery>;
