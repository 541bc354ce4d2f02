import {
  type Auction,
  type AuctionListResponse,
  type AuctionResponse,
  type AuctionSort,
  type AuctionStatus,
  auctionTimeZone,
  basisPointsToPremium,
  type CalendarResponse,
  cataloguePageOf,
  isAdminRole,
  type MatchingLots,
  MESSAGES,
  type NearPoint,
  type Province,
  RADIUS_KM,
  type Rejection,
  type SaleType,
} from '@mariner/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import type { CacheSync } from '../../plugins/cache-sync/index.ts';
import { AppError } from '../../plugins/errors.ts';
import {
  compileWords,
  countListedLots,
  findMatchingLots,
  findSalesFoundByLots,
  SALES_BY_LOTS_BOUNDED_FROM,
  type Words,
} from '../lots/search-queries.ts';
import { distanceKm, resolveNear } from '../places/service.ts';
import type { NearIndex } from './near-index.ts';
import type { AuctionReadCache } from './public-cache.ts';
import type { AuctionDetailRow } from './queries.ts';
import * as queries from './queries.ts';

export { countLiveAndPending as countLiveAndPendingAuctions } from './queries.ts';

/**
 * What public reads are answered from: the database and this instance's caches (the app's
 * decorators `auctionReads` and `nearIndex`; a route passes `app`).
 */
export interface AuctionReads {
  db: Executor;
  auctionReads: AuctionReadCache;
  nearIndex: NearIndex;
}

/**
 * What an auction write needs: the reads it answers from (and forgets), and the link that tells
 * the other instances to forget theirs (`forgetAuctionReads`; a route passes `app`).
 */
export interface AuctionWrites extends AuctionReads {
  db: Database;
  cacheSync: Pick<CacheSync, 'announce'>;
}

/** Who is asking: a signed-in user, or null for a visitor. */
export type Viewer = Pick<UserRow, 'id' | 'role'> | null;

const isAdmin = (viewer: Viewer) => isAdminRole(viewer?.role);

/** Spec 000 §6: a listing is managed by its seller, an ADMIN or a SUPERADMIN. */
export const canManageAuction = (viewer: Viewer, auction: { sellerId: string }) =>
  Boolean(viewer) && (viewer?.id === auction.sellerId || isAdmin(viewer));

/** Only APPROVED auctions are public (decision 4); the others only to those who manage them. */
const canSeeAuction = (viewer: Viewer, auction: { sellerId: string; status: AuctionStatus }) =>
  auction.status === 'APPROVED' || canManageAuction(viewer, auction);

export const auctionNotFound = () => new AppError('NOT_FOUND', MESSAGES.auctionNotFound);

/**
 * A write on an auction: whoever cannot even see it is told it does not exist (no probing for
 * unpublished listings); whoever sees a public one they do not manage is refused.
 */
export function assertCanManage<T extends { sellerId: string; status: AuctionStatus }>(
  viewer: Viewer,
  auction: T | undefined,
): asserts auction is T {
  if (!auction || !canSeeAuction(viewer, auction)) throw auctionNotFound();
  if (!canManageAuction(viewer, auction)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/**
 * An auction the actor may change (issue 29's lots ask too): its state, the row locked with
 * `forUpdate` for the rest of the transaction; 404 to whoever cannot see it, 403 to a visitor of a
 * public one.
 */
export async function findManagedAuction(
  db: Executor,
  actor: Viewer,
  id: string,
  options: { forUpdate?: boolean } = {},
) {
  const auction = await queries.findAuctionState(db, id, options);
  assertCanManage(actor, auction);
  return auction;
}

/** The wire form; the seller's names only for admins (spec 000 §3 "in admin views"). */
export function toAuction(row: AuctionDetailRow, viewer: Viewer): Auction {
  const { firstName, lastName, ...seller } = row.seller;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    titleFr: row.titleFr,
    descriptionFr: row.descriptionFr,
    categoryId: row.categoryId,
    category: row.category,
    featuredImage: row.featuredImage,
    images: row.images,
    location: row.location,
    province: row.province,
    timeZone: auctionTimeZone(row),
    status: row.status,
    eventStatus: row.eventStatus,
    previousStartDate: row.previousStartDate?.toISOString() ?? null,
    auctionStartDate: row.auctionStartDate.toISOString(),
    auctionEndDate: row.auctionEndDate.toISOString(),
    previewUrl: row.previewUrl,
    catalogUrl: row.catalogUrl,
    resultsUrl: row.resultsUrl,
    resultsNote: row.resultsNote,
    placeId: row.placeId,
    lat: row.lat,
    lng: row.lng,
    saleType: row.saleType,
    biddingUrl: row.biddingUrl,
    buyersPremiumPercent:
      row.buyersPremiumBasisPoints === null ? null : basisPointsToPremium(row.buyersPremiumBasisPoints),
    paymentMethods: row.paymentMethods,
    previewTimes: row.previewTimes,
    pickupTimes: row.pickupTimes,
    terms: row.terms,
    termsFr: row.termsFr,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sellerId: row.sellerId,
    seller: isAdmin(viewer) ? { ...seller, firstName, lastName } : seller,
    lotCount: row.lotCount,
    rejection: rejectionFor(row, viewer),
  };
}

/** Issue 31 item 2: why it was refused, for its seller and admins only; null for anyone else. */
function rejectionFor(row: AuctionDetailRow, viewer: Viewer): Rejection | null {
  if (row.status !== 'REJECTED' || !row.rejectionCode || !canManageAuction(viewer, row)) return null;
  return {
    code: row.rejectionCode,
    note: row.rejectionNote,
    at: (row.rejectedAt ?? row.updatedAt).toISOString(),
  };
}

/** An auction's row, with its answer as anyone but an admin reads it (only admins see more). */
interface VisibleAuction {
  row: AuctionDetailRow;
  answer: AuctionResponse;
}

/**
 * An approved auction's row is public and the same for every viewer, so it is remembered briefly
 * with its answer (see public-cache.ts: kept answers are frozen and serialized once); a PENDING or
 * REJECTED one is always read afresh.
 */
async function findVisible(reads: AuctionReads, viewer: Viewer, id: string): Promise<VisibleAuction> {
  const { db } = reads;
  const found = await reads.auctionReads.remember(
    `auction:${id}`,
    async (): Promise<VisibleAuction | undefined> => {
      const row = await queries.findAuctionById(db, id);
      return row && { row, answer: { auction: toAuction(row, null) } };
    },
    (kept) => kept?.row.status === 'APPROVED',
  );
  if (!found || !canSeeAuction(viewer, found.row)) throw auctionNotFound();
  return found;
}

/** GET /api/auctions/:id: the kept answer, but for an admin, who also sees the seller's names. */
export async function getAuctionAnswer(
  reads: AuctionReads,
  viewer: Viewer,
  id: string,
): Promise<AuctionResponse> {
  const { row, answer } = await findVisible(reads, viewer, id);
  // The kept answer is everyone's; an admin, and the seller of a rejected one (its reason), read more.
  const readsMore = isAdmin(viewer) || (row.status === 'REJECTED' && canManageAuction(viewer, row));
  return readsMore ? { auction: toAuction(row, viewer) } : answer;
}

export async function getAuction(reads: AuctionReads, viewer: Viewer, id: string): Promise<Auction> {
  return (await getAuctionAnswer(reads, viewer, id)).auction;
}

/* ---------------------------------------------------------------- lists */

export interface AuctionListParams {
  page: number;
  limit: number;
  search?: string | undefined;
  category?: string | undefined;
  location?: string | undefined;
  status?: AuctionStatus | undefined;
  startDateFrom?: string | undefined;
  startDateTo?: string | undefined;
  sellerId?: string | undefined;
  sort: AuctionSort;
  near?: NearPoint | undefined;
  radiusKm?: number | undefined;
  /** Issue 28: only sales of these types (none given: every type, stated or not). */
  saleType?: SaleType[] | undefined;
  /** Issue 17 digests: only auctions approved in this window (never cached). */
  approvedBetween?: { after: Date; upTo: Date } | undefined;
  /** Issue 31: only auctions in this province. */
  province?: Province | undefined;
}

/** The order asked for when it has what it needs (a search to rank, a point to measure from). */
function listSortOf(params: AuctionListParams, scope: queries.AuctionScope): queries.ListSort {
  if (params.sort === 'relevance') return params.search ? 'relevance' : 'date';
  if (params.sort === 'distance') return params.near ? 'distance' : 'date';
  // Issue 31: a title order is the admin queues' (the public lists' cached match lists rank by number).
  if (params.sort === 'title') return queries.isReviewScope(scope) ? 'title' : 'date';
  return params.sort === 'startDate' ? 'date' : params.sort;
}

/**
 * GET /api/auctions. A status is honoured for admins only, and only PENDING or REJECTED: APPROVED
 * means the public listing for everyone (approved and not yet ended, decision 5), which is what the
 * home page asks for with status=APPROVED whoever is signed in. A start-date window closed at its
 * end (`startDateTo`) is the spec's calendar call (spec 000 §7, decision 11): every approved auction
 * starting in it, ended or not, as the calendar's own route answers, so past months keep theirs.
 */
export async function listAuctions(
  reads: AuctionReads,
  viewer: Viewer,
  params: AuctionListParams,
): Promise<AuctionListResponse> {
  const { db } = reads;
  const scope: queries.AuctionScope =
    isAdmin(viewer) && params.status && params.status !== 'APPROVED'
      ? params.status
      : params.startDateTo
        ? 'APPROVED'
        : 'public';
  const filter: queries.AuctionFilter = {
    scope,
    search: params.search,
    categoryId: params.category,
    location: params.location,
    startDateFrom: params.startDateFrom ? new Date(params.startDateFrom) : undefined,
    startDateTo: params.startDateTo ? new Date(params.startDateTo) : undefined,
    sellerId: params.sellerId,
    saleTypes: params.saleType?.length ? params.saleType : undefined,
    approvedBetween: params.approvedBetween,
    province: params.province,
  };
  const center = params.near ? await resolveNear(db, params.near) : undefined;
  if (center) filter.near = { ...center, radiusM: (params.radiusKm ?? RADIUS_KM.default) * 1000 };
  const sort = listSortOf(params, scope);
  // Whether the sales found by their lots were bounded (found once per request, kept with the filter).
  let lotsBounded = false;
  const load = async (options: queries.AuctionPageOptions = {}): Promise<AuctionListResponse> => {
    const offset = (params.page - 1) * params.limit;
    // The words compiled once for the lot side and the cards' matching lots (a statement each before).
    let compiled: Promise<Words> | undefined;
    const words = (search: string) => {
      compiled ??= compileWords(db, search);
      return compiled;
    };
    // Issue 29 item 5: at scale the public list finds sales by their lots off the lots' own
    // columns, bounded (decision 024). A digest's recent approvals and the calendar's ended sales
    // are not what those columns' "listed, not ended" holds, so they keep reading every matching lot.
    if (
      filter.search &&
      scope === 'public' &&
      !params.approvedBetween &&
      !filter.lotSaleIds &&
      (await reads.auctionReads.remember('listed-lots-counted', () =>
        countListedLots(db, SALES_BY_LOTS_BOUNDED_FROM + 1),
      )) > SALES_BY_LOTS_BOUNDED_FROM
    ) {
      const found = await findSalesFoundByLots(db, await words(filter.search), filter);
      filter.lotSaleIds = found.ids;
      lotsBounded = found.moreMatches;
    }
    // Issue 31: an admin's review queue (a few thousand rows) is one plain page and count.
    const { rows, total } = queries.isReviewScope(scope)
      ? await queries.findReviewPage(db, filter, sort, params.limit, offset)
      : await queries.findAuctionPage(db, filter, sort, params.limit, offset, {
          ...options,
          near: reads.nearIndex,
        });
    const matching =
      filter.search && !queries.isReviewScope(scope)
        ? await matchingLotsOf(db, rows, rows.length > 0 ? await words(filter.search) : filter.search)
        : undefined;
    return {
      auctions: rows.map((row) => {
        const auction = toAuction(row, viewer);
        const found = matching?.get(row.id);
        const withLots = found ? { ...auction, matchingLots: found } : auction;
        if (!center || row.lat === null || row.lng === null) return withLots;
        return { ...withLots, distanceKm: distanceKm(center, { lat: row.lat, lng: row.lng }) };
      }),
      pagination: {
        page: params.page,
        limit: params.limit,
        total,
        totalPages: Math.ceil(total / params.limit),
      },
      ...(lotsBounded ? { moreMatches: true } : {}),
    };
  };
  // Admins see sellers' names, so their answers are never shared.
  if (isAdmin(viewer) || (scope !== 'public' && scope !== 'APPROVED') || params.approvedBetween)
    return load();
  const matchesKey = JSON.stringify([
    scope,
    filter.search,
    filter.categoryId,
    filter.location,
    params.startDateFrom,
    params.startDateTo,
    filter.sellerId,
    filter.near?.lat,
    filter.near?.lng,
    filter.near?.radiusM,
    filter.saleTypes,
    filter.province,
    sort,
  ]);
  const key = JSON.stringify([matchesKey, params.page, params.limit]);
  // Pages of one search share its match list: paging through it reads each page's rows only.
  return reads.auctionReads.remember(`list:${key}`, () =>
    load({ matchIds: (loadMatches) => reads.auctionReads.rememberMatches(matchesKey, loadMatches) }),
  );
}

/** Issue 29 item 4: the lots the words found in each listed sale (its card's "3 matching items"). */
async function matchingLotsOf(
  db: Executor,
  rows: { id: string }[],
  search: string | Words,
): Promise<Map<string, MatchingLots>> {
  const found = await findMatchingLots(
    db,
    rows.map((row) => row.id),
    search,
  );
  return new Map(
    found.map((lot) => [
      lot.auctionId,
      {
        count: lot.count,
        first: {
          id: lot.id,
          lotNumber: lot.lotNumber,
          title: lot.title,
          titleFr: lot.titleFr,
          image: lot.image,
          cataloguePage: cataloguePageOf(lot.position),
        },
      },
    ]),
  );
}

export async function listCalendarAuctions(
  db: Executor,
  range: { startDateFrom: string; startDateTo: string },
): Promise<CalendarResponse> {
  const rows = await queries.findCalendarAuctions(
    db,
    new Date(range.startDateFrom),
    new Date(range.startDateTo),
  );
  return {
    auctions: rows.map(({ lat, lng, ...row }) => ({
      ...row,
      timeZone: auctionTimeZone({ province: row.province, lat, lng, location: row.location }),
      auctionStartDate: row.auctionStartDate.toISOString(),
      auctionEndDate: row.auctionEndDate.toISOString(),
    })),
  };
}

export async function listMyAuctions(db: Executor, user: UserRow): Promise<Auction[]> {
  const rows = await queries.findSellerAuctions(db, user.id);
  return rows.map((row) => toAuction(row, user));
}

/** For the sitemap (issue 14): approved auctions by chunk, and how many there are. */
export const listSitemapAuctions = queries.findSitemapAuctions;

/** Issue 27: each seller's next public sale, by seller id (for the buyer's followed auctioneers). */
export async function nextSalesOf(db: Executor, sellerIds: readonly string[]) {
  const rows = await queries.findNextSales(db, sellerIds);
  return new Map(
    rows.map((row) => [
      row.sellerId,
      {
        id: row.id,
        title: row.title,
        auctionStartDate: row.auctionStartDate.toISOString(),
        timeZone: auctionTimeZone(row),
      },
    ]),
  );
}
export const countSitemapAuctions = queries.countSitemapAuctions;
