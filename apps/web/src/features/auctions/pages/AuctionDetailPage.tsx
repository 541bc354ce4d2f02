import type { Auction } from '@mariner/contracts';
import { auctionStatsPaths, auctionText } from '@mariner/contracts/constants';
import { ArrowLeft, BookOpen, CalendarClock, CalendarDays, MapPin, SearchX } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink, buttonClasses } from '../../../components/Button.tsx';
import { Container } from '../../../components/Container.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { ExternalLink } from '../../../components/ExternalLink.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { deferredComponent } from '../../../lib/deferred-component.tsx';
import { formatDateTime } from '../../../lib/formatters.ts';
import { TextOnDemand, useTranslation } from '../../../lib/i18n/index.tsx';
import { currentLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { useAuction } from '../api/get-auction.ts';
import { FeaturedPicture, useAuctionLightbox } from '../components/AuctionGallery.tsx';
import { BuyersPremiumNote } from '../components/BuyersPremiumNote.tsx';
import { DirectionsLink } from '../components/DirectionsLink.tsx';
import { EventStatusNotice } from '../components/EventStatusNotice.tsx';
import { SaveButton } from '../components/SaveButton.tsx';
import { ShareButton } from '../components/ShareButton.tsx';

/**
 * The lightbox and its dialog library (Radix, about 13 KB gzip) load when a picture is first
 * opened, not with the page (issue 26); once opened it stays mounted, so closing it hands focus
 * back to the picture that opened it.
 */
const Lightbox = lazy(async () => ({ default: (await import('../components/Lightbox.tsx')).Lightbox }));

/**
 * Issue 26: the side column (below the sale on a phone: category, calendar, flyer, links, map,
 * seller, banner) and the lot catalogue are text and links until their code arrives, which the
 * browser fetches once the page is interactive (a link is followed meanwhile); the route's loader
 * fetches it first where the server renders the page, and on a navigation.
 */
const auctionAside = deferredComponent(
  async () => (await import('../components/AuctionAside.tsx')).AuctionAside,
  { afterInteractive: true },
);
const lotCatalogue = deferredComponent(
  async () => (await import('../components/LotCatalogue.tsx')).LotCatalogue,
  { afterInteractive: true },
);

/**
 * Issue 26: the main column below the facts, know-before-you-go and the gallery's grid, the same
 * way (one chunk, components/AuctionDetailMore.ts); a gallery picture pressed before its code is
 * there does nothing, as before the page was interactive.
 */
const knowBeforeYouGo = deferredComponent(
  async () => (await import('../components/AuctionDetailMore.ts')).KnowBeforeYouGo,
  { afterInteractive: true },
);
const galleryGrid = deferredComponent(
  async () => (await import('../components/AuctionDetailMore.ts')).GalleryGrid,
  { afterInteractive: true },
);

/** What the auction's page shows that its loader fetches the code of (issue 26). */
export const preloadAuctionDetailParts = (): Promise<unknown> =>
  Promise.all([
    auctionAside.preload(),
    lotCatalogue.preload(),
    knowBeforeYouGo.preload(),
    galleryGrid.preload(),
  ]);

const textLink =
  'inline-flex items-center gap-1.5 rounded-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

function Fact({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: ReactNode }) {
  return (
    // dt and dd must be the div's only children (definition-list rules), so the icon sits in dt.
    <div className="relative min-h-9 min-w-0 pl-12">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">
        <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-lg bg-accent-soft text-accent-strong">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="font-medium text-ink">{children}</dd>
    </div>
  );
}

function AuctionNotFound() {
  const { t } = useTranslation('auction');
  return (
    <Container className="py-16">
      <EmptyState
        icon={SearchX}
        as="h1"
        title={<TextOnDemand namespace="messages" name="auctionNotFound" />}
        className="mx-auto max-w-xl"
      >
        <p className="text-muted">{t('notFound.text')}</p>
        <ButtonLink to={paths.auctions} variant="navy" className="mt-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('detail.back')}
        </ButtonLink>
      </EmptyState>
    </Container>
  );
}

/** Composed by the router: the seller's Follow button (issue 17). */
type FollowSlot = (sellerId: string, companyName: string) => ReactNode;

function AuctionDetail({
  auction,
  banner,
  followSeller,
}: {
  auction: Auction;
  banner?: ReactNode;
  followSeller?: FollowSlot | undefined;
}) {
  const { t } = useTranslation('auction');
  // Issue 16: what the seller wrote in the page's language, else in the other (marked with `lang`).
  const text = auctionText(auction, currentLocale());
  const lightbox = useAuctionLightbox(auction);
  const [lightboxUsed, setLightboxUsed] = useState(false);
  if (lightbox.index !== null && !lightboxUsed) setLightboxUsed(true);
  // Issue 30 item 1: a view is counted from the browser once the page is shown to a person (a
  // crawler reading the server's HTML runs no effect); the server counts one per visitor and day.
  // Once per auction shown: development's strict mode runs effects twice, the ref keeps it to one.
  const reportedView = useRef<string | null>(null);
  useEffect(() => {
    if (auction.status !== 'APPROVED' || reportedView.current === auction.id) return;
    reportedView.current = auction.id;
    // The counting module loads here (issue 26: it is no part of the page's first load).
    void import('../../../lib/api/auction-stats.ts').then(({ sendStatsBeacon }) =>
      sendStatsBeacon('views', auction.id),
    );
  }, [auction.id, auction.status]);
  // The sale's own links lead through a counted redirect to the address stored with it.
  const outbound = (to: 'catalogue' | 'website') => auctionStatsPaths.outbound(auction.id, to);

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <Link to={paths.auctions} className={`${textLink} self-start text-sm`}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('detail.back')}
      </Link>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <FeaturedPicture auction={auction} onOpen={lightbox.openFeatured} />
          <div className="flex items-start justify-between gap-4">
            <h1
              lang={text.titleLang}
              className="text-2xl font-extrabold tracking-tight text-primary sm:text-3xl"
            >
              {text.title}
            </h1>
            <div className="flex shrink-0 gap-2">
              <ShareButton auctionId={auction.id} title={text.title} />
              <SaveButton auctionId={auction.id} title={text.title} look="plain" />
            </div>
          </div>
          <EventStatusNotice auction={auction} />
          <dl className="grid gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2">
            <Fact icon={CalendarDays} label={t('detail.starts')}>
              {formatDateTime(auction.auctionStartDate, auction.timeZone)}
              <BuyersPremiumNote auction={auction} />
            </Fact>
            <Fact icon={CalendarClock} label={t('detail.ends')}>
              {formatDateTime(auction.auctionEndDate, auction.timeZone)}
              <BuyersPremiumNote auction={auction} />
            </Fact>
            <Fact icon={MapPin} label={t('detail.location')}>
              {auction.location}
              <DirectionsLink auction={auction} className="mt-1" />
            </Fact>
          </dl>
          <Suspense fallback={null}>
            <knowBeforeYouGo.Component auction={auction} />
          </Suspense>
          {auction.catalogUrl ? (
            <ExternalLink
              href={outbound('catalogue')}
              className={buttonClasses('primary', 'lg', 'self-start')}
            >
              <BookOpen aria-hidden="true" className="size-5" />
              {t('detail.viewCatalog')}
            </ExternalLink>
          ) : null}
          <section aria-labelledby="auction-about" className="flex flex-col gap-3">
            <h2 id="auction-about" className="text-lg font-bold text-primary">
              {t('detail.about')}
            </h2>
            {/* Sellers write paragraphs and lists with line breaks; keep them. */}
            <p
              lang={text.descriptionLang}
              className="leading-relaxed break-words whitespace-pre-line text-ink"
            >
              {text.description}
            </p>
          </section>
          <Suspense fallback={null}>
            <galleryGrid.Component images={auction.images} onOpen={lightbox.openGallery} />
          </Suspense>
          <Suspense fallback={null}>
            <lotCatalogue.Component auction={auction} />
          </Suspense>
        </div>
        <Suspense fallback={null}>
          <auctionAside.Component
            auction={auction}
            banner={banner}
            follow={
              followSeller && auction.seller.companyName
                ? followSeller(auction.sellerId, auction.seller.companyName)
                : null
            }
          />
        </Suspense>
      </div>
      {lightboxUsed ? (
        <Suspense fallback={null}>
          <Lightbox
            images={lightbox.images}
            index={lightbox.index}
            onIndexChange={lightbox.setIndex}
            title={text.title}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}

interface AuctionDetailPageProps {
  /** A square banner for the side column (the LISTING_DETAIL placement), composed by the router. */
  banner?: ReactNode;
  followSeller?: FollowSlot;
}

/**
 * Spec 000 §2 Auction detail (/auctions/{id}). The API answers 404 for an auction the asker may
 * not see (only its owner and admins see one that is not live); any failure shows the not-found
 * state (spec 000 §8).
 */
export function AuctionDetailPage({ banner, followSeller }: AuctionDetailPageProps = {}) {
  const { t } = useTranslation('auction');
  const { id = '' } = useParams();
  const { data, isPending } = useAuction(id);

  if (isPending) {
    return <Spinner label={t('detail.loading')} />;
  }
  if (!data) return <AuctionNotFound />;
  return <AuctionDetail auction={data.auction} banner={banner} followSeller={followSeller} />;
}
