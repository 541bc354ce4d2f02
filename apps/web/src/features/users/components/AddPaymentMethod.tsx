import { MESSAGES } from '@mariner/contracts/constants';
import { type ReactNode, useEffect } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useSetupIntent } from '../api/payment-methods.ts';
import { StripeCardForm } from './StripeCardForm.tsx';
import { TestCardForm } from './TestCardForm.tsx';

interface AddPaymentMethodProps {
  onAdded: () => void;
  onCancel: () => void;
}

/**
 * Adding a card starts with a SetupIntent; its answer says which card entry the server's payment
 * driver needs: the test processor's fields, or Stripe Elements.
 */
export function AddPaymentMethod({ onAdded, onCancel }: AddPaymentMethodProps) {
  const { t } = useTranslation(['profile', 'messages']);
  const setup = useSetupIntent();
  const { mutate } = setup;

  useEffect(() => {
    mutate();
  }, [mutate]);

  let body: ReactNode;
  if (setup.isError) {
    body = (
      <>
        <Alert tone="error">{errorMessage(setup.error, MESSAGES.addPaymentMethodFailed)}</Alert>
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button onClick={() => mutate()}>{t('cards.retry')}</Button>
        </div>
      </>
    );
  } else if (!setup.data) {
    body = <Spinner label={t('cards.preparing')} className="py-6" />;
  } else if (setup.data.provider === 'test') {
    return (
      <div className="rounded-xl border border-line bg-sand/60 p-4 sm:p-5">
        <TestCardForm clientSecret={setup.data.clientSecret} onAdded={onAdded} onCancel={onCancel} />
      </div>
    );
  } else {
    body = (
      <StripeCardForm publishableKey={setup.data.publishableKey} onAdded={onAdded} onCancel={onCancel} />
    );
  }

  return (
    <div className="flex flex-col gap-4 rounded-xl border border-line bg-sand/60 p-4 sm:p-5">{body}</div>
  );
}
