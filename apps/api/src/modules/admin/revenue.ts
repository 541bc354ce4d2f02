import {
  MESSAGES,
  REVENUE_MAX_MONTHS,
  REVENUE_PRODUCTS,
  type RevenueProduct,
  type RevenueReport,
  STATS_TIME_ZONE,
  zonedInputToIso,
} from '@mariner/contracts';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoices, payments, refunds } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { addDays, statsDayOf } from '../advertiser-stats/period.ts';
import { csvRow, UTF8_BOM } from '../newsletter/csv.ts';

/** Each invoice item type's product line. */
const PRODUCT_OF = { LISTING_FEE: 'listings', BANNER_AD: 'banners', DIRECTORY_LISTING: 'directory' } as const;

const halifaxMidnight = (day: string): Date =>
  new Date(zonedInputToIso(`${day}T00:00`, STATS_TIME_ZONE) ?? day);

/** `YYYY-MM` moved by `count` months. */
function addMonths(month: string, count: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/** The period: `to` today by default, `from` the first of the month eleven months before `to`'s. */
export function revenuePeriod(
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
) {
  const today = statsDayOf(now);
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from = query.from ?? `${addMonths(to.slice(0, 7), -11)}-01`;
  if (from > to)
    throw new AppError('BAD_REQUEST', MESSAGES.reportPeriodOrder, { to: MESSAGES.reportPeriodOrder });
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addMonths(month, 1)) {
    months.push(month);
    if (months.length > REVENUE_MAX_MONTHS) {
      throw new AppError('BAD_REQUEST', MESSAGES.revenuePeriodTooLong, { to: MESSAGES.revenuePeriodTooLong });
    }
  }
  return { from, to, months, start: halifaxMidnight(from), end: halifaxMidnight(addDays(to, 1)) };
}

/**
 * The Halifax month of a timestamp column, grouped in the database (one row per month and product).
 * The zone is our own constant written into the SQL, not a parameter: the select and the group by
 * must be the same expression, and two parameters ($1, $3) are not.
 */
const halifaxMonth = (column: typeof payments.createdAt | typeof refunds.createdAt) =>
  sql<string>`to_char(${column} at time zone ${sql.raw(`'${STATS_TIME_ZONE}'`)}, 'YYYY-MM')`;

/**
 * Issue 30 item 5: revenue per month and product (listings, banners, directory), as the admin's
 * revenue card counts it (invoices/queries.ts sumNetPaymentsCents): what was charged, tax included,
 * in the month the payment was taken, less what was refunded in the month the refund was made.
 * Integer cents; every month of the period listed. Two grouped queries whatever the period.
 */
export async function revenueReport(
  db: Executor,
  query: { from?: string | undefined; to?: string | undefined },
  now = new Date(),
): Promise<RevenueReport> {
  const { from, to, months, start, end } = revenuePeriod(query, now);
  const chargedMonth = halifaxMonth(payments.createdAt);
  const refundedMonth = halifaxMonth(refunds.createdAt);
  const [charged, refunded] = await Promise.all([
    db
      .select({
        month: chargedMonth,
        itemType: invoices.itemType,
        cents: sql<string>`sum(${payments.amountCents})`,
      })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(
        and(
          inArray(payments.status, ['succeeded', 'refunded']),
          gte(payments.createdAt, start),
          lt(payments.createdAt, end),
        ),
      )
      .groupBy(chargedMonth, invoices.itemType),
    db
      .select({
        month: refundedMonth,
        itemType: invoices.itemType,
        cents: sql<string>`sum(${refunds.amountCents})`,
      })
      .from(refunds)
      .innerJoin(invoices, eq(invoices.id, refunds.invoiceId))
      .where(and(gte(refunds.createdAt, start), lt(refunds.createdAt, end)))
      .groupBy(refundedMonth, invoices.itemType),
  ]);

  const zero = (): Record<RevenueProduct | 'total', number> => ({
    listings: 0,
    banners: 0,
    directory: 0,
    total: 0,
  });
  const byMonth = new Map(months.map((month) => [month, zero()]));
  const totals = zero();
  const add = (rows: { month: string; itemType: keyof typeof PRODUCT_OF; cents: string }[], sign: 1 | -1) => {
    for (const row of rows) {
      const figures = byMonth.get(row.month);
      if (!figures) continue;
      const cents = sign * Number(row.cents);
      const product = PRODUCT_OF[row.itemType];
      figures[product] += cents;
      figures.total += cents;
      totals[product] += cents;
      totals.total += cents;
    }
  };
  add(charged, 1);
  add(refunded, -1);
  return {
    from,
    to,
    timeZone: STATS_TIME_ZONE,
    currency: 'CAD',
    months: months.map((month) => ({ month, ...(byMonth.get(month) ?? zero()) })),
    totals,
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const PRODUCT_COLUMNS: Record<RevenueProduct, string> = {
  listings: 'Listings (CAD)',
  banners: 'Banners (CAD)',
  directory: 'Directory (CAD)',
};

/** As CSV (as the sales-tax report): a line per month, then the totals. */
export const revenueReportCsv = (report: RevenueReport): string =>
  UTF8_BOM +
  csvRow(['Month', ...REVENUE_PRODUCTS.map((product) => PRODUCT_COLUMNS[product]), 'Total (CAD)']) +
  [...report.months.map((row) => ({ label: row.month, row })), { label: 'Total', row: report.totals }]
    .map(({ label, row }) =>
      csvRow([label, ...REVENUE_PRODUCTS.map((product) => dollars(row[product])), dollars(row.total)]),
    )
    .join('');

export const revenueReportFileName = (report: RevenueReport) => `revenue-${report.from}-to-${report.to}.csv`;
