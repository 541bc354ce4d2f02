import { type PaymentMethod, Province } from '@mariner/contracts';
import { computeTax } from '@mariner/contracts/constants';
import { type FetchCall, jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';

export const INVOICE_ID = '3d4e5f60-7182-493a-8bcd-2e3f4a5b6c7d';
export const AUCTION_ID = '4e5f6071-8293-4a4b-9cde-3f4a5b6c7d8e';
export const PAYMENT_ID = '5f607182-93a4-4b5c-8def-4a5b6c7d8e9f';

export const VISA: PaymentMethod = {
  id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
  isDefault: true,
};
export const MASTERCARD: PaymentMethod = {
  id: '2c3d4e5f-6071-4829-9bac-1d2e3f4a5b6c',
  brand: 'mastercard',
  last4: '4444',
  expMonth: 11,
  expYear: 2029,
  isDefault: false,
};

/** What the listing page hands the checkout (CreateListingPage's state). */
export const CHECKOUT_STATE = {
  invoiceId: INVOICE_ID,
  amount: 9900,
  itemType: 'LISTING_FEE',
  auctionListingId: AUCTION_ID,
  description: 'Auction listing: Lunenburg Harbour Estate',
  returnUrl: '/dashboard',
};

/** The stand-in invoice's date: after Nova Scotia's HST went to 14 % (2025-04-01). */
export const TAX_DATE = new Date('2026-01-15T12:00:00Z');

const quoteFor = (province: Province) => {
  // The server taxes by the invoice's date (issue 30); this stand-in's invoice is dated TAX_DATE.
  const tax = computeTax(9900, province, TAX_DATE);
  return {
    description: 'Auction listing: Lunenburg Harbour Estate',
    subtotal: tax.subtotalCents,
    taxRateMillipercent: tax.taxRateMillipercent,
    tax: tax.taxCents,
    taxLines: tax.taxLines,
    total: tax.totalCents,
    province,
    currency: 'CAD',
  };
};

type Answer = (call: FetchCall) => Response | Promise<Response> | undefined;

interface ApiOptions {
  cards?: PaymentMethod[];
  province?: Province | null;
  provider?: 'test' | 'stripe';
  answer?: Answer;
}

/**
 * A stand-in for the checkout's calls: the quote is the contracts' own tax, a payment succeeds.
 * `answer` overrides any call (a decline, a slow confirmation…).
 */
export function checkoutApi({ cards = [VISA], province = 'NS', provider = 'test', answer }: ApiOptions = {}) {
  return mockFetch((call) => {
    const own = answer?.(call);
    if (own) return own;
    const body = (call.body ?? {}) as Record<string, unknown>;
    switch (call.url) {
      case '/api/users/profile':
        return jsonResponse(200, { user: makeUser({ province }) });
      case '/api/payment-methods':
        return jsonResponse(200, { paymentMethods: cards });
      case '/api/payments/quote':
        return jsonResponse(200, quoteFor(Province.parse(body.province)));
      case '/api/payment-methods/setup':
        return jsonResponse(200, {
          clientSecret: `seti_${Math.random()}_secret_x`,
          provider,
          publishableKey: provider === 'stripe' ? 'pk_test_123' : null,
        });
      case '/api/payment-methods/test-card':
        return jsonResponse(200, { paymentMethodId: 'pm_test_new' });
      case '/api/payment-methods/save':
        return jsonResponse(200, { paymentMethod: { ...VISA, id: '60718293-a4b5-4c6d-9ef0-5b6c7d8e9f01' } });
      case '/api/payments/create-payment-intent':
        return jsonResponse(200, {
          ...quoteFor(Province.parse(body.province)),
          clientSecret: 'pi_test_1_secret_x',
          paymentIntentId: 'pi_test_1',
          invoiceId: INVOICE_ID,
          provider,
          publishableKey: provider === 'stripe' ? 'pk_test_123' : null,
        });
      case '/api/payments/confirm-payment':
        return jsonResponse(200, { success: true, payment: { id: PAYMENT_ID }, invoiceId: INVOICE_ID });
      default:
        return jsonResponse(500, { error: 'INTERNAL', message: 'Something went wrong' });
    }
  });
}

export const declined = () =>
  jsonResponse(402, { error: 'PAYMENT_FAILED', message: 'Your card was declined.' });
