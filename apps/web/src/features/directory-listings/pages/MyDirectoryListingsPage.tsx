import type { DirectoryListing } from '@mariner/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { RejectionNotice } from '../../../components/RejectionNotice.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCents, formatDate } from '../../../lib/formatters.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMyDirectoryListings, useResubmitDirectoryListing } from '../api/directory-listings.ts';
import { DirectoryStatsPanel } from '../components/DirectoryStatsPanel.tsx';
import type { DirectoryCheckoutState } from './CreateDirectoryListingPage.tsx';

const STATUS_STYLE: Record<DirectoryListing['status'], string> = {
  PENDING_PAYMENT: 'bg-amber-100 text-amber-900',
  ACTIVE: 'bg-emerald-100 text-emerald-900',
  EXPIRED: 'bg-slate-200 text-slate-800',
};

/** Issue 31 item 2 (decision 033): a running listing's review, beside its payment status. */
const REVIEW_STYLE = {
  PENDING: 'bg-sky-100 text-sky-900',
  REJECTED: 'bg-red-100 text-red-900',
} as const;

const noticeOf = (state: unknown): string | null =>
  state && typeof state === 'object' && 'notice' in state && typeof state.notice === 'string'
    ? state.notice
    : null;

/** /profile/directory-listings: the user's listings, their status and renewal dates. */
export function MyDirectoryListingsPage() {
  const { t } = useTranslation('directory-listings');
  const location = useLocation();
  const listings = useMyDirectoryListings();
  const resubmit = useResubmitDirectoryListing();
  const [resubmitted, setResubmitted] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const notice = resubmitted ? null : noticeOf(location.state);

  const onResubmit = (id: string) => {
    setResubmitted(null);
    resubmit.mutate(id, {
      onSuccess: () => setResubmitted({ tone: 'success', text: t('mine.resubmitted') }),
      onError: (error) =>
        setResubmitted({ tone: 'error', text: errorMessage(error, t('mine.resubmitFailed')) }),
    });
  };

  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{t('mine.title')}</h1>
          <ButtonLink to={paths.createDirectoryListing}>{t('mine.create')}</ButtonLink>
        </div>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {resubmitted ? <Alert tone={resubmitted.tone}>{resubmitted.text}</Alert> : null}
        {listings.isPending ? (
          <Spinner label={t('mine.loading')} />
        ) : listings.isError ? (
          <Alert tone="error">{t('mine.loadFailed')}</Alert>
        ) : listings.data.listings.length === 0 ? (
          <div className="rounded-2xl border border-line bg-white p-8 text-center">
            <p className="font-semibold text-ink">{t('mine.empty')}</p>
            <p className="mt-1 text-muted">{t('mine.emptyHint')}</p>
          </div>
        ) : (
          <ul className="flex flex-col gap-4">
            {listings.data.listings.map((listing) => (
              <ListingCard
                key={listing.id}
                listing={listing}
                resubmitting={resubmit.isPending && resubmit.variables === listing.id}
                onResubmit={() => onResubmit(listing.id)}
              />
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}

interface ListingCardProps {
  listing: DirectoryListing;
  resubmitting: boolean;
  onResubmit: () => void;
}

function ListingCard({ listing, resubmitting, onResubmit }: ListingCardProps) {
  const { t } = useTranslation('directory-listings');
  const running = listing.status === 'ACTIVE';
  const review = running && listing.reviewStatus !== 'APPROVED' ? listing.reviewStatus : undefined;
  const rejected = running && listing.reviewStatus === 'REJECTED';
  const payState: DirectoryCheckoutState | null = listing.pendingInvoice
    ? {
        invoiceId: listing.pendingInvoice.id,
        amount: listing.pendingInvoice.amount,
        itemType: 'DIRECTORY_LISTING',
        directoryListingId: listing.id,
        description: t('create.checkoutDescription', { company: listing.companyName }),
        returnUrl: paths.profileDirectoryListings,
      }
    : null;
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 shadow-sm sm:flex-row sm:flex-wrap sm:items-center">
      {listing.logo ? (
        <img src={listing.logo} alt="" className="size-16 rounded-lg border border-line object-contain" />
      ) : null}
      <div className="flex flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-bold text-primary">{listing.companyName}</h2>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[listing.status]}`}
          >
            {t(`status.${listing.status}`)}
          </span>
          {review ? (
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${REVIEW_STYLE[review]}`}>
              {t(`review.${review}`)}
            </span>
          ) : null}
        </div>
        <p className="text-sm text-muted">{listing.categories.join(' · ')}</p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink">
          {listing.activatedAt ? (
            <div className="flex gap-1">
              <dt className="font-semibold">{t('mine.activated')}</dt>
              <dd>{formatDate(listing.activatedAt)}</dd>
            </div>
          ) : null}
          {listing.expiresAt ? (
            <div className="flex gap-1">
              <dt className="font-semibold">
                {listing.status === 'EXPIRED' ? t('mine.expired') : t('mine.renews')}
              </dt>
              <dd>{formatDate(listing.expiresAt)}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      {rejected && listing.rejection ? (
        <div className="w-full sm:basis-full">
          <RejectionNotice rejection={listing.rejection}>
            <p className="text-muted">{t('review.rejectedHint')}</p>
          </RejectionNotice>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {rejected ? (
          <Button
            disabled={resubmitting}
            aria-label={t('mine.resubmitLabel', { company: listing.companyName })}
            onClick={onResubmit}
          >
            {t('mine.resubmit')}
          </Button>
        ) : null}
        {listing.status === 'EXPIRED' ? null : (
          <ButtonLink
            to={paths.editDirectoryListing(listing.id)}
            variant="secondary"
            aria-label={t('mine.editLabel', { company: listing.companyName })}
          >
            {t('mine.edit')}
          </ButtonLink>
        )}
        {listing.status === 'PENDING_PAYMENT' ? null : (
          <ButtonLink
            to={paths.renew('directory', listing.id)}
            variant="secondary"
            aria-label={t('mine.renewLabel', { company: listing.companyName })}
          >
            {t('mine.renew')}
          </ButtonLink>
        )}
        {payState && listing.pendingInvoice ? (
          <ButtonLink to={paths.checkout} state={payState}>
            {t('mine.payNow', { amount: formatCents(listing.pendingInvoice.amount) })}
          </ButtonLink>
        ) : null}
      </div>
      {/* Issue 30 item 2: a paid listing's profile visits (a listing not yet paid has none). */}
      {listing.status === 'PENDING_PAYMENT' ? null : (
        <div className="w-full min-w-0 sm:basis-full">
          <DirectoryStatsPanel listingId={listing.id} name={listing.companyName} />
        </div>
      )}
    </li>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['charts', 'directory-listings', 'messages'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('directory-listings:mine.title');
