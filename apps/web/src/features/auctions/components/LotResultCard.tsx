import type { LotSearchResult } from '@mariner/contracts';
import { auctionText, lotText } from '@mariner/contracts/constants';
import { CalendarDays, Gavel, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatDistance } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { AuctionPicture } from './AuctionPicture.tsx';
import { FactList } from './CardParts.tsx';
import { lotEstimate } from './lot-estimate.ts';
import { lotHref } from './lot-href.ts';

/**
 * Issue 29 item 4: one lot the Items tab found: its photo, number and title, estimate, and its sale
 * (title, start, town, distance), linked to the lot on its auction's page.
 */
export function LotResultCard({ lot }: { lot: LotSearchResult }) {
  const { t } = useTranslation(['auction-later', 'cards']);
  const titleId = useId();
  const locale = currentLocale();
  const text = lotText(lot, locale);
  const sale = auctionText({ ...lot.auction, description: '', descriptionFr: null }, locale);
  const estimate = lotEstimate(lot, t);
  const to = lotHref(lot.auction.id, lot);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition hover:shadow-md"
    >
      {/* The picture repeats the title link for pointer users; keyboard and screen readers use the title. */}
      <Link to={to} tabIndex={-1} aria-hidden="true" className="block">
        <AuctionPicture
          src={lot.images[0] ?? null}
          alt=""
          sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[3/2] w-full"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 id={titleId} className="text-lg font-bold leading-snug text-primary">
          <Link
            to={to}
            className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
          >
            <span className="block text-sm font-semibold text-accent-strong">
              {t('lotSearch.lotNumber', { number: lot.lotNumber })}
            </span>
            <span lang={text.titleLang === locale ? undefined : text.titleLang} className="break-words">
              {text.title}
            </span>
          </Link>
        </h2>
        {estimate ? <p className="text-sm font-semibold text-ink">{estimate}</p> : null}
        <FactList
          className="mt-auto"
          facts={[
            {
              icon: Gavel,
              label: t('lotSearch.sale'),
              value: <span lang={sale.titleLang === locale ? undefined : sale.titleLang}>{sale.title}</span>,
            },
            {
              icon: CalendarDays,
              label: t('lotSearch.starts'),
              value: formatDateTime(lot.auction.auctionStartDate, lot.auction.timeZone),
            },
            {
              icon: MapPin,
              label: t('lotSearch.where'),
              value:
                lot.distanceKm === undefined
                  ? lot.auction.location
                  : `${lot.auction.location} · ${t('cards:card.distance', { km: formatDistance(lot.distanceKm) })}`,
            },
          ]}
        />
      </div>
    </article>
  );
}
