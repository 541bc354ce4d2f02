import type { AuctionListQuery } from '@mariner/contracts';
import { auctionFeedPath, webcalUrl } from '@mariner/contracts/constants';
import { Info, List, Map as MapIcon, Rss, SearchX } from 'lucide-react';
import {
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link } from 'react-router';
import { Container } from '../../../components/Container.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { cx } from '../../../lib/cx.ts';
import { deferredComponent } from '../../../lib/deferred-component.tsx';
import { TextOnDemand, useTranslation } from '../../../lib/i18n/index.tsx';
import { siteOrigin } from '../../../lib/site-origin.ts';
import { useAfterHydration } from '../../../lib/use-after-hydration.ts';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query.ts';
import { useAuctions } from '../api/get-auctions.ts';
import { FilterChips, useFilterChips } from '../components/FilterChips.tsx';
import { FilterSheet, FiltersLink } from '../components/FilterSheet.tsx';
import {
  EMPTY_FILTERS,
  type AuctionFilters as Filters,
  type ListTab,
  listQuery,
  useAuctionFilters,
} from '../hooks/use-auction-filters.ts';

/** Where the phone's Filters link leads before JavaScript runs: the form, after the results. */
const FILTERS_ID = 'auction-filters';

/**
 * Spec 000 §2 Auctions list: filters mirrored in the URL, 12 a page, 'Showing X of Y auctions',
 * pagination, and the empty state (also shown when the list fails to load, spec 000 §8).
 */
interface AuctionsPageProps {
  /** A square banner under the results (the CATEGORY_PAGE placement), composed by the router. */
  banner?: ReactNode;
  /** Issue 17: the saved-search form for the current filters, composed by the router. */
  saveSearch?: (query: string, suggestedName: string) => ReactNode;
}

/**
 * The map's code (Leaflet and its styles) loads only when a visitor opens the map, and only in a
 * browser: Leaflet reads `window` as it loads, so a server render shows the placeholder instead.
 */
const AuctionMap = lazy(async () => ({ default: (await import('../components/AuctionMap.tsx')).AuctionMap }));

/**
 * Issue 26: the Items tab's code (issue 29) is no part of the auctions tab's first load; the route's
 * loader fetches it where the address asks for the tab (`preloadItemResults`), so the server renders
 * it whole, and a click on the tab is a navigation that does the same.
 */
const itemResults = deferredComponent(
  async () => (await import('../components/ItemResults.tsx')).ItemResults,
);

export const preloadItemResults = itemResults.preload;

/**
 * Issue 26: the filters' form (beside the results, after them on a phone) is a GET form to this
 * page until its code arrives, which a hydrating page fetches once interactive (a search sent
 * meanwhile is the server's to answer, as without JavaScript); the route's loader fetches it where
 * the server renders the page, and on a navigation. The phone's sheet shows the same part.
 */
const auctionFilters = deferredComponent(
  async () => (await import('../components/AuctionFilters.tsx')).AuctionFilters,
  { afterInteractive: true },
);

/** Calls `onCommit` once committed: beside a deferred part in its Suspense boundary, once that hydrated. */
export function OnCommit({ onCommit }: { onCommit: () => void }) {
  useEffect(() => onCommit(), [onCommit]);
  return null;
}

/**
 * Issue 28 and 26: whether the page shows the filters' form itself rather than in the phone's
 * sheet. Beside a wide screen, also on a phone while the form the server rendered waits for its
 * code (it hydrates once the page is interactive): taking it out then would drop its Suspense
 * boundary unhydrated, and with it the part the journeys wait for (`data-deferred-pending`);
 * it goes once hydrated. A page reached by a navigation on a phone never shows it.
 */
export function useFormInPage(onPhone: boolean): { inPage: boolean; hydrated: () => void } {
  const afterHydration = useAfterHydration();
  // Mounted while the browser hydrates the server's HTML (which has the form in the page)?
  const [hydrating] = useState(!afterHydration && typeof document !== 'undefined');
  const [formHydrated, setFormHydrated] = useState(false);
  // A transition, as useAfterHydration's: the cards and the pager may still wait for their code.
  const hydrated = useCallback(() => startTransition(() => setFormHydrated(true)), []);
  return { inPage: !onPhone || (hydrating && !formHydrated), hydrated };
}

/**
 * Issue 26: the results' cards (pictures, facts and links; a card's heart is a button) and their
 * pager hydrate once the page is interactive: their code (cards, sale facts, saving, paging) is no
 * part of the list's first load. A link on a card is followed meanwhile; a heart or a page button
 * pressed in that moment does nothing, as before the page was interactive.
 */
const auctionGrid = deferredComponent(
  async () => (await import('../components/AuctionGrid.tsx')).AuctionGrid,
  {
    afterInteractive: true,
    texts: ['cards'],
  },
);
const pagination = deferredComponent(
  async () => (await import('../../../components/Pagination.tsx')).Pagination,
  { afterInteractive: true },
);

/** What the list shows that its loader fetches the code of, for the server's render and a navigation. */
export const preloadAuctionListParts = (): Promise<unknown> =>
  Promise.all([auctionFilters.preload(), auctionGrid.preload(), pagination.preload()]);

const viewTab = (current: boolean) =>
  cx(
    'inline-flex min-h-10 items-center gap-1.5 rounded-lg border px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
    current
      ? 'border-primary bg-primary text-white'
      : 'border-line bg-white text-primary hover:border-accent',
  );

/**
 * The list's filters as a feed's or a saved search's query string (no paging, no status, and no
 * date chip's range: "this weekend" picked today would be last weekend in a subscription).
 */
function feedQueryOf(filters: AuctionListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'startDateFrom' || key === 'startDateTo') continue;
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return auctionFeedPath(params).split('?')[1] ?? '';
}

/** Issue 17: this search as a calendar subscription (webcal://), the list's filters kept. */
function SubscribeToSearch({ filters }: { filters: AuctionListQuery }) {
  const { t } = useTranslation('auctions');
  const query = feedQueryOf(filters);
  const href = webcalUrl(`${siteOrigin()}/api/feeds/auctions.ics${query ? `?${query}` : ''}`);
  return (
    <a
      href={href}
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <Rss aria-hidden="true" className="size-4" />
      {t('list.subscribe')}
    </a>
  );
}

/** Issue 29: "Auctions | Items", links so the tab is in the address and works before JavaScript. */
function ResultTabs({ tab, tabHref }: { tab: ListTab; tabHref: (tab: ListTab) => string }) {
  const { t } = useTranslation('auctions');
  return (
    <nav aria-label={t('lotSearch.tabs')} className="flex gap-1 border-b border-line">
      {(['auctions', 'items'] as const).map((each) => (
        <Link
          key={each}
          to={tabHref(each)}
          aria-current={tab === each ? 'page' : undefined}
          className={cx(
            '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
            tab === each
              ? 'border-accent text-primary'
              : 'border-transparent text-muted hover:border-line hover:text-primary',
          )}
        >
          {each === 'auctions' ? t('lotSearch.auctionsTab') : t('lotSearch.itemsTab')}
        </Link>
      ))}
    </nav>
  );
}

export function AuctionsPage({ banner, saveSearch }: AuctionsPageProps = {}) {
  const { t } = useTranslation('auctions');
  const { filters, page, view, tab, viewHref, tabHref, filtersHref, applyFilters, clearFilters, setPage } =
    useAuctionFilters();
  const onItems = tab === 'items';
  const chips = useFilterChips(filters);
  // Issue 28: on a phone (once JavaScript runs) the form lives in a sheet the Filters button opens.
  const onPhone = useMediaQuery(NARROW_SCREEN);
  const formInPage = useFormInPage(onPhone);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The form's own submit (Search, or the sheet's Show results) closes the sheet once it applies;
  // a date chip applies at once and leaves it open, so several can be chosen.
  const submitted = useRef(false);
  // A phone turned sideways past the breakpoint shows the form in the page: the sheet is forgotten.
  useEffect(() => {
    if (!onPhone) setSheetOpen(false);
  }, [onPhone]);
  const applyFromSheet = (next: Filters) => {
    applyFilters(next);
    if (submitted.current) setSheetOpen(false);
    submitted.current = false;
  };
  const onMap = view === 'map';
  const mapCanLoad = useAfterHydration();
  // Shown before the map can load (server render, hydration) and while its code arrives.
  const mapPlaceholder = <Spinner label={t('map.loading')} />;
  const resultsHeading = useRef<HTMLParagraphElement>(null);

  const query = listQuery(filters, onMap, page);
  // The Items tab asks for lots only; the auctions' query waits until its tab is shown.
  const { data, isPending, isError, isPlaceholderData } = useAuctions(query, !onItems);
  const auctions = isError ? [] : (data?.auctions ?? []);
  const total = isError ? 0 : (data?.pagination.total ?? 0);
  const totalPages = isError ? 0 : (data?.pagination.totalPages ?? 0);

  // A page past the end (an old link, or the last item gone) shows the last page instead.
  useEffect(() => {
    if (onItems) return;
    if (!isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true });
  }, [onItems, isPlaceholderData, page, totalPages, setPage]);

  const goToPage = (next: number) => {
    setPage(next);
    // Move to the top of the results, and tell screen readers where they are.
    resultsHeading.current?.focus();
  };

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-primary">{t('list.title')}</h1>
        <p className="text-muted">{t('list.intro')}</p>
      </header>
      {formInPage.inPage ? (
        // A narrow screen without the sheet (before or without JavaScript) shows it after the results.
        <div id={FILTERS_ID} className="scroll-mt-24 max-sm:order-1">
          <Suspense fallback={null}>
            <auctionFilters.Component initial={filters} onApply={applyFilters} onClear={clearFilters} />
            <OnCommit onCommit={formInPage.hydrated} />
          </Suspense>
        </div>
      ) : null}
      <ResultTabs tab={tab} tabHref={tabHref} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        {onItems ? (
          <span />
        ) : (
          <nav aria-label={t('map.views')} className="flex gap-2">
            <Link to={viewHref('list')} aria-current={onMap ? undefined : 'page'} className={viewTab(!onMap)}>
              <List aria-hidden="true" className="size-4" />
              {t('map.list')}
            </Link>
            <Link to={viewHref('map')} aria-current={onMap ? 'page' : undefined} className={viewTab(onMap)}>
              <MapIcon aria-hidden="true" className="size-4" />
              {t('map.map')}
            </Link>
          </nav>
        )}
        {onPhone ? (
          <FilterSheet count={chips.length} open={sheetOpen} onOpenChange={setSheetOpen}>
            {/* Hears the form's submit bubbling up (React's submit event bubbles): no control of its own. */}
            <div
              onSubmit={() => {
                submitted.current = true;
              }}
            >
              <Suspense fallback={null}>
                <auctionFilters.Component initial={filters} onApply={applyFromSheet} onClear={clearFilters} />
              </Suspense>
            </div>
          </FilterSheet>
        ) : (
          <FiltersLink count={chips.length} targetId={FILTERS_ID} />
        )}
      </div>
      <FilterChips
        chips={chips}
        hrefOf={filtersHref}
        clearHref={filtersHref(EMPTY_FILTERS)}
        onRemoved={() => resultsHeading.current?.focus()}
      />
      {onItems ? (
        <Suspense fallback={<Spinner label={t('lotSearch.loading')} />}>
          <itemResults.Component filters={filters} page={page} setPage={setPage} />
        </Suspense>
      ) : isPending ? (
        <Spinner label={t('list.loading')} />
      ) : (
        <section aria-labelledby="auction-results" className="flex flex-col gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p
              id="auction-results"
              ref={resultsHeading}
              tabIndex={-1}
              aria-live="polite"
              className="scroll-mt-24 text-sm font-semibold text-muted focus:outline-none"
            >
              {t('list.showing', { shown: auctions.length, total })}
              {isPlaceholderData ? <span className="sr-only"> {t('list.updating')}</span> : null}
            </p>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
              {saveSearch ? saveSearch(feedQueryOf(query), filters.search || t('list.title')) : null}
              <SubscribeToSearch filters={query} />
            </div>
          </div>
          {/* Decision 024: the sales found by their items were those of the sales ending soonest. */}
          {!isError && data?.moreMatches ? (
            <p className="-mt-4 flex items-start gap-2 rounded-md border border-line bg-sand px-3 py-2 text-sm text-ink">
              <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{t('list.moreMatches')}</span>
            </p>
          ) : null}
          {auctions.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title={<TextOnDemand namespace="messages" name="noAuctionsMatching" />}
            />
          ) : onMap ? (
            mapCanLoad ? (
              <Suspense fallback={mapPlaceholder}>
                <AuctionMap auctions={auctions} />
              </Suspense>
            ) : (
              mapPlaceholder
            )
          ) : (
            <Suspense fallback={null}>
              <auctionGrid.Component auctions={auctions} isPlaceholderData={isPlaceholderData} />
            </Suspense>
          )}
          {onMap ? null : (
            <Suspense fallback={null}>
              <pagination.Component page={page} totalPages={totalPages} onPageChange={goToPage} />
            </Suspense>
          )}
        </section>
      )}
      {banner ? <div className="max-sm:order-2">{banner}</div> : null}
    </Container>
  );
}
