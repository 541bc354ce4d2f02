import { InvoiceItemType, PAYMENT_ITEM_ID_FIELD, type PaymentQuoteRequest } from '@mariner/contracts';
import { z } from 'zod';
import { paths } from '../../lib/paths.ts';

/**
 * What a screen hands the checkout in router state (spec 001 §2 Checkout): the item to pay for,
 * its invoice and amount, and where to come back to. State is untrusted (it survives reloads and
 * can be anything), so it is read through a schema; the server finds the item's invoice and
 * prices it whatever `amount` says. A screen that does not know the invoice (the dashboard's
 * Pay now) leaves invoiceId and amount out, and the quote's subtotal is shown.
 */
const CheckoutState = z.object({
  invoiceId: z.uuid().optional(),
  amount: z.number().int().min(0).optional(),
  itemType: InvoiceItemType,
  auctionListingId: z.string().min(1).nullish(),
  bannerAdId: z.string().min(1).nullish(),
  directoryListingId: z.string().min(1).nullish(),
  description: z.string().optional(),
  returnUrl: z.string().optional(),
});

export interface Checkout {
  amount: number | null;
  itemType: InvoiceItemType;
  itemId: string;
  description: string;
  returnUrl: string;
}

/** Only a path of this site: never `//host` or `https://…` from a crafted state. */
const samePath = (url: string | undefined) =>
  url?.startsWith('/') && !url.startsWith('//') ? url : paths.dashboard;

export function readCheckoutState(state: unknown): Checkout | null {
  const parsed = CheckoutState.safeParse(state);
  if (!parsed.success) return null;
  const { itemType, amount, description, returnUrl } = parsed.data;
  const itemId = parsed.data[PAYMENT_ITEM_ID_FIELD[itemType]];
  if (!itemId) return null;
  return {
    amount: amount ?? null,
    itemType,
    itemId,
    description: description ?? '',
    returnUrl: samePath(returnUrl),
  };
}

/** The item's id under the field its type names (`auctionListingId`, `bannerAdId`…). */
export const itemFields = (checkout: Checkout) =>
  ({ [PAYMENT_ITEM_ID_FIELD[checkout.itemType]]: checkout.itemId }) as Pick<
    PaymentQuoteRequest,
    'auctionListingId' | 'bannerAdId' | 'directoryListingId'
  >;
