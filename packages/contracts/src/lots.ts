import { Auction } from './auctions.ts';
import { MAX_PAGE_LIMIT, TEXT_MAXIMUMS } from './constants.ts';
import { Province } from './enums.ts';
import {
  IsoDateTime,
  multiLineText,
  optionalText,
  Pagination,
  pageQuery,
  requiredText,
  singleLineText,
} from './fields.ts';
import {
  LOT_LIMITS,
  LOT_NUMBER_PATTERN,
  LOT_SEARCH_PAGE_SIZE,
  LOT_SEARCH_SORTS,
  LOTS_PAGE_SIZE,
} from './lot-values.ts';
import { MESSAGES } from './messages.ts';
import { NearParam, RadiusKm } from './places.ts';
import { z } from './zod.ts';

export * from './lot-values.ts';

/** Issue 29: one lot of an auction's catalogue, as every answer carries it. */
export const Lot = z.object({
  id: z.uuid(),
  auctionId: z.uuid(),
  /** Its place in the catalogue, from 1. */
  position: z.number().int(),
  lotNumber: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  titleFr: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  /** In cents; either may be absent. */
  estimateLow: z.number().int().nullable(),
  estimateHigh: z.number().int().nullable(),
  categoryId: z.uuid().nullable(),
  quantity: z.number().int(),
  /** Addresses of the largest variant of each photo, in order (see imageSrcSet). */
  images: z.array(z.string()),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Lot = z.infer<typeof Lot>;

const estimate = z
  .number({ error: MESSAGES.lotEstimateInvalid })
  .int({ error: MESSAGES.lotEstimateInvalid })
  .min(0, { error: MESSAGES.lotEstimateInvalid })
  .max(LOT_LIMITS.estimateMaxCents, { error: MESSAGES.lotEstimateInvalid })
  .nullish()
  .transform((value) => value ?? null);

/** The fields a seller writes, for POST and PUT; the same rules and words on both sides. */
export const LotFields = z.object({
  lotNumber: requiredText(MESSAGES.lotNumberRequired, LOT_LIMITS.lotNumberLength).refine(
    (value) => LOT_NUMBER_PATTERN.test(value),
    { error: MESSAGES.lotNumberFormat },
  ),
  title: requiredText(MESSAGES.lotTitleRequired, LOT_LIMITS.titleLength),
  description: optionalText(LOT_LIMITS.descriptionLength, multiLineText),
  titleFr: optionalText(LOT_LIMITS.titleLength),
  descriptionFr: optionalText(LOT_LIMITS.descriptionLength, multiLineText),
  estimateLow: estimate,
  estimateHigh: estimate,
  categoryId: z
    .uuid({ error: MESSAGES.lotCategoryNotFound })
    .nullish()
    .transform((value) => value ?? null),
  quantity: z
    .number({ error: MESSAGES.lotQuantityInvalid })
    .int({ error: MESSAGES.lotQuantityInvalid })
    .min(1, { error: MESSAGES.lotQuantityInvalid })
    .max(LOT_LIMITS.quantityMax, { error: MESSAGES.lotQuantityInvalid })
    .default(1),
});

const estimatesInOrder = (value: { estimateLow: number | null; estimateHigh: number | null }) =>
  value.estimateLow === null || value.estimateHigh === null || value.estimateLow <= value.estimateHigh;

const orderRule = { error: MESSAGES.lotEstimateOrder, path: ['estimateHigh'] };

/** POST /api/auctions/{id}/lots. */
export const CreateLotRequest = LotFields.refine(estimatesInOrder, orderRule);
export type CreateLotRequest = z.input<typeof CreateLotRequest>;
export type CreateLotData = z.output<typeof CreateLotRequest>;

/**
 * PUT /api/auctions/{id}/lots/{lotId}: the whole lot again; `images`, when given, is the photos
 * kept, in order (a photo left out is deleted), as PUT /api/auctions/{id} does with its gallery.
 */
export const UpdateLotRequest = LotFields.extend({
  images: z.array(singleLineText(TEXT_MAXIMUMS.url)).max(LOT_LIMITS.imagesPerLot).optional(),
}).refine(estimatesInOrder, orderRule);
export type UpdateLotRequest = z.input<typeof UpdateLotRequest>;
export type UpdateLotData = z.output<typeof UpdateLotRequest>;

/** `/api/auctions/{id}/lots/{lotId}` */
export const LotParams = z.object({
  id: z.uuid({ error: MESSAGES.notFound }),
  lotId: z.uuid({ error: MESSAGES.notFound }),
});
export type LotParams = z.infer<typeof LotParams>;

/** GET /api/auctions/{id}/lots: a page of the catalogue, 50 by default. */
export const LotListQuery = pageQuery(LOTS_PAGE_SIZE, MAX_PAGE_LIMIT).extend({
  /**
   * Issue 29: a lot number; the answer is then the page holding that lot (`page` is ignored, and
   * `pagination.page` says which), so a shared `#lot-12` finds its lot past the first page. An
   * unknown number answers the first page.
   */
  lot: singleLineText(LOT_LIMITS.lotNumberLength).optional(),
});
export type LotListQuery = z.input<typeof LotListQuery>;

export const LotListResponse = z.object({ lots: z.array(Lot), pagination: Pagination });
export type LotListResponse = z.infer<typeof LotListResponse>;

export const LotResponse = z.object({ lot: Lot });
export type LotResponse = z.infer<typeof LotResponse>;

/** POST …/lots/{lotId}/images answers the new photo's address and the lot as it now is. */
export const LotImageResponse = z.object({ imageUrl: z.string(), lot: Lot });
export type LotImageResponse = z.infer<typeof LotImageResponse>;

/** PUT /api/auctions/{id}/lots/order: every lot id of the auction, once each, in the new order. */
export const LotOrderRequest = z.object({
  lotIds: z.array(z.uuid({ error: MESSAGES.lotOrderMismatch })).max(LOT_LIMITS.lotsPerAuction, {
    error: MESSAGES.lotOrderMismatch,
  }),
});
export type LotOrderRequest = z.infer<typeof LotOrderRequest>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * Issue 29 item 4: `relevance` best full-text match first (with `search`; the default), `date` the
 * soonest sale first, `distance` nearest first (with `near`). A sort missing what it needs falls
 * back to `date`. Within a sale, lots keep their catalogue order.
 */
export const LotSearchSort = z.enum(LOT_SEARCH_SORTS);
export type LotSearchSort = z.infer<typeof LotSearchSort>;

/** GET /api/lots: lots of approved, upcoming auctions (issue 29 item 4). */
export const LotSearchQuery = pageQuery(LOT_SEARCH_PAGE_SIZE, MAX_PAGE_LIMIT).extend({
  /** websearch syntax, read in English and in French, accents ignored. */
  search: z.preprocess(emptyToUndefined, singleLineText(TEXT_MAXIMUMS.search).optional()),
  /** The lot's own category, or its sale's when the lot has none. */
  category: z.preprocess(emptyToUndefined, z.uuid({ error: MESSAGES.categoryRequired }).optional()),
  /** A place id or `lat,lng`; with it every lot carries `distanceKm` (its sale's distance). */
  near: z.preprocess(emptyToUndefined, NearParam.optional()),
  /** With `near`: how far, in km (5–500, default 50). */
  radiusKm: z.preprocess(emptyToUndefined, RadiusKm.optional()),
  startDateFrom: z.preprocess(emptyToUndefined, IsoDateTime.optional()),
  startDateTo: z.preprocess(emptyToUndefined, IsoDateTime.optional()),
  /** The sale's province (its code, `NS`; any case). */
  province: z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.trim().toUpperCase()) : value),
    Province.optional(),
  ),
  sort: z.preprocess(emptyToUndefined, LotSearchSort.default('relevance')),
});
export type LotSearchQuery = z.input<typeof LotSearchQuery>;
export type LotSearchParams = z.output<typeof LotSearchQuery>;

/** The sale a found lot belongs to: what a result shows and links to. */
export const LotSearchAuction = Auction.pick({
  id: true,
  title: true,
  titleFr: true,
  auctionStartDate: true,
  location: true,
  province: true,
  timeZone: true,
});
export type LotSearchAuction = z.infer<typeof LotSearchAuction>;

export const LotSearchResult = Lot.extend({
  auction: LotSearchAuction,
  /** The catalogue page (`?lots=N`) of its auction's page the lot is on. */
  cataloguePage: z.number().int(),
  /** With `near`: its sale's distance from it in km, one decimal. */
  distanceKm: z.number().optional(),
});
export type LotSearchResult = z.infer<typeof LotSearchResult>;

export const LotSearchResponse = z.object({
  lots: z.array(LotSearchResult),
  pagination: Pagination,
  /**
   * Issue 29 item 5 (decision 024): present and true when more lots match than `pagination.total`
   * counts — a search of more than LOT_SEARCH_RANKED matches lists those of the sales ending soonest
   * (the first window of LOT_SEARCH_WINDOW_DAYS holding that many), ranked; a narrower search
   * (more words, a place, dates) reaches the others.
   */
  moreMatches: z.boolean().optional(),
});
export type LotSearchResponse = z.infer<typeof LotSearchResponse>;
