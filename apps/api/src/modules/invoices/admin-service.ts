import type {
  AdminInvoice,
  AdminInvoiceSort,
  AdminInvoicesResponse,
  InvoiceStatus,
  Province,
} from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import type { InvoiceRow } from '../../db/schema.ts';
import { findAdminInvoicePage } from './admin-queries.ts';
import { findInvoiceLines } from './queries.ts';

const toAdminInvoice = (row: InvoiceRow, line: AdminInvoice['line']): AdminInvoice => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  createdAt: row.createdAt.toISOString(),
  status: row.status,
  itemType: row.itemType,
  description: row.description,
  line,
  userId: row.userId,
  buyerName: row.billTo.name,
  buyerEmail: row.billTo.email,
  taxProvince: row.taxProvince,
  subtotalCents: row.subtotalCents,
  taxCents: row.taxCents,
  totalCents: row.totalCents,
});

/**
 * GET /api/admin/invoices (issue 31 item 1): every buyer's invoices, a page at a time. The buyer is
 * read from the invoice's bill-to (as it was billed), so an invoice whose account was deleted since
 * still lists under its buyer.
 */
export async function listAdminInvoices(
  db: Executor,
  query: {
    page: number;
    limit: number;
    search?: string | undefined;
    status?: InvoiceStatus | undefined;
    province?: Province | undefined;
    sort?: AdminInvoiceSort | undefined;
  },
): Promise<AdminInvoicesResponse> {
  const { rows, total } = await findAdminInvoicePage(
    db,
    { search: query.search, status: query.status, province: query.province },
    query.sort ?? 'newest',
    query.limit,
    (query.page - 1) * query.limit,
  );
  const lines = await findInvoiceLines(db, rows);
  return {
    invoices: rows.map((row) => toAdminInvoice(row, lines.get(row.id) ?? null)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
