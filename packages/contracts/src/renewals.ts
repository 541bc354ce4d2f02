import { InvoiceStatus, Province } from './enums.ts';
import { IsoDateTime } from './fields.ts';
import { InvoiceLineSchema, TaxLineSchema } from './payments.ts';
import { z } from './zod.ts';

/**
 * Issue 30 item 6, after the purchase (decision 027): 30 and 7 days before a banner or a directory
 * listing ends, its owner is mailed a link to renew it. The link opens a confirmation page that
 * shows what will be bought (the same item for its next term, priced and taxed as a new purchase)
 * and pays it with the saved card, or goes to the checkout when there is none.
 */

/** What can be renewed, as the link names it: `/renew/banner/{id}`, `/renew/directory/{id}`. */
export const RENEWAL_KINDS = ['banner', 'directory'] as const;
export const RenewalKind = z.enum(RENEWAL_KINDS);
export type RenewalKind = z.infer<typeof RenewalKind>;

/** The invoice item type of each kind. */
export const RENEWAL_ITEM_TYPES = { banner: 'BANNER_AD', directory: 'DIRECTORY_LISTING' } as const;

/** How many days before the end a reminder goes out; each is sent once per item. */
export const RENEWAL_REMINDER_DAYS = [30, 7] as const;

export const RenewalParams = z.object({ kind: RenewalKind, id: z.uuid() });
export type RenewalParams = z.infer<typeof RenewalParams>;

const Cents = z.number().int().min(0);

/** GET /api/renewals/{kind}/{id}: what renewing would buy, for the confirmation page. */
export const RenewalQuoteResponse = z.object({
  kind: RenewalKind,
  /** The item being renewed. */
  itemId: z.uuid(),
  line: InvoiceLineSchema,
  /** When the current term ends; the next one starts then. */
  currentEnd: IsoDateTime,
  term: z.object({ start: IsoDateTime, end: IsoDateTime }),
  subtotal: Cents,
  taxRateMillipercent: z.number().int(),
  tax: Cents,
  taxLines: z.array(TaxLineSchema),
  total: Cents,
  /** The account's province (the checkout's default). */
  province: Province,
  currency: z.literal('CAD'),
  /** The default saved card, charged after confirmation; null sends the owner to the checkout. */
  savedCard: z.object({ id: z.uuid(), brand: z.string(), last4: z.string() }).nullable(),
  /** The renewal already made from this item, if any (a second click answers the same one). */
  renewal: z
    .object({
      itemId: z.uuid(),
      invoice: z.object({ id: z.uuid(), amount: Cents, status: InvoiceStatus }).nullable(),
    })
    .nullable(),
});
export type RenewalQuoteResponse = z.infer<typeof RenewalQuoteResponse>;

/** POST /api/renewals/{kind}/{id}: the renewal (a new item for the next term) and its invoice. */
export const RenewResponse = z.object({
  kind: RenewalKind,
  /** The new banner or directory listing, awaiting payment. */
  itemId: z.uuid(),
  /** Null when the renewal costs its owner nothing (free banner ads); 'paid' when already paid. */
  invoice: z.object({ id: z.uuid(), amount: Cents, status: InvoiceStatus }).nullable(),
});
export type RenewResponse = z.infer<typeof RenewResponse>;
