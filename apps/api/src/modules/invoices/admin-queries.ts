import type { AdminInvoiceSort, InvoiceStatus, Province } from '@mariner/contracts';
import { and, asc, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { invoices } from '../../db/schema.ts';

export interface AdminInvoiceFilter {
  /** A part of the number or of the buyer's name, company or e-mail as billed. */
  search?: string | undefined;
  status?: InvoiceStatus | undefined;
  province?: Province | undefined;
}

/**
 * The search reads invoices.search_key (migration 0038: number and bill-to, unaccented lower case)
 * through its trigram index; `%` and `_` typed by an admin are letters, not wildcards.
 */
function whereOf(filter: AdminInvoiceFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : undefined;
  return and(
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.province ? eq(invoices.taxProvince, filter.province) : undefined,
    pattern ? ilike(invoices.searchKey, sql`lower(unaccent(${pattern}))`) : undefined,
  );
}

/** Each order ends on the id, so pages never share or skip a row between equal keys. */
const ORDER_BY: Record<AdminInvoiceSort, SQL[]> = {
  newest: [desc(invoices.createdAt), desc(invoices.id)],
  oldest: [asc(invoices.createdAt), asc(invoices.id)],
  amountDesc: [desc(invoices.totalCents), desc(invoices.id)],
  amountAsc: [asc(invoices.totalCents), asc(invoices.id)],
};

/** One page of every buyer's invoices in the asked order, and how many match. */
export async function findAdminInvoicePage(
  db: Executor,
  filter: AdminInvoiceFilter,
  sort: AdminInvoiceSort,
  limit: number,
  offset: number,
) {
  const where = whereOf(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(...ORDER_BY[sort])
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
