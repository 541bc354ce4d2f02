import {
  COMPANY,
  INVOICE_ITEM_TYPE_LABELS,
  type InvoiceData,
  type InvoiceItemType,
  PROVINCE_NAMES,
} from '@mariner/contracts';
import PDFDocument from 'pdfkit';

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
/** Decision 1: cents are formatted as CAD at the edge. */
export const formatCad = (cents: number): string => money.format(cents / 100);

const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Halifax', dateStyle: 'long' });
const formatDate = (iso: string) => day.format(new Date(iso));

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Void',
  refunded: 'Refunded',
};

const ratePercent = (millipercent: number) => `${(millipercent / 1000).toString()}%`;

/**
 * Decision 8: the invoice as a PDF (From, Bill To, number, date, status, items, subtotal, tax with
 * its province and rate, total in CAD, payments, any refund). `compress: false` is for tests.
 */
export function renderInvoicePdf(
  invoice: InvoiceData & { itemType?: InvoiceItemType },
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: options.compress ?? true,
    info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: COMPANY.name, Subject: 'Invoice' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const amountX = left + width - 140;

  doc.font('Helvetica-Bold').fontSize(22).text('INVOICE', left, 56);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Invoice number: ${invoice.invoiceNumber}`, left, 86);
  doc.text(`Date: ${formatDate(invoice.date)}`);
  if (invoice.dueDate) doc.text(`Due date: ${formatDate(invoice.dueDate)}`);
  doc.text(`Status: ${STATUS_LABELS[invoice.status] ?? invoice.status}`);

  const blocksTop = 150;
  doc.font('Helvetica-Bold').text('From', left, blocksTop);
  doc.font('Helvetica').text(COMPANY.name);
  doc.text(COMPANY.street);
  doc.text(`${COMPANY.city}, ${COMPANY.province} ${COMPANY.postalCode}`);
  doc.text(COMPANY.country);
  doc.text(COMPANY.customerServiceEmail);
  doc.text(COMPANY.phone);

  const billX = left + width / 2;
  doc.font('Helvetica-Bold').text('Bill To', billX, blocksTop);
  doc.font('Helvetica').text(invoice.billTo.name, billX);
  doc.text(invoice.billTo.email, billX);
  if (invoice.billTo.phone) doc.text(invoice.billTo.phone, billX);
  if (invoice.billTo.address) doc.text(invoice.billTo.address, billX, undefined, { width: width / 2 });

  let y = 270;
  doc
    .font('Helvetica-Bold')
    .text('Description', left, y)
    .text('Amount', amountX, y, { width: 140, align: 'right' });
  y += 18;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 8;
  doc.font('Helvetica');
  for (const item of invoice.items) {
    doc.text(item.description, left, y, { width: width - 160 });
    doc.text(formatCad(item.amount), amountX, y, { width: 140, align: 'right' });
    y = Math.max(doc.y, y + 14) + 6;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 10;

  const line = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, left + width / 2 - 60, y, { width: width / 2 - 90, align: 'right' });
    doc.text(value, amountX, y, { width: 140, align: 'right' });
    y += 16;
  };
  line('Subtotal', formatCad(invoice.subtotal));
  const taxLabel = invoice.taxProvince
    ? `Tax (${PROVINCE_NAMES[invoice.taxProvince]}, ${ratePercent(invoice.taxRateMillipercent)})`
    : 'Tax (set at checkout)';
  line(taxLabel, formatCad(invoice.tax));
  line(`Total (${invoice.currency})`, formatCad(invoice.total), true);
  if (invoice.refundedAmount > 0) line('Refunded', `-${formatCad(invoice.refundedAmount)}`, true);

  if (invoice.payments.length > 0) {
    y += 14;
    doc.font('Helvetica-Bold').text('Payment History', left, y);
    y += 16;
    doc.font('Helvetica');
    for (const payment of invoice.payments) {
      doc.text(`${formatDate(payment.date)}  ·  ${payment.status}`, left, y);
      doc.text(formatCad(payment.amount), amountX, y, { width: 140, align: 'right' });
      y += 14;
    }
  }

  y += 30;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Thank you for your business. Questions about this invoice: ${COMPANY.customerServiceEmail}.`,
      left,
      y,
      { width },
    );
  if (invoice.itemType) doc.text(INVOICE_ITEM_TYPE_LABELS[invoice.itemType], left, undefined, { width });
  doc.end();
  return done;
}
