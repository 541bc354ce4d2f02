import {
  PAYMENT_ITEM_ID_FIELD,
  RENEWAL_ITEM_TYPES,
  type RenewalQuoteResponse,
  type RenewResponse,
} from '@mariner/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmPayment, createPaymentIntent, invalidateAfterPayment } from '../../../lib/api/payments.ts';
import { renew, renewalKeys, renewalQuoteQueryOptions } from '../../../lib/api/renewals.ts';

export const useRenewalQuote = (kind: RenewalQuoteResponse['kind'], id: string) =>
  useQuery(renewalQuoteQueryOptions(kind, id));

/** What a renewal ends in: paid with the saved card, waiting for the checkout, or free. */
export type RenewalOutcome =
  | { kind: 'paid'; invoiceId: string }
  | { kind: 'checkout'; renewal: RenewResponse & { invoice: NonNullable<RenewResponse['invoice']> } }
  | { kind: 'free' };

/**
 * Issue 30 item 6: makes the renewal (the server answers the same one on a second click), then,
 * with a saved card, pays it with that card through the usual checkout calls; without one, the
 * page sends the owner to the checkout.
 */
export function useRenew(quote: RenewalQuoteResponse) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (withCard: boolean): Promise<RenewalOutcome> => {
      const renewal = await renew(quote.kind, quote.itemId);
      const { invoice } = renewal;
      if (!invoice) return { kind: 'free' };
      if (invoice.status === 'paid') return { kind: 'paid', invoiceId: invoice.id };
      if (!withCard || !quote.savedCard) return { kind: 'checkout', renewal: { ...renewal, invoice } };
      const itemType = RENEWAL_ITEM_TYPES[quote.kind];
      const item = { [PAYMENT_ITEM_ID_FIELD[itemType]]: renewal.itemId };
      const intent = await createPaymentIntent({
        paymentType: itemType,
        province: quote.province,
        paymentMethodId: quote.savedCard.id,
        ...item,
      });
      const paid = await confirmPayment({
        paymentIntentId: intent.paymentIntentId,
        invoiceId: intent.invoiceId,
        ...item,
      });
      void invalidateAfterPayment(queryClient, itemType);
      return { kind: 'paid', invoiceId: paid.invoiceId };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: renewalKeys.all }),
  });
}
