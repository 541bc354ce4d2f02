import type { Auction, Lot } from '@mariner/contracts';
import { LOTS_PAGE_PARAM, lotAnchor, lotText } from '@mariner/contracts/constants';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { useLotsPage } from '../api/get-lots.ts';
import { useLotAnchor } from '../hooks/use-lot-anchor.ts';
import { LotEntry } from './LotEntry.tsx';
import { LotPager } from './LotPager.tsx';

/** The gallery's lightbox, loaded when a lot's photo is first opened (as the page's own). */
const Lightbox = lazy(async () => ({ default: (await import('./Lightbox.tsx')).Lightbox }));

export const CATALOGUE_ID = 'catalogue';

/** `?lots=N` for page N (the first page has none, so it is the page's own address). */
export const lotsPageSearch = (page: number) => (page > 1 ? `?${LOTS_PAGE_PARAM}=${page}` : '');

/**
 * Issue 29 item 3: the auction's catalogue, 50 lots a page, server-rendered (the route's loader
 * prefetches the page the address names) and paged by links (`?lots=2`) that crawlers follow.
 * Hidden when the auction has no lots.
 */
export function LotCatalogue({ auction }: { auction: Auction }) {
  const { t } = useTranslation('auction-later');
  const { page, query } = useLotsPage(auction.id);
  const [open, setOpen] = useState<{ lot: Lot; index: number | null } | null>(null);
  const data = query.data;
  // Issue 29: a shared `#lot-12` of another catalogue page moves to that page.
  useLotAnchor(auction.id, Boolean(data) && !query.isPlaceholderData);
  if (!data || data.pagination.total === 0) return null;
  const { total, totalPages } = data.pagination;
  const openPhoto = (lot: Lot, index: number) => setOpen({ lot, index });

  return (
    <section
      aria-labelledby="auction-catalogue"
      id={CATALOGUE_ID}
      className="flex scroll-mt-24 flex-col gap-4"
    >
      <h2 id="auction-catalogue" className="text-lg font-bold text-primary">
        {t('lots.heading', { count: total })}
      </h2>
      {totalPages > 1 ? (
        <p className="text-sm text-muted">{t('lots.pageOf', { page, total: totalPages })}</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {data.lots.map((lot) => (
          <LotEntry
            key={lot.id}
            lot={lot}
            shareHref={`${lotsPageSearch(page) || '?'}#${lotAnchor(lot.lotNumber)}`}
            onOpenPhoto={openPhoto}
          />
        ))}
      </ol>
      <LotPager
        page={page}
        totalPages={totalPages}
        hrefOf={(n) => `${lotsPageSearch(n) || '?'}#${CATALOGUE_ID}`}
      />
      {open ? (
        <Suspense fallback={null}>
          <Lightbox
            images={open.lot.images}
            index={open.index}
            onIndexChange={(index) => setOpen({ lot: open.lot, index })}
            title={t('lots.lightboxTitle', {
              number: open.lot.lotNumber,
              title: lotText(open.lot, currentLocale()).title,
            })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
