import { type Buyer, needsSavedCardToBuy } from '@mariner/contracts';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePaymentMethods } from '../api/directory-listings.ts';
import { formatAnnualPrice } from './format-price.ts';

/**
 * Spec 001 §2 Create Directory Listing, gate: a superadmin always goes on (§6); anyone else once
 * a card is saved. A card list that fails to load counts as none (§8).
 */
export function DirectoryPaymentGate({
  user,
  price,
  children,
}: {
  user: Buyer;
  price: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('directory-listings');
  const exempt = !needsSavedCardToBuy(user, 'DIRECTORY_LISTING');
  const cards = usePaymentMethods(!exempt);
  if (exempt) return children;
  if (cards.isPending && cards.fetchStatus !== 'idle') return <Spinner label={t('gate.checking')} />;
  if ((cards.data?.paymentMethods.length ?? 0) > 0) return children;

  return (
    <section aria-labelledby="directory-gate" className="flex flex-col items-center gap-4 py-6 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
        <CreditCard aria-hidden="true" className="size-7" />
      </span>
      <h2 id="directory-gate" className="text-xl font-bold text-primary">
        {t('gate.title')}
      </h2>
      <p className="max-w-prose text-ink">{t('gate.text', { price: formatAnnualPrice(price) })}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <ButtonLink to={`${paths.profile}#payment-methods`}>{t('gate.addPaymentMethod')}</ButtonLink>
        <ButtonLink to={paths.dashboard} variant="secondary">
          {t('gate.backToDashboard')}
        </ButtonLink>
      </div>
    </section>
  );
}
