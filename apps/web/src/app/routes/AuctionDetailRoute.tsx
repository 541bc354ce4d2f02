import type { AuctionResponse } from '@mariner/contracts';
import {
  auctionDocumentTitle,
  auctionText,
  FEATURED_IMAGE_SIZES,
  imageSrcSet,
  LOTS_PAGE_PARAM,
  SHARE_IMAGE_ALT,
} from '@mariner/contracts/constants';
import { excerpt, pageHead } from '@mariner/contracts/page-head';
import {
  FollowButtonLater,
  prefetchFollowButtonLater,
  preloadFollowButtonLater,
} from '../../features/alerts/components/FollowButtonLater.tsx';
import { moreFromSellerQuery } from '../../features/auctions/api/get-seller-auctions.ts';
import {
  AuctionDetailPage,
  preloadAuctionDetailParts,
} from '../../features/auctions/pages/AuctionDetailPage.tsx';
import {
  PlacementBannerLater,
  preloadPlacementBanner,
} from '../../features/banners/components/PlacementBannerLater.tsx';
import { auctionQueryOptions, auctionsQueryOptions } from '../../lib/api/auctions.ts';
import { lotsPageOf, lotsQueryOptions } from '../../lib/api/lots.ts';
import { prefetchSavedFlagsOf } from '../../lib/api/saved-flags.ts';
import { recordHead } from '../../lib/head.ts';
import type { PageHeadOf, PageLoader } from '../../lib/route-module.ts';

/** An auction's page with its square banner (LISTING_DETAIL) and its seller's Follow button. */
export function AuctionDetailRoute() {
  return (
    <AuctionDetailPage
      banner={<PlacementBannerLater placement="LISTING_DETAIL" />}
      followSeller={(sellerId, companyName) => (
        <FollowButtonLater sellerId={sellerId} companyName={companyName} />
      )}
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['auction', 'cards'];

/**
 * The auction, its seller's next sales (issue 28) and the page of its catalogue the address names
 * (`?lots=N`, issue 29); for someone signed in, whether they saved it and follow its seller, and the
 * Follow button's code (issue 26: a visitor's is a link to sign in).
 */
export const loader: PageLoader = ({ params, queryClient, user, url }) => {
  const id = params.id ?? '';
  const lots = queryClient.prefetchQuery(lotsQueryOptions(id, lotsPageOf(url.searchParams, LOTS_PAGE_PARAM)));
  const withSeller = queryClient
    .fetchQuery(auctionQueryOptions(id))
    .then(({ auction: { sellerId, seller } }) =>
      Promise.all([
        queryClient.prefetchQuery(auctionsQueryOptions(moreFromSellerQuery(sellerId))),
        user && seller.companyName ? prefetchFollowButtonLater(queryClient, user, sellerId) : undefined,
      ]),
    )
    // A missing auction is the page's to say (its query holds the error).
    .catch(() => undefined);
  // Issue 26: the side column's, the catalogue's, the banner's and the Follow button's code, which a
  // hydrating page fetches only once interactive, is there for the server's render and a navigation's.
  const parts = Promise.all([
    preloadAuctionDetailParts(),
    preloadPlacementBanner(),
    preloadFollowButtonLater(),
  ]);
  return user
    ? [prefetchSavedFlagsOf(queryClient, [id]), withSeller, lots, parts]
    : [withSeller, lots, parts];
};

/**
 * The auction in the page's language (its title, town, description), its share card and its
 * Event (JSON-LD); a 404 for an auction that is not public.
 */
export const head: PageHeadOf = (args) =>
  recordHead<AuctionResponse>(
    args,
    auctionQueryOptions(args.params.id ?? '').queryKey,
    'auctions',
    ({ auction }) => {
      const { url, origin, locale, seo } = args;
      const text = auctionText(auction, locale);
      const town = auction.location;
      return pageHead({ url, origin }, 'auctions', {
        title: auctionDocumentTitle(text.title, town),
        description: excerpt(text.description),
        ogType: 'article',
        ...(seo
          ? {
              image: {
                url: `${origin}${seo.shareCardPath(auction, locale)}`,
                ...seo.shareCard,
                alt: SHARE_IMAGE_ALT[locale].auction(text.title, town),
              },
              jsonLd: [seo.auctionEvent(auction, origin, locale)],
            }
          : {}),
        ...(auction.featuredImage
          ? {
              preloadImage: {
                href: auction.featuredImage,
                srcset: imageSrcSet(auction.featuredImage),
                sizes: FEATURED_IMAGE_SIZES,
              },
            }
          : {}),
      });
    },
  );
