import type { PastDirectoryAuction } from '@mariner/contracts';
import { textIn } from '@mariner/contracts/constants';
import { CalendarCheck, ExternalLink as ExternalIcon, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ResponsiveImage } from '../../../components/ResponsiveImage.tsx';
import { formatDate } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { CardFact } from './CardFact.tsx';

const linkClasses =
  'rounded-sm hover:text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

/** One past sale: its title (to its page), the day it ended in its own zone, and its results. */
function PastSale({ auction }: { auction: PastDirectoryAuction }) {
  const { t } = useTranslation('directory');
  const titleId = useId();
  const title = textIn(currentLocale(), auction.title, auction.titleFr);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-2 rounded-xl border border-line bg-white p-4 shadow-sm"
    >
      {auction.featuredImage ? (
        // The title beside it names the sale: the picture is decoration, out of the tab order.
        <Link to={paths.auction(auction.id)} tabIndex={-1} aria-hidden="true">
          <ResponsiveImage
            src={auction.featuredImage}
            alt=""
            sizes="(min-width: 768px) 20rem, 100vw"
            className="aspect-[16/7] w-full rounded-lg object-cover"
          />
        </Link>
      ) : null}
      <h3 id={titleId} lang={title.lang} className="leading-snug font-bold break-words text-primary">
        <Link to={paths.auction(auction.id)} className={linkClasses}>
          {title.text}
        </Link>
      </h3>
      <dl className="flex flex-col gap-1 text-sm text-ink">
        <CardFact icon={CalendarCheck} label={t('profile.ended')}>
          {formatDate(auction.auctionEndDate, auction.timeZone)}
        </CardFact>
        <CardFact icon={MapPin} label={t('profile.location')} className="min-w-0 break-words">
          {auction.location}
        </CardFact>
      </dl>
      {auction.resultsNote ? (
        // The seller's own words, in the language they wrote them: no lang is claimed.
        <p className="whitespace-pre-line break-words text-sm text-ink">{auction.resultsNote}</p>
      ) : null}
      {auction.resultsUrl ? (
        // A seller's link: no referrer, no opener, and no endorsement of it by us (ugc, nofollow).
        <a
          href={auction.resultsUrl}
          rel="nofollow ugc noopener noreferrer"
          className={`${linkClasses} inline-flex items-center gap-1.5 self-start text-sm font-semibold text-accent-strong`}
        >
          {t('profile.seeResults')}
          <span className="sr-only"> {title.text}</span>
          <ExternalIcon aria-hidden="true" className="size-4" />
        </a>
      ) : null}
    </article>
  );
}

/** Issue 28: the auctioneer's sales of the last twelve months, newest first, under the upcoming ones. */
export function PastSales({ auctions }: { auctions: PastDirectoryAuction[] }) {
  const { t } = useTranslation('directory');
  if (auctions.length === 0) return null;
  return (
    <section
      aria-labelledby="profile-past-sales"
      className="flex min-w-0 flex-col gap-3 self-start lg:col-start-1"
    >
      <h2 id="profile-past-sales" className="text-xl font-bold text-primary">
        {t('profile.pastSales')}
      </h2>
      <p className="text-sm text-muted">{t('profile.pastSalesIntro')}</p>
      <ul className="grid gap-4 md:grid-cols-2">
        {auctions.map((auction) => (
          <li key={auction.id}>
            <PastSale auction={auction} />
          </li>
        ))}
      </ul>
    </section>
  );
}
