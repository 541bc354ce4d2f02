import { MESSAGES } from '@mariner/contracts/constants';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import {
  useDeletePaymentMethod,
  usePaymentMethods,
  useSetDefaultPaymentMethod,
} from '../api/payment-methods.ts';
import { AddPaymentMethod } from './AddPaymentMethod.tsx';
import { PaymentMethodItem } from './PaymentMethodItem.tsx';
import { SectionHeading } from './SectionHeading.tsx';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * Spec 001 §2 Profile, §4 Payment methods, §8: the saved cards, set as default, remove (after a
 * confirmation) and add. Its id is the create-listing gate's link target (/profile#payment-methods).
 */
export function PaymentMethodsSection() {
  const { t } = useTranslation(['profile', 'messages']);
  const cards = usePaymentMethods();
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useDeletePaymentMethod();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  // Spec 001 §8: a list that fails to load is silent and counts as no cards.
  const list = cards.data?.paymentMethods ?? [];
  const busy = setDefault.isPending || remove.isPending;

  const run = async (action: Promise<unknown>, failure: string) => {
    setNotice(null);
    try {
      await action;
    } catch {
      setNotice({ tone: 'error', text: failure });
    }
  };

  return (
    <section
      id="payment-methods"
      aria-labelledby="profile-payment-methods"
      className="flex scroll-mt-24 flex-col gap-4"
    >
      <SectionHeading id="profile-payment-methods">{t('cards.heading')}</SectionHeading>
      <p className="-mt-2 text-sm text-muted">{t('cards.intro')}</p>

      {notice ? (
        <Alert tone={notice.tone} dismissLabel={t('dismiss')} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      ) : null}

      {cards.isPending ? (
        <Spinner label={t('cards.loading')} className="py-6" />
      ) : list.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-6 text-center text-sm text-muted">
          {t('cards.empty')}
        </p>
      ) : (
        <ul aria-label={t('cards.listLabel')} className="flex flex-col gap-3">
          {list.map((card) => (
            <PaymentMethodItem
              key={card.id}
              card={card}
              busy={busy}
              onSetDefault={() =>
                void run(setDefault.mutateAsync(card.id), MESSAGES.updateDefaultPaymentMethodFailed)
              }
              onRemove={() => void run(remove.mutateAsync(card.id), MESSAGES.deletePaymentMethodFailed)}
            />
          ))}
        </ul>
      )}

      {adding ? (
        <AddPaymentMethod
          onAdded={() => {
            setAdding(false);
            setNotice({ tone: 'success', text: MESSAGES.paymentMethodAdded });
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button
          variant="navy"
          className="self-start"
          onClick={() => {
            setNotice(null);
            setAdding(true);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('cards.add')}
        </Button>
      )}
    </section>
  );
}
