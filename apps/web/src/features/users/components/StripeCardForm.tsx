import { MESSAGES } from '@mariner/contracts/constants';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { type FormEvent, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { PaymentSystemUnavailable } from '../../../components/PaymentSystemUnavailable.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useStripeLoader } from '../../../lib/stripe-loader.ts';
import { CardSetupError, useAddStripeCard } from '../api/payment-methods.ts';

interface StripeCardFormProps {
  publishableKey: string | null;
  onAdded: () => void;
  onCancel: () => void;
}

const CARD_ELEMENT_OPTIONS = {
  hidePostalCode: false,
  style: { base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#6b7280' } } },
};

/**
 * The card entry under the `stripe` driver: Stripe.js loaded as the checkout loads it (spec 001 §9,
 * with the same 'Loading payment system...' and 'Payment System Unavailable' states), then Stripe
 * Elements' CardElement, so the card number never reaches our server.
 */
export function StripeCardForm({ publishableKey, onAdded, onCancel }: StripeCardFormProps) {
  const { t } = useTranslation('profile');
  const stripe = useStripeLoader(publishableKey);

  if (!publishableKey || stripe.status === 'failed') {
    return (
      <>
        <PaymentSystemUnavailable attempts={stripe.attempts} onRetry={stripe.retry} />
        <Button variant="secondary" onClick={onCancel} className="self-start">
          {t('cancel')}
        </Button>
      </>
    );
  }
  if (stripe.status !== 'ready') {
    return (
      <>
        <p
          role="status"
          className="flex items-center gap-3 rounded-xl bg-sand/70 px-4 py-4 text-sm text-muted"
        >
          <span
            aria-hidden="true"
            className="size-5 animate-spin rounded-full border-2 border-primary-soft border-t-accent motion-reduce:animate-none"
          />
          {MESSAGES.loadingPaymentSystem}
        </p>
        <Button variant="secondary" onClick={onCancel} className="self-start">
          {t('cancel')}
        </Button>
      </>
    );
  }
  return (
    <Elements stripe={stripe.stripe}>
      <StripeCardFields stripeJs={stripe.stripe} onAdded={onAdded} onCancel={onCancel} />
    </Elements>
  );
}

function StripeCardFields({
  stripeJs,
  onAdded,
  onCancel,
}: {
  stripeJs: Stripe;
  onAdded: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profile');
  const stripe = useStripe() ?? stripeJs;
  const elements = useElements();
  const addCard = useAddStripeCard();
  const [formError, setFormError] = useState<string | null>(null);
  // A second click before React re-renders the disabled button must not confirm twice.
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!card || inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    try {
      await addCard.mutateAsync({ stripe, card });
      onAdded();
    } catch (error) {
      // Spec 001 §8: the card's own message, else the server's, else ours.
      setFormError(
        error instanceof CardSetupError
          ? error.message
          : errorMessage(error, MESSAGES.addPaymentMethodFailed),
      );
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="add-card-heading"
      className="flex flex-col gap-4"
    >
      <h3 id="add-card-heading" className="text-base font-bold text-primary">
        {t('cards.addHeading')}
      </h3>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-semibold text-ink">{t('cards.stripeCard')}</span>
        <div className="rounded-lg border border-line bg-white px-3 py-3 focus-within:border-accent focus-within:outline-2 focus-within:outline-accent">
          <CardElement options={CARD_ELEMENT_OPTIONS} />
        </div>
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel} disabled={addCard.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={addCard.isPending}>
          {addCard.isPending ? t('cards.saving') : t('cards.save')}
        </Button>
      </div>
    </form>
  );
}
