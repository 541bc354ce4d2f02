import {
  COMPANY,
  describeInvoiceLine,
  fillText,
  INVOICE_DOCUMENT_TEXTS,
  type InvoiceData,
  type InvoiceItemType,
  invoiceItemTypeLabel,
  type Locale,
  provinceName,
} from '@mariner/contracts';
import PDFDocument from 'pdfkit';

/** Decision 1: cents are formatted as CAD at the edge, the reader's way (1 234,56 $ in French). */
export const formatCad = (cents: number, locale: Locale = 'en'): string =>
  new Intl.NumberFormat(`${locale}-CA`, { style: 'currency', currency: 'CAD' }).format(cents / 100);

/** PDF's standard fonts know the no-break space, not the narrow one some French formats use. */
const forPdf = (text: string) => text.replace(/\u202f/g, '\u00a0');

/**
 * Issue 25: a one-line text (a name, an address, an item) stays one line, whatever was stored
 * before one-line fields refused line breaks, so it cannot push a block over the next one.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the breaks being flattened.
const oneLine = (text: string) => text.replace(/\s*[\r\n\u000B\u000C\u0085\u2028\u2029]+\s*/g, ' ').trim();

/** Where the items start, unless the Bill To block (wrapped long texts) runs further down. */
const ITEMS_TOP = 270;

const ratePercent = (millipercent: number, locale: Locale) =>
  `${new Intl.NumberFormat(`${locale}-CA`, { maximumFractionDigits: 3 }).format(millipercent / 1000)}${locale === 'fr' ? '\u00a0' : ''}%`;

/**
 * Decision 8: the invoice as a PDF (From, Bill To, number, date, status, items, subtotal, tax with
 * its province and rate, total in CAD, payments, any refund). `compress: false` is for tests.
 */
export function renderInvoicePdf(
  invoice: InvoiceData & { itemType?: InvoiceItemType },
  options: { compress?: boolean; locale?: Locale } = {},
): Promise<Buffer> {
  const locale = options.locale ?? 'en';
  const words = INVOICE_DOCUMENT_TEXTS[locale];
  const money = (cents: number) => forPdf(formatCad(cents, locale));
  const day = new Intl.DateTimeFormat(`${locale}-CA`, { timeZone: 'America/Halifax', dateStyle: 'long' });
  const formatDate = (iso: string) => day.format(new Date(iso));
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 56,
    compress: options.compress ?? true,
    info: {
      Title: `${words.documentSubject} ${invoice.invoiceNumber}`,
      Author: COMPANY.name,
      Subject: words.documentSubject,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // French puts a no-break space before a colon.
  const colon = locale === 'fr' ? '\u00a0: ' : ': ';
  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const amountX = left + width - 140;

  doc.font('Helvetica-Bold').fontSize(22).text(words.title, left, 56);
  doc.font('Helvetica').fontSize(10);
  doc.text(forPdf(`${words.invoiceNumber}${colon}${invoice.invoiceNumber}`), left, 86);
  doc.text(forPdf(`${words.date}${colon}${formatDate(invoice.date)}`));
  if (invoice.dueDate) doc.text(forPdf(`${words.dueDate}${colon}${formatDate(invoice.dueDate)}`));
  doc.text(forPdf(`${words.status}${colon}${words.statuses[invoice.status] ?? invoice.status}`));

  const blocksTop = 150;
  doc.font('Helvetica-Bold').text(words.from, left, blocksTop);
  doc.font('Helvetica').text(COMPANY.name);
  doc.text(COMPANY.street);
  doc.text(`${COMPANY.city}, ${COMPANY.province} ${COMPANY.postalCode}`);
  doc.text(COMPANY.country);
  doc.text(COMPANY.customerServiceEmail);
  doc.text(COMPANY.phone);
  if (invoice.taxRegistrationNumbers.length > 0) {
    doc.text(`${words.registrationNumbers}${colon}${invoice.taxRegistrationNumbers.join(' · ')}`, {
      width: width / 2 - 10,
    });
  }

  const billX = left + width / 2;
  doc.font('Helvetica-Bold').text(words.billTo, billX, blocksTop);
  const billTo = { width: width / 2 };
  doc.font('Helvetica').text(oneLine(invoice.billTo.name), billX, undefined, billTo);
  doc.text(oneLine(invoice.billTo.email), billX, undefined, billTo);
  if (invoice.billTo.phone) doc.text(oneLine(invoice.billTo.phone), billX, undefined, billTo);
  if (invoice.billTo.address) doc.text(oneLine(invoice.billTo.address), billX, undefined, billTo);

  let y = Math.max(ITEMS_TOP, doc.y + 20);
  doc
    .font('Helvetica-Bold')
    .text(words.description, left, y)
    .text(words.amount, amountX, y, { width: 140, align: 'right' });
  y += 18;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .stroke();
  y += 8;
  doc.font('Helvetica');
  for (const item of invoice.items) {
    // Issue 30 item 6: what was bought in the reader's language; the stored words when the item is gone.
    const description = item.line ? describeInvoiceLine(item.line, locale) : item.description;
    doc.text(oneLine(description), left, y, { width: width - 160 });
    doc.text(money(item.amount), amountX, y, { width: 140, align: 'right' });
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
  line(words.subtotal, money(invoice.subtotal));
  const taxLabel = invoice.taxProvince
    ? fillText(words.taxFor, {
        province: provinceName(invoice.taxProvince, locale),
        rate: ratePercent(invoice.taxRateMillipercent, locale),
      })
    : words.taxAtCheckout;
  // Issue 30: the tax in its parts (GST + PST/QST, or HST), as Canadian invoices show it.
  if (invoice.taxProvince && invoice.taxLines.length > 0) {
    for (const part of invoice.taxLines) {
      const label = fillText(words.taxPart, {
        name: words.taxPartNames[part.name],
        province: provinceName(invoice.taxProvince, locale),
        rate: ratePercent(part.rateMillipercent, locale),
      });
      line(label, money(part.amount));
    }
  } else {
    line(taxLabel, money(invoice.tax));
  }
  line(fillText(words.total, { currency: invoice.currency }), money(invoice.total), true);
  if (invoice.refundedAmount > 0) line(words.refunded, `-${money(invoice.refundedAmount)}`, true);

  if (invoice.payments.length > 0) {
    y += 14;
    doc.font('Helvetica-Bold').text(words.paymentHistory, left, y);
    y += 16;
    doc.font('Helvetica');
    for (const payment of invoice.payments) {
      doc.text(
        `${formatDate(payment.date)}  ·  ${words.paymentStatuses[payment.status] ?? payment.status}`,
        left,
        y,
      );
      doc.text(money(payment.amount), amountX, y, { width: 140, align: 'right' });
      y += 14;
    }
  }

  y += 30;
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(forPdf(fillText(words.thanks, { email: COMPANY.customerServiceEmail })), left, y, { width });
  if (invoice.itemType) doc.text(invoiceItemTypeLabel(invoice.itemType, locale), left, undefined, { width });
  doc.end();
  return done;
}
