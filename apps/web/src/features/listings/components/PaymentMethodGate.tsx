import { type Buyer, needsSavedCardToBuy } from '@mariner/contracts';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useListingFee } from '../api/get-listing-fee.ts';
import { usePaymentMethods } from '../api/get-payment-methods.ts';

/**
 * Whether the user may go on to the form: a superadmin always (spec 001 §6); anyone else once a
 * card is saved. A list that fails to load counts as no card (spec 001 §8).
 */
export function useHasPaymentMethod(user: Buyer): {
  isLoading: boolean;
  hasPaymentMethod: boolean;
} {
  const exempt = !needsSavedCardToBuy(user, 'LISTING_FEE');
  const cards = usePaymentMethods(!exempt);
  if (exempt) return { isLoading: false, hasPaymentMethod: true };
  return {
    isLoading: cards.isPending && cards.fetchStatus !== 'idle',
    hasPaymentMethod: (cards.data?.paymentMethods.length ?? 0) > 0,
  };
}

/** Spec 000 §2 Create listing: no saved card, no form; the fee and the way to add a card instead. */
export function PaymentMethodGate({ user, children }: { user: Buyer; children: ReactNode }) {
  // Its texts are the profile's (it is about payment methods), so every gate says the same words.
  const { t } = useTranslation(['profile', 'messages']);
  const { isLoading, hasPaymentMethod } = useHasPaymentMethod(user);
  const fee = useListingFee(!isLoading && !hasPaymentMethod);

  if (isLoading) return <Spinner label={t('paymentGate.checking')} />;
  if (hasPaymentMethod) return children;

  return (
    <section aria-labelledby="payment-gate" className="flex flex-col items-center gap-4 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
        <CreditCard aria-hidden="true" className="size-7" />
      </span>
      <h2 id="payment-gate" className="text-xl font-bold text-primary">
        {t('messages:paymentMethodRequired')}
      </h2>
      <p className="max-w-prose text-ink">{t('paymentGate.text', { fee: formatCents(fee) })}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={`${paths.profile}#payment-methods`}>{t('paymentGate.addPaymentMethod')}</ButtonLink>
        <ButtonLink to={paths.dashboard} variant="secondary">
          {t('paymentGate.backToDashboard')}
        </ButtonLink>
      </div>
    </section>
  );
}
