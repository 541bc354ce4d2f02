import { randomBytes } from 'node:crypto';
import { auctionTimeZone, type Province, zonedInputToIso } from '@mariner/contracts';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../../modules/auth/tokens.ts';
import { geocodeLocation } from '../../../modules/places/service.ts';
import type { Database } from '../../client.ts';
import { auctions, banners, categories, lots, users } from '../../schema.ts';
import { drawAuctionPicture, drawBanner, drawLogo } from './art.ts';
import {
  BANNER_PIXELS,
  DEMO_AUCTIONEERS,
  DEMO_AUCTIONS,
  DEMO_BANNERS,
  DEMO_COMPANIES,
  type DemoAuction,
  type DemoAuctioneer,
  type DemoCompany,
} from './data.ts';
import { DEMO_PAST_SALES, type DemoPastSale } from './past-sales.ts';
import { demoSaleFacts } from './sale-facts.ts';

/** How the seed stores pictures: through the same image pipeline and storage as uploads. */
export interface DemoImageStore {
  auctionImage(auctionId: string, picture: Buffer): Promise<string>;
  logo(userId: string, picture: Buffer): Promise<string>;
  /** A banner picture, re-encoded at its own pixel size into banners/<user>/. */
  bannerImage(userId: string, picture: Buffer): Promise<string>;
}

export const demoEmail = (seller: Pick<DemoAuctioneer, 'firstName' | 'lastName' | 'website'>): string =>
  `${seller.firstName}.${seller.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') +
  `@${new URL(seller.website).hostname}`;

/** "YYYY-MM-DD" of a moment in a zone. */
const dayIn = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    moment,
  );

/** Start at `hour` local time `inDays` from now in `zone`; a one-day sale runs six hours. */
function scheduleOf(zone: string, inDays: number, hour: number, runsDays: number, now: Date) {
  const day = dayIn(new Date(now.getTime() + inDays * 86_400_000), zone);
  const start = new Date(zonedInputToIso(`${day}T${String(hour).padStart(2, '0')}:00`, zone) ?? now);
  const end = new Date(start.getTime() + (runsDays <= 1 ? 6 * 3_600_000 : runsDays * 86_400_000));
  return { start, end };
}

/** Runs `work` over `items` a few at a time: sharp is CPU-bound and the machine may have two cores. */
async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let index = 0; index < items.length; index += size) {
    await Promise.all(items.slice(index, index + size).map(work));
  }
}

export interface DemoResult {
  created: boolean;
  auctions: number;
  companies: number;
  banners: number;
}

/**
 * Decision 14: about 40 approved auctions over the coming three months from eight Atlantic and
 * Eastern Canadian auctioneers, plus a few awaiting review, and (issue 6 item 7) service companies
 * listed in the directory with a few approved banners, so a fresh clone looks alive. Each group
 * runs once: it is skipped when its users already exist, so a database seeded before the service
 * companies existed gets them on the next start.
 */
export async function seedDemoData(
  db: Database,
  store: DemoImageStore,
  now: Date = new Date(),
): Promise<DemoResult> {
  const needAuctioneers = !(await anyExists(db, DEMO_AUCTIONEERS.map(demoEmail)));
  const needCompanies = !(await anyExists(db, DEMO_COMPANIES.map(demoEmail)));
  if (!needAuctioneers && !needCompanies) return { created: false, auctions: 0, companies: 0, banners: 0 };
  // Demo users cannot sign in: nobody knows this password.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const auctionCount = needAuctioneers ? await seedAuctioneers(db, store, passwordHash, now) : 0;
  const companies = needCompanies
    ? await seedCompanies(db, store, passwordHash, now)
    : { companies: 0, banners: 0 };
  return {
    created: true,
    auctions: auctionCount,
    ...companies,
  };
}

async function anyExists(db: Database, emails: string[]): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails)).limit(1);
  return rows.length > 0;
}

async function seedAuctioneers(
  db: Database,
  store: DemoImageStore,
  passwordHash: string,
  now: Date,
): Promise<number> {
  const sellerIds = new Map<string, string>();
  await inBatches(DEMO_AUCTIONEERS, 4, async (seller) => {
    const [row] = await db
      .insert(users)
      .values({
        email: demoEmail(seller),
        passwordHash,
        emailConfirmedAt: now,
        firstName: seller.firstName,
        lastName: seller.lastName,
        role: 'SELLER',
        advertiserType: seller.advertiserType,
        companyName: seller.companyName,
        companyPhone: seller.phone,
        companyWebsite: seller.website,
        companyAddress: seller.address,
        companyDescription: seller.description,
        companyContactName: `${seller.firstName} ${seller.lastName}`,
        companyContactPhone: seller.phone,
        province: seller.province,
        autoApprove: seller.autoApprove,
        isDirectoryListed: true,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`demo seller ${seller.key} was not created`);
    const logo = await store.logo(row.id, await drawLogo(seller.initials, seller.colour));
    await db.update(users).set({ companyLogo: logo }).where(eq(users.id, row.id));
    sellerIds.set(seller.key, row.id);
  });

  const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));
  const sellers = new Map(DEMO_AUCTIONEERS.map((seller) => [seller.key, seller]));

  // Issue 28: the past sales are listed like the others, on days gone by, with their results.
  const listings: (DemoAuction & Partial<Pick<DemoPastSale, 'titleFr' | 'resultsUrl' | 'resultsNote'>>)[] = [
    ...DEMO_AUCTIONS,
    ...DEMO_PAST_SALES.map(({ daysAgo, ...past }) => ({ ...past, inDays: -daysAgo, pending: false })),
  ];
  await inBatches(listings, 3, async (demo) => {
    const seller = sellers.get(demo.seller);
    const sellerId = sellerIds.get(demo.seller);
    const categoryId = categoryIds.get(demo.category);
    if (!seller || !sellerId || !categoryId)
      throw new Error(`demo auction ${demo.title} has unknown references`);
    const province = (demo.location.match(/\b(NS|NB|PE|NL|QC|ON)$/)?.[1] ?? seller.province) as Province;
    // Issue 17: every demo location names one place of the gazetteer (demo.test.ts checks it).
    const place = await geocodeLocation(db, demo.location, province);
    // Issue 28: the hour is on the place's clock (Happy Valley-Goose Bay's is Atlantic time).
    const zone = auctionTimeZone({ province, lat: place?.lat ?? null, lng: place?.lng ?? null });
    const { start, end } = scheduleOf(zone, demo.inDays, demo.hour, demo.runsDays, now);
    const [row] = await db
      .insert(auctions)
      .values({
        sellerId,
        categoryId,
        title: demo.title,
        titleFr: demo.titleFr ?? null,
        description: demo.description,
        location: demo.location,
        province,
        placeId: place?.placeId ?? null,
        lat: place?.lat ?? null,
        lng: place?.lng ?? null,
        status: demo.pending ? 'PENDING' : 'APPROVED',
        reviewedAt: demo.pending ? null : now,
        auctionStartDate: start,
        auctionEndDate: end,
        catalogUrl: demo.catalog ? `${seller.website}/catalogue` : null,
        previewUrl: demo.catalog ? `${seller.website}/preview` : null,
        ...demoSaleFacts(DEMO_AUCTIONS.indexOf(demo), { website: seller.website, zone, start, end }),
        resultsUrl: demo.resultsUrl ?? null,
        resultsNote: demo.resultsNote ?? null,
      })
      .returning({ id: auctions.id });
    if (!row) throw new Error(`demo auction ${demo.title} was not created`);
    const featuredImage = await store.auctionImage(
      row.id,
      await drawAuctionPicture(demo.category, `${demo.category} · ${demo.location}`),
    );
    const images: string[] = [];
    for (let shot = 1; shot <= demo.gallery; shot += 1) {
      const picture = await drawAuctionPicture(
        demo.category,
        `Lot ${shot * 7} · ${seller.companyName}`,
        shot,
      );
      images.push(await store.auctionImage(row.id, picture));
    }
    await db.update(auctions).set({ featuredImage, images }).where(eq(auctions.id, row.id));
    await seedLots(db, store, row.id, demo);
  });

  return listings.length;
}

/** Issue 29: a few demo catalogues, the odd lot with a drawn photo (each costs an encode). */
async function seedLots(db: Database, store: DemoImageStore, auctionId: string, demo: DemoAuction) {
  const demoLots = demo.lots ?? [];
  if (demoLots.length === 0) return;
  const cents = (dollars: number | undefined) => (dollars === undefined ? null : dollars * 100);
  const rows = await db
    .insert(lots)
    .values(
      demoLots.map((lot, index) => ({
        auctionId,
        position: index + 1,
        lotNumber: lot.number,
        title: lot.title,
        titleFr: lot.titleFr ?? null,
        description: lot.description ?? null,
        estimateLow: cents(lot.low),
        estimateHigh: cents(lot.high),
        quantity: lot.quantity ?? 1,
      })),
    )
    .returning({ id: lots.id, lotNumber: lots.lotNumber });
  await db.update(auctions).set({ lotCount: rows.length }).where(eq(auctions.id, auctionId));
  for (const [index, lot] of demoLots.entries()) {
    const row = rows[index];
    if (!lot.photo || !row) continue;
    const picture = await drawAuctionPicture(demo.category, `Lot ${lot.number} · ${lot.title}`, index + 1);
    await db
      .update(lots)
      .set({ images: [await store.auctionImage(auctionId, picture)] })
      .where(eq(lots.id, row.id));
  }
}

const DAY = 86_400_000;

/** Service companies listed for 12 months from now (decision 5), and their free approved banners. */
async function seedCompanies(
  db: Database,
  store: DemoImageStore,
  passwordHash: string,
  now: Date,
): Promise<{ companies: number; banners: number }> {
  const expires = new Date(now);
  expires.setMonth(expires.getMonth() + 12);
  const companyIds = new Map<string, string>();
  await inBatches(DEMO_COMPANIES, 4, async (company) => {
    const [row] = await db
      .insert(users)
      .values({
        email: demoEmail(company),
        passwordHash,
        emailConfirmedAt: now,
        firstName: company.firstName,
        lastName: company.lastName,
        role: 'SELLER',
        advertiserType: company.advertiserType,
        companyName: company.companyName,
        companyPhone: company.phone,
        companyWebsite: company.website,
        companyAddress: company.address,
        companyDescription: company.description,
        companyContactName: `${company.firstName} ${company.lastName}`,
        companyContactPhone: company.phone,
        province: company.province,
        isDirectoryListed: true,
        directoryStatus: 'ACTIVE',
        directoryActivatedAt: now,
        directoryExpiresAt: expires,
        directoryCategories: [...company.categories],
        directoryServiceArea: company.serviceArea,
      })
      .returning({ id: users.id });
    if (!row) throw new Error(`demo company ${company.key} was not created`);
    const logo = await store.logo(row.id, await drawLogo(company.initials, company.colour));
    await db.update(users).set({ companyLogo: logo }).where(eq(users.id, row.id));
    companyIds.set(company.key, row.id);
  });

  const byKey = new Map<string, DemoCompany>(DEMO_COMPANIES.map((company) => [company.key, company]));
  // Free, like a superadmin's: approved without an invoice; served while inside their dates.
  const startDate = new Date(now.getTime() - DAY);
  const endDate = new Date(startDate.getTime() + 60 * DAY);
  await inBatches(DEMO_BANNERS, 3, async (banner) => {
    const company = byKey.get(banner.company);
    const advertiserId = companyIds.get(banner.company);
    if (!company || !advertiserId) throw new Error(`demo banner ${banner.title} has unknown references`);
    const { width, height } = BANNER_PIXELS[banner.size];
    const imageUrl = await store.bannerImage(
      advertiserId,
      await drawBanner(width, height, banner.title, banner.subtitle, company.colour),
    );
    // Drawn at twice its shown size, as an upload of it is kept (MOBILE_BANNER).
    const mobileImageUrl = banner.mobile
      ? await store.bannerImage(
          advertiserId,
          await drawBanner(640, 200, banner.mobile.title, banner.mobile.subtitle, company.colour),
        )
      : null;
    await db.insert(banners).values({
      advertiserId,
      advertiserName: company.companyName,
      contactEmail: demoEmail(company),
      targetUrl: company.website,
      imageUrl,
      mobileImageUrl,
      placement: banner.placement,
      size: banner.size,
      startDate,
      endDate,
      status: 'APPROVED',
      reviewedAt: now,
    });
  });
  return { companies: DEMO_COMPANIES.length, banners: DEMO_BANNERS.length };
}
