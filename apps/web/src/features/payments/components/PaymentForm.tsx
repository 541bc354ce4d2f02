import { type PaymentMethod, Province } from '@mariner/contracts';
import { MESSAGES, provinceOrDefault } from '@mariner/contracts/constants';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type CardField, type CardValues, cardErrors, EMPTY_CARD } from '../../../lib/card-values.ts';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { provinceLabel } from '../../../lib/labels.ts';
import { useProfile } from '../api/get-profile.ts';
import { useQuote } from '../api/get-quote.ts';
import { usePaymentMethods, usePaymentProvider } from '../api/payment-methods.ts';
import { type Checkout, itemFields } from '../checkout-state.ts';
import { type PayCard, usePay } from '../hooks/use-pay.ts';
import { useStripeLoader } from '../hooks/use-stripe-loader.ts';
import { CardChoice, NEW_CARD } from './CardChoice.tsx';
import { NewCardEntry } from './NewCardEntry.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PriceLines } from './PriceLines.tsx';

interface PaymentFormProps {
  checkout: Checkout;
  onPaid: (invoiceId: string) => void;
  onCancel: () => void;
}

/**
 * Stripe.js is loaded only once a new card is to be typed under the `stripe` driver; Elements
 * accepts no Stripe at first and the loaded one later.
 */
export function PaymentForm(props: PaymentFormProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const cards = usePaymentMethods();
  // Spec 001 §8: a card list that fails to load counts as none.
  const savedCards = cards.data?.paymentMethods ?? [];
  const defaultChoice = cards.isPending
    ? null
    : ((savedCards.find((card) => card.isDefault) ?? savedCards[0])?.id ?? NEW_CARD);
  const selected = choice ?? defaultChoice;
  const provider = usePaymentProvider(selected === NEW_CARD);
  const stripeKey = provider.data?.provider === 'stripe' ? provider.data.publishableKey : null;
  const stripe = useStripeLoader(stripeKey);

  return (
    <Elements stripe={stripe.stripe}>
      <PaymentFormBody
        {...props}
        cards={savedCards}
        cardsLoading={cards.isPending}
        selected={selected}
        onSelect={setChoice}
        provider={{
          status: provider.status,
          data: provider.data?.provider,
          retry: () => void provider.refetch(),
        }}
        stripe={stripe}
      />
    </Elements>
  );
}

const cardClasses = 'rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6';

type BodyProps = PaymentFormProps & {
  cards: PaymentMethod[];
  cardsLoading: boolean;
  selected: string | null;
  onSelect: (value: string) => void;
  provider: Parameters<typeof NewCardEntry>[0]['provider'];
  stripe: ReturnType<typeof useStripeLoader>;
};

function PaymentFormBody({
  checkout,
  onPaid,
  onCancel,
  cards,
  cardsLoading,
  selected,
  onSelect,
  provider,
  stripe,
}: BodyProps) {
  const { t } = useTranslation('checkout');
  const stripeJs = useStripe();
  const elements = useElements();
  const profile = useProfile();
  const [chosenProvince, setChosenProvince] = useState<Province | null>(null);
  // Spec 001 §2: the profile's province, else ON; a profile that fails to load is silent.
  const province =
    chosenProvince ?? (profile.isPending ? null : provinceOrDefault(profile.data?.user.province));
  const quote = useQuote(
    province ? { paymentType: checkout.itemType, province, ...itemFields(checkout) } : null,
  );
  const [saveCard, setSaveCard] = useState(false);
  const { pay, isProcessing, failure } = usePay(checkout, onPaid);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<CardValues>({ defaultValues: EMPTY_CARD });

  const isNewCard = selected === NEW_CARD;
  const cardReady = isNewCard
    ? provider.data === 'test' || (provider.data === 'stripe' && stripe.status === 'ready')
    : selected !== null;
  const quoteReady = Boolean(quote.data) && !quote.isPlaceholderData;
  const canPay = quoteReady && cardReady && !isProcessing;

  const showFieldErrors = (fieldErrors: Partial<Record<CardField, string>>) => {
    const entries = Object.entries(fieldErrors) as [CardField, string][];
    entries.forEach(([name, message], index) => {
      setError(name, { type: 'card', message }, { shouldFocus: index === 0 });
    });
    return entries.length > 0;
  };

  const cardToPay = (values: CardValues): PayCard | null => {
    if (!isNewCard) return selected ? { kind: 'saved', paymentMethodId: selected } : null;
    if (provider.data === 'test') return { kind: 'test', values };
    const card = elements?.getElement(CardElement);
    return stripeJs && card ? { kind: 'stripe', stripe: stripeJs, card } : null;
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!canPay || !province) return;
    clearErrors();
    if (isNewCard && provider.data === 'test' && showFieldErrors(cardErrors(values))) return;
    const card = cardToPay(values);
    if (!card) return;
    const failed = await pay({ province, card, saveCard: isNewCard && saveCard });
    if (failed) showFieldErrors(failed.fields);
  });

  return (
    <>
      <div className={cardClasses}>
        <OrderSummary
          description={checkout.description || (quote.data?.description ?? '')}
          amount={checkout.amount ?? quote.data?.subtotal ?? null}
        />
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="payment-heading"
        className={`${cardClasses} flex flex-col gap-5`}
      >
        <h2 id="payment-heading" className="text-lg font-bold text-primary">
          {t('form.heading')}
        </h2>

        <SelectField
          label={t('form.province')}
          value={province ?? ''}
          disabled={province === null || isProcessing}
          onChange={(event) => setChosenProvince(Province.parse(event.target.value))}
        >
          {province === null ? <option value="">{t('form.quoteLoading')}</option> : null}
          {Province.options.map((code) => (
            <option key={code} value={code}>
              {provinceLabel(code)}
            </option>
          ))}
        </SelectField>

        {quote.isError && !quote.data ? (
          <div className="flex flex-col gap-3">
            <Alert tone="error">{errorMessage(quote.error, t('form.quoteFailed'))}</Alert>
            <Button variant="secondary" onClick={() => void quote.refetch()} className="self-start">
              {t('form.retryQuote')}
            </Button>
          </div>
        ) : quote.data ? (
          <PriceLines quote={quote.data} isUpdating={quote.isPlaceholderData} />
        ) : (
          <Spinner label={t('form.quoteLoading')} className="py-6" />
        )}

        {cardsLoading ? (
          <Spinner label={t('form.cardsLoading')} className="py-6" />
        ) : (
          <CardChoice
            cards={cards}
            value={selected ?? ''}
            onChange={onSelect}
            disabled={isProcessing}
            newCardEntry={
              <NewCardEntry provider={provider} stripe={stripe} register={register} errors={errors} />
            }
          />
        )}

        {isNewCard ? (
          <Checkbox
            label={MESSAGES.saveCardForFuture}
            checked={saveCard}
            disabled={isProcessing}
            onChange={(event) => setSaveCard(event.target.checked)}
          />
        ) : null}

        {failure?.message ? <Alert tone="error">{failure.message}</Alert> : null}

        <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onCancel} disabled={isProcessing}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" size="lg" disabled={!canPay} aria-busy={isProcessing || undefined}>
            <Lock aria-hidden="true" className="size-4" />
            {isProcessing
              ? MESSAGES.processing
              : quote.data && quoteReady
                ? t('form.payTotal', { total: formatCents(quote.data.total) })
                : t('form.pay')}
          </Button>
        </div>
        <p className="text-center text-xs text-muted sm:text-right">{t('form.secure')}</p>
      </form>
    </>
  );
}
