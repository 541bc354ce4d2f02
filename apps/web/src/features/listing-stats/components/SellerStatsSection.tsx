import { AUCTION_STATS_METRICS, auctionText } from '@mariner/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { BarChart3 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { myAuctionsStatsQueryOptions } from '../../../lib/api/auction-stats.ts';
import { formatCount } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { PeriodPicker } from './PeriodPicker.tsx';
import { StatsChart } from './StatsChart.tsx';
import { StatsTotals } from './StatsTotals.tsx';
import { periodDaysOf, periodOf } from './stats-period.ts';

const textLink =
  'rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** A listing's title in the page's language (else the other, marked with its `lang`), to its statistics. */
function ListingTitleLink({
  listing,
}: {
  listing: { auctionId: string; title: string; titleFr: string | null };
}) {
  const text = auctionText({ ...listing, description: '', descriptionFr: null }, currentLocale());
  return (
    <Link to={paths.listingStats(listing.auctionId)} lang={text.titleLang} className={textLink}>
      {text.title}
    </Link>
  );
}

/**
 * Issue 30 item 1: the seller's dashboard — all their listings together over the period (totals
 * and the chart, its numbers in a table), and each listing's totals with a link to its own page.
 */
export function SellerStatsSection() {
  const { t } = useTranslation('listing-stats');
  const [search] = useSearchParams();
  const query = useQuery(myAuctionsStatsQueryOptions(periodOf(periodDaysOf(search))));
  const data = query.data;
  return (
    <section aria-labelledby="seller-stats" className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="seller-stats" className="flex items-center gap-2 text-xl font-bold text-primary">
            <BarChart3 aria-hidden="true" className="size-5 text-accent" />
            {t('dashboardTitle')}
          </h2>
          <p className="text-sm text-muted">{t('daysNote')}</p>
        </div>
        <PeriodPicker />
      </div>
      {query.isPending ? (
        <Spinner label={t('loading')} />
      ) : !data ? (
        <Alert tone="error">{t('error')}</Alert>
      ) : (
        <>
          <StatsTotals totals={data.totals} label={t('totalsAll')} />
          <StatsChart days={data.days} title={t('chart.titleAll')} />
          {data.listings.length > 0 ? (
            <div className="overflow-x-auto rounded-2xl border border-line bg-white shadow-sm">
              <table className="w-full text-sm">
                <caption className="px-4 py-3 text-left font-semibold text-primary">
                  {t('listings.caption')}
                </caption>
                <thead className="bg-sand">
                  <tr>
                    <th scope="col" className="px-4 py-2 text-left font-semibold text-ink">
                      {t('listings.listing')}
                    </th>
                    {AUCTION_STATS_METRICS.map((metric) => (
                      <th key={metric} scope="col" className="px-4 py-2 text-right font-semibold text-ink">
                        {t(`metrics.${metric}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.listings.map((listing) => (
                    <tr key={listing.auctionId} className="border-t border-line">
                      <th scope="row" className="px-4 py-2 text-left font-medium text-ink">
                        <ListingTitleLink listing={listing} />
                      </th>
                      {AUCTION_STATS_METRICS.map((metric) => (
                        <td key={metric} className="px-4 py-2 text-right tabular-nums text-ink">
                          {formatCount(listing[metric])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
