import { Province } from './enums.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

const count = z.number().int().min(0);

/**
 * GET /api/admin/stats (ADMIN and SUPERADMIN): the stat cards above the admin tabs (spec 001 §2).
 * Every figure is counted for real. Money is integer cents (decision 1): what was charged in the
 * period (tax included) less what was refunded in it, so a refund lowers the month it is made in.
 * Months and years are the company's calendar (`timeZone`, Halifax), as invoice numbers are.
 */
export const AdminStatsResponse = z.object({
  users: z.object({ total: count }),
  /** live: approved and not yet ended (decision 5), what the public lists show; pending: in review. */
  auctions: z.object({ live: count, pending: count }),
  /** active: being served now (approved and inside its dates, decision 6); pending: in review. */
  banners: z.object({ active: count, pending: count }),
  revenue: z.object({ monthCents: z.number().int(), yearCents: z.number().int(), timeZone: z.string() }),
  /** Active and confirmed (double opt-in, decision 12). */
  newsletter: z.object({ subscribers: count }),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponse>;

/** A calendar day `YYYY-MM-DD` of the company's calendar (Halifax), in a span dates can be computed in. */
const ReportDay = z.iso
  .date({ error: MESSAGES.calendarDayFormat })
  .refine((day) => day >= '1991-01-01' && day <= '2999-12-31', { error: MESSAGES.calendarDayFormat });

/**
 * GET /api/admin/reports/sales-tax (SUPERADMIN, issue 30 item 5): `from` and `to` are days of the
 * company's calendar, both included (defaults: the first of the current month, today);
 * `format=csv` answers the same figures as a CSV file.
 */
export const SalesTaxReportQuery = z
  .object({
    from: ReportDay.optional(),
    to: ReportDay.optional(),
    format: z.enum(['json', 'csv']).optional().default('json'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: MESSAGES.reportPeriodOrder,
  });
export type SalesTaxReportQuery = z.input<typeof SalesTaxReportQuery>;

const signedCents = z.number().int();

/** One kind of tax collected: GST, PST, RST, QST or HST, net of refunds (cents). */
export const SalesTaxAmounts = z.object({
  GST: signedCents,
  PST: signedCents,
  RST: signedCents,
  QST: signedCents,
  HST: signedCents,
});

/** A province's line (or the totals): sales and tax of payments in the period less refunds in it. */
export const SalesTaxFigures = z.object({
  /** Subtotals (before tax) of the invoices paid in the period, less those refunded in it. */
  taxableSales: signedCents,
  /** All tax collected, net of refunds: the sum of `taxes`. */
  tax: signedCents,
  taxes: SalesTaxAmounts,
  /** Before refunds, and the refunds themselves, for the reader who checks. */
  grossSales: signedCents,
  grossTax: signedCents,
  refundedSales: signedCents,
  refundedTax: signedCents,
  invoices: count,
  refunds: count,
});
export type SalesTaxFigures = z.infer<typeof SalesTaxFigures>;

export const SalesTaxReport = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.literal('CAD'),
  provinces: z.array(SalesTaxFigures.extend({ province: Province })),
  totals: SalesTaxFigures,
});
export type SalesTaxReport = z.infer<typeof SalesTaxReport>;
