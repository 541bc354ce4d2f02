import {
  AUCTION_SORTS,
  CALENDAR_DAY_TITLES,
  CALENDAR_MONTH_PATTERN,
  MAX_CALENDAR_RANGE_DAYS,
  MAX_GALLERY_IMAGES,
} from './auction-values.ts';
import { MAX_PAGE_LIMIT, PAGE_SIZES, TEXT_MAXIMUMS, TEXT_MINIMUMS } from './constants.ts';
import { AuctionStatus, EventStatus, Province } from './enums.ts';
import {
  asSingleLine,
  IsoDateTime,
  multiLineText,
  optionalHttpUrl,
  optionalText,
  Pagination,
  pageQuery,
  requiredText,
  singleLineText,
} from './fields.ts';
import { MESSAGES } from './messages.ts';
import { NearParam, PlaceId, RadiusKm } from './places.ts';
import { Rejection } from './rejections.ts';
import {
  BUYERS_PREMIUM_MAX_PERCENT,
  hasAtMostTwoDecimals,
  isOnlineSaleType,
  MAX_SALE_WINDOWS,
  SALE_PAYMENT_METHODS,
  SALE_TYPES,
} from './sale-facts.ts';
import { isHttpUrl } from './text.ts';
import { z } from './zod.ts';

export * from './auction-values.ts';
export * from './sale-facts.ts';

/** Issue 28, decision 018: how the sale happens. */
export const SaleType = z.enum(SALE_TYPES, { error: MESSAGES.saleTypeInvalid });
export type SaleType = z.infer<typeof SaleType>;

/** Issue 28: how a buyer may pay at the sale. */
export const SalePaymentMethod = z.enum(SALE_PAYMENT_METHODS, { error: MESSAGES.paymentMethodInvalid });
export type SalePaymentMethod = z.infer<typeof SalePaymentMethod>;

const windowInstant = asSingleLine(z.string({ error: MESSAGES.saleWindowInvalid })).pipe(
  z.iso.datetime({ offset: true, error: MESSAGES.saleWindowInvalid }),
);

/** A preview or pickup window (ISO 8601 with offset), ending after it starts. */
export const SaleWindow = z
  .object({ start: windowInstant, end: windowInstant })
  .refine((window) => Date.parse(window.end) > Date.parse(window.start), {
    error: MESSAGES.saleWindowEndAfterStart,
    path: ['end'],
  });
export type SaleWindow = z.infer<typeof SaleWindow>;

const saleWindows = z.array(SaleWindow).max(MAX_SALE_WINDOWS, { error: MESSAGES.saleWindowsTooMany });

/** The facts as the read answer carries them: null and empty lists where the seller stated none. */
const SaleFactsAnswer = {
  saleType: SaleType.nullable(),
  /** Only with an online sale type (https). */
  biddingUrl: z.string().nullable(),
  /** In percent, up to two decimals (12.5); null when not stated. */
  buyersPremiumPercent: z.number().nullable(),
  paymentMethods: z.array(SalePaymentMethod),
  previewTimes: z.array(SaleWindow),
  pickupTimes: z.array(SaleWindow),
  terms: z.string().nullable(),
  termsFr: z.string().nullable(),
};

/**
 * The facts a create or an edit may send, every one optional: absent on create is "not stated";
 * absent on an edit keeps what is stored (so a client written from the spec's own PUT loses
 * none); null (or an empty list) clears it. Decision 018.
 */
export const SaleFactsFields = z.object({
  saleType: z.union([SaleType.nullish(), z.literal('').transform(() => null)], {
    error: MESSAGES.saleTypeInvalid,
  }),
  biddingUrl: optionalText(TEXT_MAXIMUMS.url)
    .refine((value) => value === null || (isHttpUrl(value) && /^https:\/\//i.test(value)), {
      error: MESSAGES.biddingUrlHttps,
    })
    .optional(),
  buyersPremiumPercent: z
    .number({ error: MESSAGES.buyersPremiumRange })
    .min(0, { error: MESSAGES.buyersPremiumRange })
    .max(BUYERS_PREMIUM_MAX_PERCENT, { error: MESSAGES.buyersPremiumRange })
    .refine(hasAtMostTwoDecimals, { error: MESSAGES.buyersPremiumDecimals })
    .nullable()
    .optional(),
  paymentMethods: z
    .array(SalePaymentMethod)
    .refine((methods) => new Set(methods).size === methods.length, {
      error: MESSAGES.paymentMethodRepeated,
    })
    .optional(),
  previewTimes: saleWindows.optional(),
  pickupTimes: saleWindows.optional(),
  terms: optionalText(TEXT_MAXIMUMS.description, multiLineText).optional(),
  termsFr: optionalText(TEXT_MAXIMUMS.description, multiLineText).optional(),
});

export type SaleFactsData = z.output<typeof SaleFactsFields>;

/** A bidding link goes with an online sale type given in the same request (decision 018). */
const biddingUrlNeedsOnlineType = (value: { saleType?: unknown; biddingUrl?: string | null }) =>
  !value.biddingUrl || isOnlineSaleType(value.saleType as SaleType | null | undefined);
const biddingUrlRule = {
  error: MESSAGES.biddingUrlOnlineOnly,
  path: ['biddingUrl'],
  when: (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value?.biddingUrl === 'string' && isHttpUrl(value.biddingUrl);
  },
};

/**
 * The spec's `category (id, name)`, with the French name beside it for French pages (decision 023;
 * optional for answers written before it, as `titleFr` beside `title`).
 */
export const AuctionCategory = z.object({ id: z.uuid(), name: z.string(), nameFr: z.string().optional() });

/** Seller details shown with an auction (spec 000 §3); names only in admin views. */
export const AuctionSeller = z.object({
  id: z.uuid(),
  companyName: z.string().nullable(),
  companyLogo: z.string().nullable(),
  companyContactName: z.string().nullable(),
  companyContactEmail: z.string().nullable(),
  email: z.string(),
  companyContactPhone: z.string().nullable(),
  companyPhone: z.string().nullable(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  /**
   * Issue 28: whether the seller has a public directory profile (GET /api/directory/{id} with the
   * seller's id), which the auction's page links to. Optional on the wire type only so older
   * clients' fixtures still fit; the API always sends it.
   */
  hasPublicProfile: z.boolean().optional(),
});
export type AuctionSeller = z.infer<typeof AuctionSeller>;

/** Issue 29 item 4: one lot a search found in a sale, as its card shows it. */
export const MatchingLot = z.object({
  id: z.uuid(),
  lotNumber: z.string(),
  title: z.string(),
  titleFr: z.string().nullable(),
  /** Its first photo (address of the largest variant), or null. */
  image: z.string().nullable(),
  /** The catalogue page (`?lots=N`, 50 a page) the lot is on, for a link that lands on it. */
  cataloguePage: z.number().int(),
});
export type MatchingLot = z.infer<typeof MatchingLot>;

export const MatchingLots = z.object({ count: z.number().int(), first: MatchingLot });
export type MatchingLots = z.infer<typeof MatchingLots>;

export const Auction = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** Issue 16: the optional French text; see auctionText for which one a page shows. */
  titleFr: z.string().nullable(),
  descriptionFr: z.string().nullable(),
  categoryId: z.uuid(),
  category: AuctionCategory,
  /** Address of the largest variant; see imageSrcSet. */
  featuredImage: z.string().nullable(),
  images: z.array(z.string()),
  location: z.string(),
  /** Ours: the province whose time zone the dates are shown in. */
  province: Province,
  timeZone: z.string(),
  status: AuctionStatus,
  /** Issue 17: cancelled, postponed or rescheduled by its seller; SCHEDULED otherwise. */
  eventStatus: EventStatus,
  /** When RESCHEDULED: the start date it had before. */
  previousStartDate: IsoDateTime.nullable(),
  auctionStartDate: IsoDateTime,
  auctionEndDate: IsoDateTime,
  previewUrl: z.string().nullable(),
  catalogUrl: z.string().nullable(),
  /**
   * Issue 28: after the sale, a link to its results and a note (AuctionResultsRequest). Optional on
   * the wire type only so older fixtures still fit; the API always sends them.
   */
  resultsUrl: z.string().nullable().optional(),
  resultsNote: z.string().nullable().optional(),
  /**
   * Issue 17: the gazetteer place and coordinates (null when the location matched no one place).
   * Optional on the wire type only so older clients' fixtures still fit; the API always sends them.
   */
  placeId: z.string().nullable().optional(),
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
  /** With `near`: the distance from it in km, one decimal. */
  distanceKm: z.number().optional(),
  /** Issue 28, decision 018: the facts of the sale (not stated: null or empty). */
  ...SaleFactsAnswer,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  sellerId: z.uuid(),
  seller: AuctionSeller,
  /**
   * Issue 29: how many lots its catalogue holds. Optional on the wire type only so older clients'
   * fixtures still fit; the API always sends it.
   */
  lotCount: z.number().int().optional(),
  /**
   * Issue 29 item 4: with `search`, the lots of this sale the words found (an auction is found by
   * its own text or by one of its lots'): how many, and the first in catalogue order. Absent
   * without a search.
   */
  matchingLots: MatchingLots.optional(),
  /**
   * Issue 31 item 2: why a reviewer refused it, for its seller and admins only (null for everyone
   * else and whenever it is not rejected). Optional on the wire type only so older clients'
   * fixtures still fit; the API always sends it.
   */
  rejection: Rejection.nullable().optional(),
});
export type Auction = z.infer<typeof Auction>;

const endAfterStart = (value: { auctionStartDate: string; auctionEndDate: string }) =>
  new Date(value.auctionEndDate).getTime() > new Date(value.auctionStartDate).getTime();

const isDateString = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * zod skips object refinements once a field has failed; the date rules should still be reported
 * beside a missing title, so they run whenever the dates they compare are themselves valid.
 */
const whenDatesValid =
  (...keys: ('auctionStartDate' | 'auctionEndDate')[]) =>
  (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null;
    return Boolean(value) && keys.every((key) => isDateString(value?.[key]));
  };

const dateField = (message: string) =>
  asSingleLine(z.string({ error: message }).min(1, { error: message })).pipe(
    z.iso.datetime({ offset: true, error: message }),
  );

/** The fields of spec 000 §5 shared by create and edit. */
export const AuctionFields = z.object({
  title: requiredText(MESSAGES.titleRequired, TEXT_MAXIMUMS.shortText).refine(
    (value) => value.length >= TEXT_MINIMUMS.auctionTitle,
    { error: MESSAGES.titleTooShort },
  ),
  description: requiredText(MESSAGES.descriptionRequired, TEXT_MAXIMUMS.description, multiLineText).refine(
    (value) => value.length >= TEXT_MINIMUMS.description,
    { error: MESSAGES.descriptionTooShort },
  ),
  /** Ours (issue 16): optional French text, held to the same lengths when given. */
  titleFr: optionalText(TEXT_MAXIMUMS.shortText).refine(
    (value) => value === null || value.length >= TEXT_MINIMUMS.auctionTitle,
    { error: MESSAGES.titleTooShort },
  ),
  descriptionFr: optionalText(TEXT_MAXIMUMS.description, multiLineText).refine(
    (value) => value === null || value.length >= TEXT_MINIMUMS.description,
    { error: MESSAGES.descriptionTooShort },
  ),
  categoryId: z.uuid({ error: MESSAGES.categoryRequired }),
  auctionStartDate: dateField(MESSAGES.startDateRequired),
  auctionEndDate: dateField(MESSAGES.endDateRequired),
  location: requiredText(MESSAGES.locationRequired, TEXT_MAXIMUMS.address),
  /** Ours, optional: when absent the server guesses it from the location, then the seller's profile. */
  province: Province.nullish().or(z.literal('').transform(() => null)),
  previewUrl: optionalHttpUrl(MESSAGES.mustBeValidUrl),
  catalogUrl: optionalHttpUrl(MESSAGES.mustBeValidUrl),
  /** Issue 17, optional: the place chosen from the gazetteer; absent, the server geocodes `location`. */
  placeId: PlaceId.nullish().or(z.literal('').transform(() => null)),
  ...SaleFactsFields.shape,
});

/** POST /api/auctions. `now` is a parameter so the rule is testable and the same on both sides. */
export const createAuctionRequest = (now: () => Date = () => new Date()) =>
  AuctionFields.extend({ sellerId: z.uuid().nullish() })
    .refine((value) => new Date(value.auctionStartDate).getTime() > now().getTime(), {
      error: MESSAGES.startDateInFuture,
      path: ['auctionStartDate'],
      when: whenDatesValid('auctionStartDate'),
    })
    .refine(endAfterStart, {
      error: MESSAGES.endDateAfterStart,
      path: ['auctionEndDate'],
      when: whenDatesValid('auctionStartDate', 'auctionEndDate'),
    })
    .refine(biddingUrlNeedsOnlineType, biddingUrlRule);
export const CreateAuctionRequest = createAuctionRequest();
export type CreateAuctionRequest = z.input<typeof CreateAuctionRequest>;
export type CreateAuctionData = z.output<typeof CreateAuctionRequest>;

/** PUT /api/auctions/{id}: the same rules without the future rule, plus the kept gallery (spec 000 §5). */
export const UpdateAuctionRequest = AuctionFields.extend({
  images: z.array(singleLineText(TEXT_MAXIMUMS.url)).max(MAX_GALLERY_IMAGES).optional(),
})
  .refine(endAfterStart, {
    error: MESSAGES.endDateAfterStart,
    path: ['auctionEndDate'],
    when: whenDatesValid('auctionStartDate', 'auctionEndDate'),
  })
  .refine(biddingUrlNeedsOnlineType, biddingUrlRule);
export type UpdateAuctionRequest = z.input<typeof UpdateAuctionRequest>;
export type UpdateAuctionData = z.output<typeof UpdateAuctionRequest>;

/**
 * The create answer (spec 000 §7): `paymentRequired` and the invoice to pay (amount in cents).
 * Until payments land (issue 5) nothing needs paying and `invoice` is null.
 */
export const CreateAuctionResponse = z.object({
  id: z.uuid(),
  auction: Auction,
  paymentRequired: z.boolean(),
  invoice: z.object({ id: z.uuid(), amount: z.number().int() }).nullable(),
});
export type CreateAuctionResponse = z.infer<typeof CreateAuctionResponse>;

export const AuctionResponse = z.object({ auction: Auction });
export type AuctionResponse = z.infer<typeof AuctionResponse>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * `date` soonest start first (the default; `startDate` is its older name, still accepted),
 * `distance` nearest first (with `near`), `newest` latest listed first, `relevance` best full-text
 * match first (with `search`). A sort missing what it needs falls back to `date`.
 */
export const AuctionSort = z.enum(AUCTION_SORTS);
export type AuctionSort = z.infer<typeof AuctionSort>;

/**
 * Issue 28: `saleType=` one or more sale types, repeated (`saleType=HYBRID&saleType=ONLINE_TIMED`)
 * or comma-separated (`saleType=HYBRID,ONLINE_TIMED`); any unknown value is refused. Sorted and
 * without repeats, so one choice is one cache key.
 */
export const SaleTypeFilter = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const parts = (Array.isArray(value) ? value : [value]).flatMap((part) =>
      typeof part === 'string' ? part.split(',') : [part],
    );
    const given = parts
      .map((part) => (typeof part === 'string' ? part.trim() : part))
      .filter((part) => part !== '');
    return given.length ? given : undefined;
  },
  z
    .array(SaleType)
    .transform((types) => SALE_TYPES.filter((type) => types.includes(type)))
    .optional(),
);

/** GET /api/auctions (spec 000 §7); `status` other than APPROVED is honoured for admins only. */
export const AuctionListQuery = pageQuery(PAGE_SIZES.auctions, MAX_PAGE_LIMIT).extend({
  search: z.preprocess(emptyToUndefined, singleLineText(TEXT_MAXIMUMS.search).optional()),
  category: z.preprocess(emptyToUndefined, z.uuid({ error: MESSAGES.categoryRequired }).optional()),
  location: z.preprocess(emptyToUndefined, singleLineText(TEXT_MAXIMUMS.search).optional()),
  status: z.preprocess(emptyToUndefined, AuctionStatus.optional()),
  startDateFrom: z.preprocess(emptyToUndefined, IsoDateTime.optional()),
  startDateTo: z.preprocess(emptyToUndefined, IsoDateTime.optional()),
  sellerId: z.preprocess(emptyToUndefined, z.uuid().optional()),
  /** Ours: `relevance` ranks full-text matches first; the default is soonest start first. */
  sort: z.preprocess(emptyToUndefined, AuctionSort.default('date')),
  /** Issue 17: a place id or `lat,lng`; with it every answer carries `distanceKm`. */
  near: z.preprocess(emptyToUndefined, NearParam.optional()),
  /** With `near`: how far, in km (5–500, default 50). */
  radiusKm: z.preprocess(emptyToUndefined, RadiusKm.optional()),
  /** Issue 28: only sales of these types. */
  saleType: SaleTypeFilter,
  /** Issue 31: only auctions in this province (the admin queue's filter; honoured on every list). */
  province: z.preprocess(emptyToUndefined, Province.optional()),
});
export type AuctionListQuery = z.input<typeof AuctionListQuery>;

/** GET /api/feeds/auctions.ics: the list's own filters (`near` and `radiusKm` included), no paging. */
export const AuctionFeedQuery = AuctionListQuery.omit({ page: true, limit: true, status: true });
export type AuctionFeedQuery = z.input<typeof AuctionFeedQuery>;

export const AuctionListResponse = z.object({
  auctions: z.array(Auction),
  pagination: Pagination,
  /**
   * Issue 29 item 5 (decision 024): present and true when a search's sales found by their lots were
   * bounded — more than LOT_SEARCH_RANKED lots match, so only the sales of the soonest-ending window
   * holding that many are listed for their lots (sales found by their own words are all listed); a
   * narrower search (more words, a place, dates) reaches the others. As GET /api/lots' `moreMatches`.
   */
  moreMatches: z.boolean().optional(),
});
export type AuctionListResponse = z.infer<typeof AuctionListResponse>;

/** GET /api/auctions/calendar: every approved auction starting in the range (decision 11: no cap). */
export const CalendarQuery = z.object({ startDateFrom: IsoDateTime, startDateTo: IsoDateTime }).refine(
  (value) => {
    const span = new Date(value.startDateTo).getTime() - new Date(value.startDateFrom).getTime();
    return span >= 0 && span <= MAX_CALENDAR_RANGE_DAYS * 86_400_000;
  },
  { error: `The range must be between 0 and ${MAX_CALENDAR_RANGE_DAYS} days`, path: ['startDateTo'] },
);
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const CalendarAuction = Auction.pick({
  id: true,
  title: true,
  location: true,
  province: true,
  timeZone: true,
  auctionStartDate: true,
  auctionEndDate: true,
  featuredImage: true,
  category: true,
});
export type CalendarAuction = z.infer<typeof CalendarAuction>;

export const CalendarResponse = z.object({ auctions: z.array(CalendarAuction) });
export type CalendarResponse = z.infer<typeof CalendarResponse>;

export const CalendarMonthKey = z
  .string()
  .regex(CALENDAR_MONTH_PATTERN, { error: MESSAGES.calendarMonthFormat });
/** A day of the grid: a date in the auctions' own zones, as `YYYY-MM-DD`, in a month the calendar shows. */
export const CalendarDayKey = asSingleLine(z.string())
  .pipe(z.iso.date({ error: MESSAGES.calendarDayFormat }))
  .refine((day) => CALENDAR_MONTH_PATTERN.test(day.slice(0, 7)), { error: MESSAGES.calendarDayFormat });

export const CalendarMonthQuery = z.object({ month: CalendarMonthKey });
export type CalendarMonthQuery = z.infer<typeof CalendarMonthQuery>;

/** A day with auctions: how many start on it (in their own zones) and the first of them by start. */
export const CalendarDay = z.object({
  day: CalendarDayKey,
  total: z.number().int().positive(),
  auctions: z.array(CalendarAuction).max(CALENDAR_DAY_TITLES),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

/**
 * The months of the first and last listed auction's start (in its own zone), null when none is
 * listed. Issue 25: every month links to the next, so months outside these are `noindex` and the
 * links leading out of them `nofollow`, or crawlers would walk the months for ever.
 */
export const CalendarListedMonths = z.object({ first: CalendarMonthKey, last: CalendarMonthKey }).nullable();
export type CalendarListedMonths = z.infer<typeof CalendarListedMonths>;

/** The days of the month that have auctions, in order (decision 11: every approved auction, no cap). */
export const CalendarMonthResponse = z.object({
  month: CalendarMonthKey,
  days: z.array(CalendarDay),
  listed: CalendarListedMonths,
});
export type CalendarMonthResponse = z.infer<typeof CalendarMonthResponse>;

/** Every approved auction starting on the day in its own zone, soonest first (the response is CalendarResponse). */
export const CalendarDayQuery = z.object({ day: CalendarDayKey });
export type CalendarDayQuery = z.infer<typeof CalendarDayQuery>;

export const MyAuctionsResponse = z.object({ auctions: z.array(Auction) });
export type MyAuctionsResponse = z.infer<typeof MyAuctionsResponse>;

/** A saved-auctions list item (spec 000 §3), plus the time zone its date is shown in. */
export const SavedAuction = Auction.pick({
  id: true,
  title: true,
  description: true,
  featuredImage: true,
  auctionStartDate: true,
  location: true,
  timeZone: true,
  category: true,
}).extend({
  /** Issue 27 (additive): the buyer's home marks what ends soon and puts ended sales last. */
  auctionEndDate: IsoDateTime,
  savedAt: IsoDateTime,
});
export type SavedAuction = z.infer<typeof SavedAuction>;

/**
 * `saved` newest saved first (the default, the saved page's order); `upcoming` (issue 27, the
 * buyer's home) the sales not yet ended first, soonest ending first, then the ended ones, latest first.
 */
export const SAVED_AUCTION_ORDERS = ['saved', 'upcoming'] as const;
export type SavedAuctionOrder = (typeof SAVED_AUCTION_ORDERS)[number];
export const SavedAuctionsQuery = pageQuery(PAGE_SIZES.savedAuctions, MAX_PAGE_LIMIT).extend({
  order: z.preprocess(emptyToUndefined, z.enum(SAVED_AUCTION_ORDERS).default('saved')),
});
export type SavedAuctionsQuery = z.input<typeof SavedAuctionsQuery>;
export const SavedAuctionsResponse = z.object({ auctions: z.array(SavedAuction), pagination: Pagination });
export type SavedAuctionsResponse = z.infer<typeof SavedAuctionsResponse>;

export const IsSavedResponse = z.object({ isSaved: z.boolean() });
export type IsSavedResponse = z.infer<typeof IsSavedResponse>;

/**
 * GET /api/auctions/saved-ids?ids=a,b,c (ours): which of a page of auctions the user saved, so a
 * list page asks once instead of once per card. At most one list page's worth of ids.
 */
export const SavedIdsQuery = z.object({
  ids: asSingleLine(z.string())
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid()).max(MAX_PAGE_LIMIT)),
});
export type SavedIdsQuery = z.input<typeof SavedIdsQuery>;
export const SavedIdsResponse = z.object({ savedIds: z.array(z.uuid()) });
export type SavedIdsResponse = z.infer<typeof SavedIdsResponse>;

export const SaveAuctionResponse = z.object({ success: z.literal(true), isSaved: z.boolean() });
export type SaveAuctionResponse = z.infer<typeof SaveAuctionResponse>;

/** POST /api/auctions/{id}/featured-image answers imageUrl; POST …/images answers the gallery too. */
export const FeaturedImageResponse = z.object({ imageUrl: z.string(), auction: Auction });
export type FeaturedImageResponse = z.infer<typeof FeaturedImageResponse>;
export const GalleryImageResponse = z.object({ imageUrl: z.string(), images: z.array(z.string()) });
export type GalleryImageResponse = z.infer<typeof GalleryImageResponse>;

export const ApproveAllByUserRequest = z.object({ userId: z.uuid({ error: MESSAGES.userNotFound }) });
export type ApproveAllByUserRequest = z.infer<typeof ApproveAllByUserRequest>;
export const ApproveAllByUserResponse = z.object({ success: z.literal(true), count: z.number().int() });
export type ApproveAllByUserResponse = z.infer<typeof ApproveAllByUserResponse>;

/**
 * POST /api/auctions/{id}/event-status (issue 17): the seller or an admin cancels the sale, or
 * postpones it — to a new date (then it is RESCHEDULED; the end keeps the sale's length unless
 * given) or to a date still to come.
 */
export const ChangeEventStatusRequest = z.discriminatedUnion('eventStatus', [
  z.object({ eventStatus: z.literal('CANCELLED') }),
  z.object({
    eventStatus: z.literal('POSTPONED'),
    newStartDate: z.preprocess(emptyToUndefined, IsoDateTime.optional()),
    newEndDate: z.preprocess(emptyToUndefined, IsoDateTime.optional()),
  }),
]);
export type ChangeEventStatusRequest = z.input<typeof ChangeEventStatusRequest>;
