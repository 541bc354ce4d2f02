import { zodResolver } from '@hookform/resolvers/zod';
import {
  type PricingFormData,
  type PricingFormInput,
  PricingFormRequest,
  PricingKey,
  type PricingResponse,
  type UpdatePricingRequest,
} from '@mariner/contracts';
import { centsToDollars, pricesByKey, TIMERS_MS } from '@mariner/contracts/constants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useUpdatePrices } from '../api/pricing-config.ts';

type Prices = Record<PricingKey, number>;

const KEYS = PricingKey.options;

/** Cents as the dollars the inputs show: 14900 → "149.00". */
const toInputs = (prices: Prices): PricingFormInput => ({
  BANNER_LEADERBOARD_MONTHLY: centsToDollars(prices.BANNER_LEADERBOARD_MONTHLY),
  BANNER_SQUARE_MONTHLY: centsToDollars(prices.BANNER_SQUARE_MONTHLY),
  AUCTION_LISTING: centsToDollars(prices.AUCTION_LISTING),
  DIRECTORY_LISTING: centsToDollars(prices.DIRECTORY_LISTING),
});

/** Spec 001 §7: one PUT per price whose cents differ ("149" for "149.00" is no change). */
const changesFrom = (saved: Prices, typed: PricingFormData): UpdatePricingRequest[] =>
  KEYS.filter((key) => typed[key] !== saved[key]).map((key) => ({ key, value: typed[key] }));

/**
 * Spec 001 §2/§5/§8/§9 Pricing: the four prices in dollars (cents by rounding, through the
 * contract's schema); editing makes the form dirty, which enables Save; Cancel Changes restores
 * the loaded prices; success shows for 5 seconds.
 */
export function PricingForm({ pricing }: { pricing: PricingResponse }) {
  const { t } = useTranslation(['admin-pricing', 'messages', 'common']);
  const update = useUpdatePrices();
  // The prices the inputs started from: what a Save compares against.
  const [saved, setSaved] = useState<Prices>(() => pricesByKey(pricing));
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<PricingFormInput, unknown, PricingFormData>({
    resolver: zodResolver(PricingFormRequest),
    defaultValues: toInputs(saved),
  });

  // Spec 001 §9: the success message clears after 5 seconds.
  useEffect(() => {
    if (savedAt === null) return;
    const clear = setTimeout(() => setSavedAt(null), TIMERS_MS.pricingSuccessMessage);
    return () => clearTimeout(clear);
  }, [savedAt]);

  const startFrom = (prices: Prices) => {
    setSaved(prices);
    reset(toInputs(prices));
  };

  const onSubmit = handleSubmit(async (typed) => {
    setFailed(false);
    setSavedAt(null);
    try {
      const answer = await update.mutateAsync(changesFrom(saved, typed));
      startFrom(answer ? pricesByKey(answer) : typed);
      setSavedAt(Date.now());
    } catch {
      setFailed(true);
    }
  });

  // The latest loaded prices: after a failure part-way, the server's word on what now stands.
  const cancel = () => {
    setFailed(false);
    startFrom(pricesByKey(pricing));
  };

  return (
    <section aria-labelledby="admin-pricing-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="admin-pricing-heading" className="text-lg font-semibold text-primary">
          {t('heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          {KEYS.map((key) => (
            <TextField
              key={key}
              label={t(`fields.${key}.label`)}
              hint={t(`fields.${key}.hint`)}
              inputMode="decimal"
              autoComplete="off"
              error={errors[key]?.message}
              {...register(key)}
            />
          ))}
        </div>
        {failed ? (
          <Alert tone="error" dismissLabel={t('common:dismiss')} onDismiss={() => setFailed(false)}>
            {t('messages:pricingUpdateFailed')}
          </Alert>
        ) : null}
        {savedAt !== null ? <Alert tone="success">{t('messages:pricingUpdated')}</Alert> : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={cancel}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={!isDirty || update.isPending}>
            {update.isPending ? t('saving') : t('save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
