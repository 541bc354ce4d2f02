import {
  isoToZonedInput,
  type Province,
  type SalesTaxFigures,
  type SalesTaxReport,
  type TaxPartName,
  zonedInputToIso,
} from '@mariner/contracts';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type InvoiceRow, invoices, payments, refunds } from '../../db/schema.ts';
import { INVOICE_TIME_ZONE, taxLinesOf } from '../invoices/service.ts';
import { csvRow, UTF8_BOM } from '../newsletter/csv.ts';

/**
 * Issue 30 item 5: the operator's sales-tax report, what it files for GST/HST and QST. A sale counts
 * in the period its payment was taken (`paidAt`); a refund of the paying charge counts, negative,
 * in the period it was made. Each invoice's parts are its own as charged (decision 021), so the
 * report's tax is exactly the invoices' tax. A second charge refunded as a duplicate was never a
 * sale and is left out. Days are the company's calendar (Halifax), both ends included.
 */

const PART_NAMES: readonly TaxPartName[] = ['GST', 'PST', 'RST', 'QST', 'HST'];

const emptyFigures = (): SalesTaxFigures => ({
  taxableSales: 0,
  tax: 0,
  taxes: { GST: 0, PST: 0, RST: 0, QST: 0, HST: 0 },
  grossSales: 0,
  grossTax: 0,
  refundedSales: 0,
  refundedTax: 0,
  invoices: 0,
  refunds: 0,
});

/** Adds (sign 1) or takes back (sign -1) an invoice's subtotal and tax parts. */
function add(figures: SalesTaxFigures, invoice: InvoiceRow, sign: 1 | -1) {
  for (const line of taxLinesOf(invoice)) figures.taxes[line.name] += sign * line.amount;
  figures.taxableSales += sign * invoice.subtotalCents;
  figures.tax += sign * invoice.taxCents;
  if (sign === 1) {
    figures.grossSales += invoice.subtotalCents;
    figures.grossTax += invoice.taxCents;
    figures.invoices += 1;
  } else {
    figures.refundedSales += invoice.subtotalCents;
    figures.refundedTax += invoice.taxCents;
    figures.refunds += 1;
  }
}

const halifaxMidnight = (day: string): Date =>
  new Date(zonedInputToIso(`${day}T00:00`, INVOICE_TIME_ZONE) ?? day);

const nextDay = (day: string): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/** The period asked, else the current month up to today (company calendar). */
export function reportPeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
) {
  const today = isoToZonedInput(now.toISOString(), INVOICE_TIME_ZONE).slice(0, 10);
  const from = query.from ?? `${today.slice(0, 7)}-01`;
  // A period asked from a day after today ends on that day (strings: the later of the two).
  const to = query.to ?? ([from, today].sort().at(-1) as string);
  return { from, to, start: halifaxMidnight(from), end: halifaxMidnight(nextDay(to)) };
}

export async function salesTaxReport(
  db: Executor,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<SalesTaxReport> {
  const { from, to, start, end } = reportPeriod(query, now);
  const [sold, refunded] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(
        and(
          inArray(invoices.status, ['paid', 'refunded']),
          isNotNull(invoices.taxProvince),
          gte(invoices.paidAt, start),
          lt(invoices.paidAt, end),
        ),
      ),
    db
      .select({ invoice: invoices })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .innerJoin(
        invoices,
        and(
          eq(invoices.id, refunds.invoiceId),
          eq(invoices.paymentIntentId, payments.providerPaymentIntentId),
        ),
      )
      .where(
        and(
          isNotNull(invoices.paidAt),
          isNotNull(invoices.taxProvince),
          gte(refunds.createdAt, start),
          lt(refunds.createdAt, end),
        ),
      ),
  ]);

  const byProvince = new Map<Province, SalesTaxFigures>();
  const totals = emptyFigures();
  const figuresOf = (province: Province) => {
    let figures = byProvince.get(province);
    if (!figures) {
      figures = emptyFigures();
      byProvince.set(province, figures);
    }
    return figures;
  };
  for (const invoice of sold) {
    if (!invoice.taxProvince) continue;
    add(figuresOf(invoice.taxProvince), invoice, 1);
    add(totals, invoice, 1);
  }
  for (const { invoice } of refunded) {
    if (!invoice.taxProvince) continue;
    add(figuresOf(invoice.taxProvince), invoice, -1);
    add(totals, invoice, -1);
  }
  const provinces = [...byProvince.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([province, figures]) => ({ province, ...figures }));
  return { from, to, timeZone: INVOICE_TIME_ZONE, currency: 'CAD', provinces, totals };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

const CSV_COLUMNS = [
  'Province',
  'Taxable sales (CAD)',
  ...PART_NAMES.map((name) => `${name} (CAD)`),
  'Total tax (CAD)',
  'Gross sales (CAD)',
  'Gross tax (CAD)',
  'Refunded sales (CAD)',
  'Refunded tax (CAD)',
  'Invoices',
  'Refunds',
];

const csvFigures = (label: string, figures: SalesTaxFigures) =>
  csvRow([
    label,
    dollars(figures.taxableSales),
    ...PART_NAMES.map((name) => dollars(figures.taxes[name])),
    dollars(figures.tax),
    dollars(figures.grossSales),
    dollars(figures.grossTax),
    dollars(figures.refundedSales),
    dollars(figures.refundedTax),
    figures.invoices,
    figures.refunds,
  ]);

/** The report as CSV (RFC 4180, UTF-8 with a BOM): a line per province, then the totals. */
export const salesTaxReportCsv = (report: SalesTaxReport): string =>
  UTF8_BOM +
  csvRow(CSV_COLUMNS) +
  report.provinces.map((row) => csvFigures(row.province, row)).join('') +
  csvFigures('Total', report.totals);

export const salesTaxReportFileName = (report: SalesTaxReport) =>
  `sales-tax-${report.from}-to-${report.to}.csv`;
