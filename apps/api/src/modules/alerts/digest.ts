import {
  ALERT_PERIOD_MS,
  type AlertFrequency,
  type Auction,
  alertDigestMailText,
  auctionText,
  type DigestAuction,
  formatInZone,
  isLocale,
  type Locale,
  lotLinkSearch,
  lotText,
  pathFor,
  placeWithProvince,
} from '@mariner/contracts';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { follows, savedSearches, users } from '../../db/schema.ts';
import { enqueueMail } from '../../plugins/mail/index.ts';
import { type AuctionReads, listAuctions } from '../auctions/service.ts';
import { listParamsOf } from './service.ts';

/** A digest lists this many auctions and counts the rest. */
export const DIGEST_MAX_AUCTIONS = 10;
/** Rows one transaction claims. */
const BATCH = 20;
/**
 * Approvals younger than this wait for the next digest: an approval's time is taken when its
 * transaction starts, so one still committing could otherwise fall behind the watermark and be
 * missed for ever. Approvals commit in milliseconds; five seconds leaves a wide margin.
 */
export const SETTLE_MS = 5_000;

interface Due {
  kind: 'search' | 'follow';
  key: { id: string } | { userId: string; sellerId: string };
  name: string;
  email: string;
  language: string | null;
  frequency: AlertFrequency;
  checkedUntil: Date;
  unsubscribeToken: string;
  params: Parameters<typeof listAuctions>[2] | null;
}

function digestAuction(auction: Auction, locale: Locale, publicUrl: string): DigestAuction {
  const link = `${publicUrl}${pathFor('auction', locale, { id: auction.id })}`;
  // Issue 29 item 4: a sale found by its lots names the first one, linked to its catalogue page.
  const first = auction.matchingLots?.first;
  return {
    title: auctionText(auction, locale).title,
    when: formatInZone(auction.auctionStartDate, auction.timeZone, locale),
    where: placeWithProvince(auction.location, auction.province),
    link,
    distanceKm: auction.distanceKm,
    lot:
      first && auction.matchingLots
        ? {
            lotNumber: first.lotNumber,
            title: lotText({ ...first, description: null, descriptionFr: null }, locale).title,
            count: auction.matchingLots.count,
            link: `${link}${lotLinkSearch(first)}`,
          }
        : undefined,
  };
}

/** Claims due saved searches (FOR UPDATE SKIP LOCKED: instances share the work, never a row). */
async function claimSearches(tx: Executor, now: Date): Promise<Due[]> {
  const rows = await tx
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      frequency: savedSearches.frequency,
      checkedUntil: savedSearches.checkedUntil,
      unsubscribeToken: savedSearches.unsubscribeToken,
      email: users.email,
      language: users.language,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    // Issue 27: an unconfirmed address gets no digest; its alerts wait, watermark and all, until it is.
    .where(and(lte(savedSearches.nextDigestAt, now), isNotNull(users.emailConfirmedAt)))
    .limit(BATCH)
    .for('update', { of: savedSearches, skipLocked: true });
  return rows.map((row) => {
    const parsed = listParamsOf(row.query);
    return {
      kind: 'search',
      key: { id: row.id },
      name: row.name,
      email: row.email,
      language: row.language,
      frequency: row.frequency,
      checkedUntil: row.checkedUntil,
      unsubscribeToken: row.unsubscribeToken,
      params: parsed ? { ...parsed, page: 1, limit: DIGEST_MAX_AUCTIONS, sort: 'date' } : null,
    };
  });
}

async function claimFollows(tx: Executor, now: Date): Promise<Due[]> {
  const seller = sql<string | null>`(select company_name from users s where s.id = ${follows.sellerId})`;
  const rows = await tx
    .select({
      userId: follows.userId,
      sellerId: follows.sellerId,
      companyName: seller,
      frequency: follows.frequency,
      checkedUntil: follows.checkedUntil,
      unsubscribeToken: follows.unsubscribeToken,
      email: users.email,
      language: users.language,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, follows.userId))
    .where(and(lte(follows.nextDigestAt, now), isNotNull(users.emailConfirmedAt)))
    .limit(BATCH)
    .for('update', { of: follows, skipLocked: true });
  return rows.map((row) => ({
    kind: 'follow',
    key: { userId: row.userId, sellerId: row.sellerId },
    name: row.companyName ?? 'Mariner Marketplace',
    email: row.email,
    language: row.language,
    frequency: row.frequency,
    checkedUntil: row.checkedUntil,
    unsubscribeToken: row.unsubscribeToken,
    params: { sellerId: row.sellerId, page: 1, limit: DIGEST_MAX_AUCTIONS, sort: 'date' },
  }));
}

/** One alert: mails the auctions approved since its watermark, if any, and moves the watermark on. */
async function digestOne(reads: AuctionReads, due: Due, now: Date, publicUrl: string): Promise<boolean> {
  const tx = reads.db;
  const upTo = new Date(now.getTime() - SETTLE_MS);
  let sent = false;
  if (due.params && upTo > due.checkedUntil) {
    const { auctions, pagination } = await listAuctions(reads, null, {
      ...due.params,
      approvedBetween: { after: due.checkedUntil, upTo },
    });
    if (auctions.length > 0) {
      const locale: Locale = isLocale(due.language) ? due.language : 'en';
      const unsubscribeApi = `${publicUrl}/api/alerts/unsubscribe?token=${due.unsubscribeToken}`;
      const text = alertDigestMailText(locale, {
        kind: due.kind,
        name: due.name,
        auctions: auctions.map((auction) => digestAuction(auction, locale, publicUrl)),
        more: pagination.total - auctions.length,
        manageLink: `${publicUrl}${pathFor('alerts', locale)}`,
        unsubscribeLink: `${publicUrl}${pathFor('alertUnsubscribe', locale)}?token=${due.unsubscribeToken}`,
      });
      await enqueueMail(tx, {
        to: due.email,
        ...text,
        headers: {
          'List-Unsubscribe': `<${unsubscribeApi}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      sent = true;
    }
  }
  const moved = {
    checkedUntil: upTo > due.checkedUntil ? upTo : due.checkedUntil,
    // At least a millisecond on, so this run does not claim it again.
    nextDigestAt: new Date(now.getTime() + Math.max(ALERT_PERIOD_MS[due.frequency], 1)),
  };
  if ('id' in due.key) {
    await tx.update(savedSearches).set(moved).where(eq(savedSearches.id, due.key.id));
  } else {
    await tx
      .update(follows)
      .set(moved)
      .where(and(eq(follows.userId, due.key.userId), eq(follows.sellerId, due.key.sellerId)));
  }
  return sent;
}

/**
 * Issue 17 §5–6: sends the digests that are due. Each claimed alert's mail is queued in the same
 * transaction that moves its watermark, so an auction is mailed once per alert, never twice, even
 * with several instances running this at once.
 */
export async function runDigests(
  app: AuctionReads & { db: Database },
  options: { publicUrl: string; now?: Date },
): Promise<number> {
  const { db } = app;
  const now = options.now ?? new Date();
  let mailed = 0;
  for (const claim of [claimSearches, claimFollows]) {
    for (;;) {
      const batch = await db.transaction(async (tx) => {
        const due = await claim(tx, now);
        // Read in the claim's transaction (a digest's window is never kept by the read caches).
        const reads = { db: tx, auctionReads: app.auctionReads, nearIndex: app.nearIndex };
        for (const alert of due) if (await digestOne(reads, alert, now, options.publicUrl)) mailed += 1;
        return due.length;
      });
      if (batch < BATCH) break;
    }
  }
  return mailed;
}
