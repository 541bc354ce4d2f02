import { type Buyer, needsSavedCardToBuy } from '@mariner/contracts';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useBannerPaymentMethods, useBannerPrices } from '../api/gate-api.ts';

/**
 * Spec 001 §2/§6: a superadmin goes straight to the form; anyone else needs a saved card. A list
 * that fails to load counts as no card. The same pattern as the create-listing gate.
 */
export function BannerPaymentGate({ user, children }: { user: Buyer; children: ReactNode }) {
  const { t } = useTranslation(['banners', 'messages']);
  const exempt = !needsSavedCardToBuy(user, 'BANNER_AD');
  const cards = useBannerPaymentMethods(!exempt);
  const loading = !exempt && cards.isPending && cards.fetchStatus !== 'idle';
  const hasCard = exempt || (cards.data?.paymentMethods.length ?? 0) > 0;
  const prices = useBannerPrices(!loading && !hasCard);

  if (loading) return <Spinner label={t('gate.checking')} />;
  if (hasCard) return children;

  return (
    <section aria-labelledby="banner-gate" className="flex flex-col items-center gap-4 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
        <CreditCard aria-hidden="true" className="size-7" />
      </span>
      <h2 id="banner-gate" className="text-xl font-bold text-primary">
        {t('messages:paymentMethodRequired')}
      </h2>
      <p className="max-w-prose text-ink">
        {t('gate.text', { leaderboard: formatCents(prices.LEADERBOARD), square: formatCents(prices.SQUARE) })}
      </p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={`${paths.profile}#payment-methods`}>{t('gate.addPaymentMethod')}</ButtonLink>
        <ButtonLink to={paths.dashboard} variant="secondary">
          {t('gate.backToDashboard')}
        </ButtonLink>
      </div>
    </section>
  );
}
