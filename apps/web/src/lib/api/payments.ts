import {
  type ConfirmPaymentRequest,
  ConfirmPaymentResponse,
  type CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  type InvoiceItemType,
  type PaymentQuoteRequest,
  PaymentQuoteResponse,
} from '@mariner/contracts';
import { type QueryClient, queryOptions, skipToken } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { auctionKeys } from './auctions.ts';
import { bannerKeys } from './banners.ts';
import { directoryListingKeys } from './directory-listings.ts';
import { invoiceKeys } from './invoices.ts';

/** /api/payments (decision 2): the checkout's quote and payment. The prices are lib/api/pricing.ts. */
export const paymentKeys = {
  all: ['payments'] as const,
  quote: (body: PaymentQuoteRequest | null) => [...paymentKeys.all, 'quote', body] as const,
};

/** POST /api/payments/quote: the server's subtotal, tax and total for an item in a province. */
export const getQuote = (body: PaymentQuoteRequest): Promise<PaymentQuoteResponse> =>
  apiFetch('/api/payments/quote', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? PaymentQuoteResponse : undefined,
  });

/** Null while the province is not known yet: nothing is asked. */
export const quoteQueryOptions = (body: PaymentQuoteRequest | null) =>
  queryOptions({
    queryKey: paymentKeys.quote(body),
    queryFn: body ? () => getQuote(body) : skipToken,
    // Prices change rarely; a province picked again answers from the cache.
    staleTime: 60_000,
  });

/** POST /api/payments/create-payment-intent: the server prices the item and opens (or reuses) the intent. */
export const createPaymentIntent = (body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse> =>
  apiFetch('/api/payments/create-payment-intent', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? CreatePaymentIntentResponse : undefined,
  });

/** POST /api/payments/confirm-payment: a decline answers 402 with the card's own message. */
export const confirmPayment = (body: ConfirmPaymentRequest): Promise<ConfirmPaymentResponse> =>
  apiFetch('/api/payments/confirm-payment', {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ConfirmPaymentResponse : undefined,
  });

/** What a paid item of each type moves on (a listing goes to review or live, a banner too). */
const PAID_ITEM_ROOT = {
  LISTING_FEE: auctionKeys.all,
  BANNER_AD: bannerKeys.all,
  DIRECTORY_LISTING: directoryListingKeys.all,
} as const satisfies Record<InvoiceItemType, readonly string[]>;

/** After a payment: its invoice is paid, and the item it paid for has moved on. */
export const invalidateAfterPayment = (
  queryClient: QueryClient,
  itemType: InvoiceItemType,
): Promise<unknown> =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
    queryClient.invalidateQueries({ queryKey: PAID_ITEM_ROOT[itemType] }),
  ]);
