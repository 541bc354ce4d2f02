import { randomBytes } from 'node:crypto';
import { PROVINCE_TIME_ZONES, type Province, zonedInputToIso } from '@mariner/contracts';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../../modules/auth/tokens.ts';
import type { Database } from '../../client.ts';
import { auctions, categories, users } from '../../schema.ts';
import { drawAuctionPicture, drawLogo } from './art.ts';
import { DEMO_AUCTIONEERS, DEMO_AUCTIONS, type DemoAuctioneer } from './data.ts';

/** How the seed stores pictures: through the same image pipeline and storage as uploads. */
export interface DemoImageStore {
  auctionImage(auctionId: string, picture: Buffer): Promise<string>;
  logo(userId: string, picture: Buffer): Promise<string>;
}

export const demoEmail = (seller: DemoAuctioneer): string =>
  `${seller.firstName}.${seller.lastName}`.toLowerCase().replace(/[^a-z.]/g, '') +
  `@${new URL(seller.website).hostname}`;

/** "YYYY-MM-DD" of a moment in a zone. */
const dayIn = (moment: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).format(
    moment,
  );

/** Start at `hour` local time `inDays` from now in the province; a one-day sale runs six hours. */
function scheduleOf(province: Province, inDays: number, hour: number, runsDays: number, now: Date) {
  const zone = PROVINCE_TIME_ZONES[province];
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

/**
 * Decision 14: about 40 approved auctions over the coming three months from eight Atlantic and
 * Eastern Canadian auctioneers, plus a few awaiting review, so a fresh clone looks alive. Runs
 * once: it does nothing when the demo auctioneers already exist.
 */
export async function seedDemoData(
  db: Database,
  store: DemoImageStore,
  now: Date = new Date(),
): Promise<{ created: boolean; auctions: number }> {
  const emails = DEMO_AUCTIONEERS.map(demoEmail);
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails)).limit(1);
  if (existing.length > 0) return { created: false, auctions: 0 };

  // Demo sellers cannot sign in: nobody knows this password.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const sellerIds = new Map<string, string>();
  await inBatches(DEMO_AUCTIONEERS, 4, async (seller) => {
    const [row] = await db
      .insert(users)
      .values({
        email: demoEmail(seller),
        passwordHash,
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

  await inBatches(DEMO_AUCTIONS, 3, async (demo) => {
    const seller = sellers.get(demo.seller);
    const sellerId = sellerIds.get(demo.seller);
    const categoryId = categoryIds.get(demo.category);
    if (!seller || !sellerId || !categoryId)
      throw new Error(`demo auction ${demo.title} has unknown references`);
    const province = (demo.location.match(/\b(NS|NB|PE|NL|QC|ON)$/)?.[1] ?? seller.province) as Province;
    const { start, end } = scheduleOf(province, demo.inDays, demo.hour, demo.runsDays, now);
    const [row] = await db
      .insert(auctions)
      .values({
        sellerId,
        categoryId,
        title: demo.title,
        description: demo.description,
        location: demo.location,
        province,
        status: demo.pending ? 'PENDING' : 'APPROVED',
        reviewedAt: demo.pending ? null : now,
        auctionStartDate: start,
        auctionEndDate: end,
        catalogUrl: demo.catalog ? `${seller.website}/catalogue` : null,
        previewUrl: demo.catalog ? `${seller.website}/preview` : null,
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
  });

  return { created: true, auctions: DEMO_AUCTIONS.length };
}
