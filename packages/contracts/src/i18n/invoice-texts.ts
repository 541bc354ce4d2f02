import type { Locale } from './locale.ts';

/** The words of an invoice document (its PDF, issue 16), in both languages. */
export interface InvoiceDocumentTexts {
  title: string;
  documentSubject: string;
  invoiceNumber: string;
  date: string;
  dueDate: string;
  status: string;
  from: string;
  billTo: string;
  description: string;
  amount: string;
  subtotal: string;
  /** `{province}` and `{rate}` are filled in. */
  taxFor: string;
  taxAtCheckout: string;
  /** Issue 30: one part of the tax; `{name}`, `{province}` and `{rate}` are filled in. */
  taxPart: string;
  /** Issue 30: the parts' names as Canadian invoices print them in this language. */
  taxPartNames: Record<'GST' | 'PST' | 'RST' | 'QST' | 'HST', string>;
  /** Issue 30: the heading of the operator's GST/HST and QST registration numbers. */
  registrationNumbers: string;
  /** `{currency}` is filled in. */
  total: string;
  refunded: string;
  paymentHistory: string;
  /** `{email}` is filled in. */
  thanks: string;
  statuses: Record<'draft' | 'pending' | 'paid' | 'failed' | 'refunded', string>;
  paymentStatuses: Record<'pending' | 'succeeded' | 'failed' | 'refunded', string>;
}

const NB = '\u00a0';

export const INVOICE_DOCUMENT_TEXTS: Record<Locale, InvoiceDocumentTexts> = {
  en: {
    title: 'INVOICE',
    documentSubject: 'Invoice',
    invoiceNumber: 'Invoice number',
    date: 'Date',
    dueDate: 'Due date',
    status: 'Status',
    from: 'From',
    billTo: 'Bill To',
    description: 'Description',
    amount: 'Amount',
    subtotal: 'Subtotal',
    taxFor: 'Tax ({province}, {rate})',
    taxAtCheckout: 'Tax (set at checkout)',
    taxPart: '{name} ({province}, {rate})',
    taxPartNames: { GST: 'GST', PST: 'PST', RST: 'RST', QST: 'QST', HST: 'HST' },
    registrationNumbers: 'Tax registration numbers',
    total: 'Total ({currency})',
    refunded: 'Refunded',
    paymentHistory: 'Payment History',
    thanks: 'Thank you for your business. Questions about this invoice: {email}.',
    statuses: { draft: 'Draft', pending: 'Unpaid', paid: 'Paid', failed: 'Cancelled', refunded: 'Refunded' },
    paymentStatuses: { pending: 'pending', succeeded: 'succeeded', failed: 'failed', refunded: 'refunded' },
  },
  fr: {
    title: 'FACTURE',
    documentSubject: 'Facture',
    invoiceNumber: 'Numéro de facture',
    date: 'Date',
    dueDate: 'Date d’échéance',
    status: 'Statut',
    from: 'De',
    billTo: 'Facturer à',
    description: 'Description',
    amount: 'Montant',
    subtotal: 'Sous-total',
    taxFor: 'Taxes ({province}, {rate})',
    taxAtCheckout: 'Taxes (établies au paiement)',
    taxPart: '{name} ({province}, {rate})',
    taxPartNames: { GST: 'TPS', PST: 'TVP', RST: 'TVD', QST: 'TVQ', HST: 'TVH' },
    registrationNumbers: 'Numéros d’inscription aux taxes',
    total: 'Total ({currency})',
    refunded: 'Remboursé',
    paymentHistory: 'Historique des paiements',
    thanks: `Merci de votre confiance. Questions sur cette facture${NB}: {email}.`,
    statuses: {
      draft: 'Brouillon',
      pending: 'Impayée',
      paid: 'Payée',
      failed: 'Annulée',
      refunded: 'Remboursée',
    },
    paymentStatuses: { pending: 'en attente', succeeded: 'réussi', failed: 'échoué', refunded: 'remboursé' },
  },
};

/** `{name}` placeholders filled from `values`. */
export const fillText = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
