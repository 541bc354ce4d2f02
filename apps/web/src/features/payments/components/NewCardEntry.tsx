import type { PaymentProvider } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { CardElement } from '@stripe/react-stripe-js';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TestCardFields } from '../../../components/TestCardFields.tsx';
import type { CardValues } from '../../../lib/card-values.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import type { StripeLoad } from '../hooks/use-stripe-loader.ts';
import { PaymentSystemUnavailable } from './PaymentSystemUnavailable.tsx';

interface NewCardEntryProps {
  provider: { status: 'pending' | 'error' | 'success'; data?: PaymentProvider; retry: () => void };
  stripe: StripeLoad & { attempts: number; retry: () => void };
  register: UseFormRegister<CardValues>;
  errors: FieldErrors<CardValues>;
}

const CARD_ELEMENT_OPTIONS = {
  hidePostalCode: false,
  style: { base: { fontSize: '16px', color: '#1f2937', '::placeholder': { color: '#6b7280' } } },
};

/** The card entry the payment driver needs: the test processor's fields, or Stripe's CardElement. */
export function NewCardEntry({ provider, stripe, register, errors }: NewCardEntryProps) {
  const { t } = useTranslation('checkout');
  if (provider.status === 'pending') return <Spinner label={t('form.preparing')} className="py-6" />;
  if (provider.status === 'error' || !provider.data) {
    return (
      <div className="flex flex-col gap-3">
        <Alert tone="error">{t('form.setupFailed')}</Alert>
        <Button variant="secondary" onClick={provider.retry} className="self-start">
          {t('unavailable.tryAgain')}
        </Button>
      </div>
    );
  }
  if (provider.data === 'test') {
    return (
      <TestCardFields
        register={register}
        errors={errors}
        className="rounded-xl border border-line bg-sand/60 p-4"
      />
    );
  }

  if (stripe.status === 'failed') {
    return <PaymentSystemUnavailable attempts={stripe.attempts} onRetry={stripe.retry} />;
  }
  if (stripe.status !== 'ready') {
    return (
      <p role="status" className="flex items-center gap-3 rounded-xl bg-sand/70 px-4 py-4 text-sm text-muted">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-primary-soft border-t-accent motion-reduce:animate-none"
        />
        {MESSAGES.loadingPaymentSystem}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-semibold text-ink">{t('form.stripeCard')}</span>
      <div className="rounded-lg border border-line bg-white px-3 py-3 focus-within:border-accent focus-within:outline-2 focus-within:outline-accent">
        <CardElement options={CARD_ELEMENT_OPTIONS} />
      </div>
    </div>
  );
}
