import { ErrorResponse } from './errors.ts';
import { IsoDateTime } from './fields.ts';
import { LOCALES } from './i18n/locale.ts';
import { LOT_IMPORT_JOB_STATUSES, LOT_IMPORT_MESSAGES } from './lot-import-values.ts';
import { MESSAGES } from './messages.ts';
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
  /**
   * true: always answer 202 with a job; false: never (the one long request); absent: a job when
   * the import stores more than LOT_IMPORT_SYNC_PHOTOS photos (decision 031).
   */
  async: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? 'auto' : value === 'true')),
});
export type LotImportQuery = z.input<typeof LotImportQuery>;

/**
 * An import run as a background job (202 from POST …/lots/import, then
 * GET /api/auctions/{id}/lots/import/{jobId}): its progress while it runs, then its report.
 * `rowsDone` counts the sheet's rows whose work is finished (checked, and their photos stored);
 * `created` and `updated` stay 0 until the lots are written, all in one transaction at the end,
 * so a failed job has written nothing. `errors` grows as photos are found wrong; a failed job
 * says why in `message`.
 */
export const LotImportJob = z.object({
  jobId: z.uuid(),
  status: z.enum(LOT_IMPORT_JOB_STATUSES),
  partial: z.boolean(),
  rowsTotal: z.number().int(),
  rowsDone: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(LotImportError),
  message: z.string().nullable(),
  createdAt: IsoDateTime,
  finishedAt: IsoDateTime.nullable(),
});
export type LotImportJob = z.infer<typeof LotImportJob>;

export const LotImportJobParams = z.object({
  id: z.uuid({ error: MESSAGES.notFound }),
  jobId: z.uuid({ error: LOT_IMPORT_MESSAGES.importJobNotFound }),
});

/** GET /api/auctions/lots/import-template?format=csv|xlsx&lang=en|fr */
export const LotImportTemplateQuery = z.object({
  format: z.enum(['csv', 'xlsx']).default('csv'),
  lang: z.enum(LOCALES).default('en'),
});
export type LotImportTemplateQuery = z.input<typeof LotImportTemplateQuery>;
