import type { AdminBannersQuery, AdminDirectoryListingsQuery, AuctionListQuery } from '@mariner/contracts';
import {
  ADMIN_DIRECTORY_LISTING_SORTS,
  type AdminBannerSort,
  type AdminDirectoryListingSort,
  AdminDirectorySort,
  AdvertiserType,
  BannerPlacement,
  Province,
} from '@mariner/contracts';
import type { DirectoryUsersFilter } from '../../../lib/api/users.ts';
import {
  choiceField,
  pageField,
  textField,
  type UrlFields,
  useUrlFilter,
} from '../../../lib/url-list-filter.ts';

/** Issue 31: the review queues show 50 items a page, whatever their number. */
export const QUEUE_PAGE_SIZE = 50;

/**
 * The pending auctions queue's orders (of the list's `sort`): whoever has waited longest first by
 * default, as the queue always showed; the newest, the soonest sale, or the title.
 */
export const AUCTION_QUEUE_SORTS = ['oldest', 'newest', 'date', 'title'] as const;
export type AuctionQueueSort = (typeof AUCTION_QUEUE_SORTS)[number];

export interface AuctionQueueFilter {
  search: string;
  province: Province | '';
  sort: AuctionQueueSort;
  page: number;
}

const AUCTION_FIELDS: UrlFields<AuctionQueueFilter> = {
  search: textField('q'),
  province: choiceField('province', Province.options, ''),
  sort: choiceField('sort', AUCTION_QUEUE_SORTS, 'oldest'),
  page: pageField,
};

export const useAuctionQueueFilter = () => useUrlFilter(AUCTION_FIELDS);

/** GET /api/auctions?status=PENDING with the queue's page, search, province and sort. */
export const auctionQueueQuery = (filter: AuctionQueueFilter): AuctionListQuery => ({
  status: 'PENDING',
  limit: QUEUE_PAGE_SIZE,
  page: filter.page,
  sort: filter.sort,
  ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
  ...(filter.province ? { province: filter.province } : {}),
});

/** The pending banners queue's orders; newest first by default, as the spec's call answers. */
export const BANNER_QUEUE_SORTS: readonly AdminBannerSort[] = ['newest', 'oldest', 'startDate', 'name'];

export interface BannerQueueFilter {
  search: string;
  placement: BannerPlacement | '';
  sort: AdminBannerSort;
  page: number;
}

const BANNER_FIELDS: UrlFields<BannerQueueFilter> = {
  search: textField('q'),
  placement: choiceField('placement', BannerPlacement.options, ''),
  sort: choiceField('sort', BANNER_QUEUE_SORTS, 'newest'),
  page: pageField,
};

export const useBannerQueueFilter = () => useUrlFilter(BANNER_FIELDS);

export const bannerQueueQuery = (filter: BannerQueueFilter): AdminBannersQuery => ({
  status: 'PENDING',
  limit: QUEUE_PAGE_SIZE,
  page: filter.page,
  ...(filter.sort !== 'newest' ? { sort: filter.sort } : {}),
  ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
  ...(filter.placement ? { placement: filter.placement } : {}),
});

/** Issue 31: the Directory tab's search, filters, order and page, in the address like the queues'. */
const DIRECTORY_FIELDS: UrlFields<Required<DirectoryUsersFilter>> = {
  search: textField('q'),
  advertiserType: choiceField('type', AdvertiserType.options, ''),
  listed: choiceField('listed', ['true', 'false'] as const, ''),
  sort: choiceField('sort', AdminDirectorySort.options, 'name'),
  page: pageField,
};

export const useDirectoryFilter = () => useUrlFilter(DIRECTORY_FIELDS);

/**
 * Issue 31 item 2 (decision 033): the directory listings waiting for review, whoever has waited
 * longest first by default.
 */
export interface DirectoryReviewFilter {
  search: string;
  sort: AdminDirectoryListingSort;
  page: number;
}

const DIRECTORY_REVIEW_FIELDS: UrlFields<DirectoryReviewFilter> = {
  search: textField('q'),
  sort: choiceField('sort', ADMIN_DIRECTORY_LISTING_SORTS, 'oldest'),
  page: pageField,
};

export const useDirectoryReviewFilter = () => useUrlFilter(DIRECTORY_REVIEW_FIELDS);

export const directoryReviewQuery = (filter: DirectoryReviewFilter): AdminDirectoryListingsQuery => ({
  reviewStatus: 'PENDING',
  limit: QUEUE_PAGE_SIZE,
  page: filter.page,
  ...(filter.sort !== 'oldest' ? { sort: filter.sort } : {}),
  ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
});
