import { auctionText } from '@mariner/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BarChart3 } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Container } from '../../../components/Container.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { auctionStatsQueryOptions } from '../../../lib/api/auction-stats.ts';
import { auctionQueryOptions } from '../../../lib/api/auctions.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { privatePageHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import type { PageLoader } from '../../../lib/route-module.ts';
import { PeriodPicker } from '../components/PeriodPicker.tsx';
import { StatsChart } from '../components/StatsChart.tsx';
import { StatsTotals } from '../components/StatsTotals.tsx';
import { periodDaysOf, periodOf } from '../components/stats-period.ts';

const textLink =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/**
 * Issue 30 item 1: one listing's statistics over time — the period's totals and the chart (with
 * the same numbers as a table) — for its seller and admins (the API refuses anyone else).
 */
export function ListingStatsPage() {
  const { t } = useTranslation('listing-stats');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const days = periodDaysOf(search);
  const stats = useQuery(auctionStatsQueryOptions(id, periodOf(days)));
  const auction = useQuery(auctionQueryOptions(id));
  const title = auction.data ? auctionText(auction.data.auction, currentLocale()).title : null;

  const error = stats.error instanceof ApiError ? stats.error : null;
  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <Link to={paths.dashboard} className={`${textLink} self-start text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-primary sm:text-3xl">
          <BarChart3 aria-hidden="true" className="size-7 shrink-0 text-accent" />
          {t('title')}
        </h1>
        {title ? (
          <p className="text-lg text-ink">
            <Link to={paths.auction(id)} className={textLink}>
              {title}
            </Link>
          </p>
        ) : null}
        <p className="text-sm text-muted">{t('daysNote')}</p>
      </div>
      <PeriodPicker />
      {stats.isPending ? (
        <Spinner label={t('loading')} />
      ) : stats.data ? (
        <>
          <StatsTotals totals={stats.data.totals} label={t('totals')} />
          <StatsChart days={stats.data.days} title={t('chart.title')} />
        </>
      ) : (
        <Alert tone="error">
          {error?.status === 403 ? t('notAllowed') : error?.status === 404 ? t('notFound') : t('error')}
        </Alert>
      )}
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['charts', 'listing-stats'];

/** The statistics and the listing's title, started with the page (issue 26). */
export const loader: PageLoader = ({ queryClient, params, url, user }) => {
  const id = params.id ?? '';
  if (!user || !id) return [];
  return [
    queryClient.prefetchQuery(auctionStatsQueryOptions(id, periodOf(periodDaysOf(url.searchParams)))),
    queryClient.prefetchQuery(auctionQueryOptions(id)),
  ];
};

/** "Statistics: <the listing's title>" once its loader has read the listing, in the page's language. */
export const head = privatePageHead(({ params, queryClient, locale, t }) => {
  const answer = queryClient.getQueryData(auctionQueryOptions(params.id ?? '').queryKey);
  return answer
    ? t('listing-stats:pageTitleOf', { title: auctionText(answer.auction, locale).title })
    : t('listing-stats:title');
});
