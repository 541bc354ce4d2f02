import { type Auction, type AuctionStatus, isAuctioneer, type User } from '@mariner/contracts';
import { Gavel, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { ButtonLink } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useDeleteAuction } from '../api/delete-auction.ts';
import { useMyAuctions } from '../api/get-my-auctions.ts';
import { MyAuctionCard } from './MyAuctionCard.tsx';

const STATS: { key: 'live' | 'underReview' | 'rejected' | 'total'; status?: AuctionStatus }[] = [
  { key: 'live', status: 'APPROVED' },
  { key: 'underReview', status: 'PENDING' },
  { key: 'rejected', status: 'REJECTED' },
  { key: 'total' },
];

const countOf = (auctions: Auction[], status?: AuctionStatus) =>
  status ? auctions.filter((auction) => auction.status === status).length : auctions.length;

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * Spec 000 §2/§6: for auctioneers, Create Auction, the counts by status and their auctions with
 * view, edit and delete. A failed load shows the empty state (spec 000 §8).
 */
export function MyAuctions({ user }: { user: Pick<User, 'role' | 'advertiserType'> }) {
  return isAuctioneer(user) ? <MyAuctionsSection /> : null;
}

function MyAuctionsSection() {
  const { t } = useTranslation(['listings', 'messages', 'common']);
  const query = useMyAuctions();
  const deleteAuction = useDeleteAuction();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const auctions = query.data?.auctions ?? [];

  // The deleted card (and the button that had focus) is gone: the outcome takes the focus.
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const remove = (auction: Auction) => {
    setOutcome(null);
    deleteAuction.mutate(auction.id, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('messages:auctionDeleted') }),
      onError: () => setOutcome({ tone: 'error', text: t('messages:auctionDeleteFailed') }),
    });
  };

  return (
    <section aria-labelledby="my-auctions" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-auctions" className="text-xl font-bold text-primary">
          {t('mine.title')}
        </h2>
        <ButtonLink to={paths.createListing}>
          <Plus aria-hidden="true" className="size-4" />
          {t('mine.createAuction')}
        </ButtonLink>
      </div>

      <dl aria-label={t('mine.statsLabel')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {STATS.map(({ key, status }) => (
          <div key={key} className="rounded-2xl border border-line bg-white px-4 py-3 shadow-sm">
            <dt className="text-sm font-medium text-muted">{t(`mine.stats.${key}`)}</dt>
            <dd className="mt-1 text-2xl font-bold text-primary">{countOf(auctions, status)}</dd>
          </div>
        ))}
      </dl>

      {outcome ? (
        <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
          <Alert tone={outcome.tone} dismissLabel={t('common:dismiss')} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        </div>
      ) : null}

      {query.isPending ? (
        <Spinner label={t('mine.loading')} />
      ) : auctions.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line bg-white px-6 py-10 text-center">
          <Gavel aria-hidden="true" className="size-8 text-accent" />
          <p className="text-ink">{t('mine.empty')}</p>
          <ButtonLink to={paths.createListing} variant="secondary">
            {t('mine.emptyAction')}
          </ButtonLink>
        </div>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {auctions.map((auction) => (
            <li key={auction.id}>
              <MyAuctionCard
                auction={auction}
                deleting={deleteAuction.isPending && deleteAuction.variables === auction.id}
                onDelete={() => remove(auction)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
