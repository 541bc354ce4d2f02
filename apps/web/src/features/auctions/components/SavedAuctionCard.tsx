import type { SavedAuction } from '@mariner/contracts';
import { CalendarDays, HeartOff, MapPin } from 'lucide-react';
import { useId } from 'react';
import { formatDate, formatDateTime } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { auctionCategoryLabel } from '../../../lib/labels.ts';
import { paths } from '../../../lib/paths.ts';
import { useUnsaveAuction } from '../api/save-auction.ts';
import { CardShell, CardTitle, CategoryChip, FactList } from './CardParts.tsx';

/**
 * Spec 000 §2 Saved auctions: title, description, picture, start date, location, category and
 * when it was saved; removing it takes the card off the list at once.
 */
export function SavedAuctionCard({ auction }: { auction: SavedAuction }) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  const unsave = useUnsaveAuction(auction.id);
  const to = paths.auction(auction.id);

  return (
    <CardShell
      titleId={titleId}
      to={to}
      picture={auction.featuredImage}
      pictureSizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
      overlay={
        <button
          type="button"
          onClick={() => unsave.mutate()}
          disabled={unsave.isPending}
          aria-label={t('save.remove', { title: auction.title })}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-danger shadow-md transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
        >
          <HeartOff aria-hidden="true" className="size-5" />
        </button>
      }
    >
      <CategoryChip name={auctionCategoryLabel(auction.category)} />
      <CardTitle id={titleId} to={to} title={auction.title} />
      <p className="line-clamp-3 text-sm text-muted">{auction.description}</p>
      <FactList
        className="mt-auto"
        facts={[
          {
            icon: CalendarDays,
            label: t('card.starts'),
            value: formatDateTime(auction.auctionStartDate, auction.timeZone),
          },
          { icon: MapPin, label: t('card.location'), value: auction.location },
        ]}
      />
      <p className="border-t border-line pt-3 text-xs text-muted">
        {t('card.saved', { date: formatDate(auction.savedAt) })}
      </p>
    </CardShell>
  );
}
