import { randomUUID } from 'node:crypto';
import {
  auctionText,
  CAMPAIGN_TEST_PREFIX,
  type Campaign,
  type CampaignInput,
  type CampaignPreview,
  type CampaignStatus,
  type CampaignTestResponse,
  formatInZone,
  isLocale,
  type Locale,
  MESSAGES,
  NEWSLETTER_CAMPAIGN_LIMITS,
  pathFor,
  placeWithProvince,
  readNearPoint,
  type UpcomingAuctionLine,
} from '@mariner/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { newsletterCampaigns, outbox, type UserRow } from '../../db/schema.ts';
import { AppError, validationError } from '../../plugins/errors.ts';
import { enqueueMail, MAIL_KIND } from '../../plugins/mail/outbox.ts';
import { type AuctionReads, listAuctions } from '../auctions/service.ts';
import { recordAudit } from '../audit/record.ts';
import * as queries from './campaign-queries.ts';
import { renderCampaignMail, type UpcomingBlock } from './campaign-render.ts';
import { signedUnsubscribeToken } from './campaign-token.ts';
import { findSubscriberByEmail } from './queries.ts';

/**
 * Issue 31 item 4 (decision 028): newsletter campaigns. Admins write a letter in both languages,
 * preview it, mail a test to themselves, then send it: `sendCampaign` records one recipient per
 * confirmed address, and the campaign worker (`runCampaignSends`, campaign-worker.ts) queues their
 * mails into the outbox at NEWSLETTER_SEND_RATE per minute.
 */

export interface CampaignDeps {
  db: Database;
  /** SESSION_SECRET, part of the unsubscribe tokens' key (campaign-token.ts). */
  pepper: string | undefined;
  publicUrl: string;
  /** What the "upcoming auctions" block reads live listings through. */
  reads: Omit<AuctionReads, 'db'>;
}

type Input = z.output<typeof CampaignInput>;

const notFound = () => new AppError('NOT_FOUND', MESSAGES.campaignNotFound);

function toCampaign(row: queries.CampaignWithPlace, counts: queries.RecipientCounts | undefined): Campaign {
  const { campaign } = row;
  return {
    id: campaign.id,
    subjectEn: campaign.subjectEn,
    subjectFr: campaign.subjectFr,
    bodyEn: campaign.bodyEn,
    bodyFr: campaign.bodyFr,
    upcoming:
      campaign.upcomingPlaceId && row.placeName
        ? {
            placeId: campaign.upcomingPlaceId,
            placeName: `${row.placeName}, ${row.placeProvince ?? ''}`.replace(/, $/, ''),
            radiusKm: campaign.upcomingRadiusKm ?? 50,
          }
        : null,
    status: campaign.status as CampaignStatus,
    counts: counts ?? { total: 0, queued: 0, sent: 0, failed: 0 },
    createdAt: campaign.createdAt.toISOString(),
    updatedAt: campaign.updatedAt.toISOString(),
    sendStartedAt: campaign.sendStartedAt?.toISOString() ?? null,
    sentAt: campaign.sentAt?.toISOString() ?? null,
  };
}

export async function getCampaign(db: Executor, id: string): Promise<Campaign> {
  const row = await queries.findCampaign(db, id);
  if (!row) throw notFound();
  const counts = await queries.countRecipients(db, [id]);
  return toCampaign(row, counts.get(id));
}

export async function listCampaigns(db: Executor): Promise<Campaign[]> {
  const rows = await queries.findCampaigns(db);
  const counts = await queries.countRecipients(
    db,
    rows.filter((row) => row.campaign.status !== 'draft').map((row) => row.campaign.id),
  );
  return rows.map((row) => toCampaign(row, counts.get(row.campaign.id)));
}

async function columnsOf(db: Executor, input: Input) {
  if (input.upcoming && !(await queries.placeExists(db, input.upcoming.placeId))) {
    throw validationError({ 'upcoming.placeId': MESSAGES.campaignPlaceUnknown });
  }
  return {
    subjectEn: input.subjectEn,
    subjectFr: input.subjectFr,
    bodyEn: input.bodyEn,
    bodyFr: input.bodyFr,
    upcomingPlaceId: input.upcoming?.placeId ?? null,
    upcomingRadiusKm: input.upcoming?.radiusKm ?? null,
  };
}

export async function createCampaign(db: Database, admin: UserRow, input: Input): Promise<Campaign> {
  const [row] = await db
    .insert(newsletterCampaigns)
    .values({ ...(await columnsOf(db, input)), createdBy: admin.id })
    .returning({ id: newsletterCampaigns.id });
  if (!row) throw new Error('campaign insert returned nothing');
  return getCampaign(db, row.id);
}

/** Only a draft changes: what has gone out stays as it went. */
export async function updateCampaign(
  db: Database,
  id: string,
  input: Input,
  now = new Date(),
): Promise<Campaign> {
  const columns = await columnsOf(db, input);
  await db.transaction(async (tx) => {
    const row = await queries.lockCampaign(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'draft') throw new AppError('CONFLICT', MESSAGES.campaignNotDraft);
    await tx
      .update(newsletterCampaigns)
      .set({ ...columns, updatedAt: now })
      .where(eq(newsletterCampaigns.id, id));
  });
  return getCampaign(db, id);
}

/**
 * Starts the send: one recipient per active and confirmed address, taken now, in one transaction
 * with the move out of draft, so a second call (or a second admin) finds it sending and is refused.
 * The one place a campaign send happens: the audit log records it here (issue 31 item 5).
 */
export async function sendCampaign(
  db: Database,
  admin: UserRow,
  id: string,
  now = new Date(),
): Promise<Campaign> {
  await db.transaction(async (tx) => {
    const row = await queries.lockCampaign(tx, id);
    if (!row) throw notFound();
    if (row.status !== 'draft') throw new AppError('CONFLICT', MESSAGES.campaignAlreadySent);
    await tx
      .update(newsletterCampaigns)
      .set({ status: 'sending', sentBy: admin.id, sendStartedAt: now, updatedAt: now })
      .where(eq(newsletterCampaigns.id, id));
    await queries.insertRecipients(tx, id);
    // Issue 31 item 5: a campaign send is an admin action of the audit log, in the send's transaction.
    await recordAudit(tx, {
      actor: admin,
      action: 'campaign.send',
      subject: { type: 'campaign', id, label: row.subjectEn },
      changes: { status: { before: row.status, after: 'sending' } },
    });
  });
  return getCampaign(db, id);
}

/** The approved auctions starting within the week near the campaign's place, as the mail lists them. */
async function upcomingBlock(
  deps: CampaignDeps,
  db: Executor,
  row: queries.CampaignWithPlace,
  locale: Locale,
  now: Date,
): Promise<UpcomingBlock | null> {
  const { campaign } = row;
  if (!campaign.upcomingPlaceId || !row.placeName) return null;
  const near = readNearPoint(campaign.upcomingPlaceId);
  if (!near) return null;
  const until = new Date(now.getTime() + NEWSLETTER_CAMPAIGN_LIMITS.upcomingDays * 86_400_000);
  const { auctions } = await listAuctions({ db, ...deps.reads }, null, {
    page: 1,
    limit: NEWSLETTER_CAMPAIGN_LIMITS.upcomingAuctions,
    sort: 'date',
    near,
    radiusKm: campaign.upcomingRadiusKm ?? undefined,
    startDateFrom: now.toISOString(),
    startDateTo: until.toISOString(),
  });
  const lines: UpcomingAuctionLine[] = auctions.map((auction) => ({
    title: auctionText(auction, locale).title,
    when: formatInZone(auction.auctionStartDate, auction.timeZone, locale),
    where: placeWithProvince(auction.location, auction.province),
    link: `${deps.publicUrl}${pathFor('auction', locale, { id: auction.id })}`,
  }));
  return { place: `${row.placeName}, ${row.placeProvince ?? ''}`.replace(/, $/, ''), auctions: lines };
}

/** A stand-in for each recipient's own link, replaced after the mail is rendered once per language. */
const LINK_MARK = `unsubscribe-${randomUUID()}`;

interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

async function renderFor(
  deps: CampaignDeps,
  db: Executor,
  row: queries.CampaignWithPlace,
  locale: Locale,
  now: Date,
): Promise<RenderedMail> {
  const { campaign } = row;
  return renderCampaignMail({
    subject: locale === 'fr' ? campaign.subjectFr : campaign.subjectEn,
    body: locale === 'fr' ? campaign.bodyFr : campaign.bodyEn,
    locale,
    upcoming: await upcomingBlock(deps, db, row, locale, now),
    unsubscribeLink: LINK_MARK,
  });
}

const pageLink = (deps: CampaignDeps, locale: Locale, token: string | null) =>
  `${deps.publicUrl}${pathFor('newsletterUnsubscribe', locale)}${token ? `?token=${token}` : ''}`;

/** The rendered mail with one subscriber's unsubscribe link and the RFC 8058 headers. */
function personalise(deps: CampaignDeps, mail: RenderedMail, locale: Locale, token: string | null) {
  const link = pageLink(deps, locale, token);
  const escaped = link.replace(/&/g, '&amp;');
  return {
    subject: mail.subject,
    html: mail.html.replaceAll(LINK_MARK, escaped),
    text: mail.text.replaceAll(LINK_MARK, link),
    headers: token
      ? {
          'List-Unsubscribe': `<${deps.publicUrl}/api/newsletter/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : undefined,
  };
}

/** GET …/{id}/preview: the mail a subscriber of that language would get (a sample unsubscribe link). */
export async function previewCampaign(
  deps: CampaignDeps,
  id: string,
  locale: Locale,
  now = new Date(),
): Promise<CampaignPreview> {
  const row = await queries.findCampaign(deps.db, id);
  if (!row) throw notFound();
  const mail = personalise(deps, await renderFor(deps, deps.db, row, locale, now), locale, null);
  return { lang: locale, subject: mail.subject, html: mail.html, text: mail.text };
}

/**
 * POST …/{id}/test: the campaign to the admin's own address only, marked as a test, in the given
 * language or else the admin's. When the admin is a subscriber the mail carries their real
 * unsubscribe link and headers, so both can be tried.
 */
export async function sendCampaignTest(
  deps: CampaignDeps,
  admin: UserRow,
  id: string,
  lang: Locale | undefined,
  now = new Date(),
): Promise<CampaignTestResponse> {
  const row = await queries.findCampaign(deps.db, id);
  if (!row) throw notFound();
  const locale: Locale = lang ?? (isLocale(admin.language) ? admin.language : 'en');
  const subscriber = await findSubscriberByEmail(deps.db, admin.email);
  const token = subscriber
    ? signedUnsubscribeToken(subscriber.id, subscriber.unsubscribeTokenHash, deps.pepper)
    : null;
  const mail = personalise(deps, await renderFor(deps, deps.db, row, locale, now), locale, token);
  await enqueueMail(deps.db, {
    to: admin.email,
    ...mail,
    subject: `${CAMPAIGN_TEST_PREFIX[locale]}${mail.subject}`,
  });
  return { to: admin.email, languages: [locale] };
}

/** Transactions one worker run takes at most, so a run ends even at a very high rate. */
const MAX_BATCH = 500;

export interface SendOptions {
  /** Mails queued per minute, all campaigns and instances together (NEWSLETTER_SEND_RATE). */
  rate: number;
  /** How often the worker runs: each run queues its share of the minute's rate. */
  tickMs: number;
  now?: Date;
}

/**
 * One run of the campaign worker. Each sending campaign is locked in turn (FOR UPDATE: instances
 * take turns, and the rate below is counted under the lock), its next recipients are queued into
 * the outbox and marked with their outbox row in the same transaction — so a restart at any point
 * leaves each address either queued once or still waiting, never twice. A campaign whose
 * recipients are all queued and whose mails the outbox has all processed becomes `sent`.
 * Answers how many mails it queued.
 */
export async function runCampaignSends(deps: CampaignDeps, options: SendOptions): Promise<number> {
  const now = options.now ?? new Date();
  const perRun = Math.max(1, Math.ceil((options.rate * options.tickMs) / 60_000));
  let queuedTotal = 0;
  for (const id of await queries.findSendingIds(deps.db)) {
    queuedTotal += await deps.db.transaction(async (tx) => {
      const campaign = await queries.lockSendingCampaign(tx, id);
      if (!campaign) return 0;
      const recent = await queries.countQueuedSince(tx, new Date(now.getTime() - 60_000));
      const budget = Math.min(options.rate - recent, perRun, MAX_BATCH);
      if (budget <= 0) return 0;
      const pending = await queries.claimPending(tx, id, budget);
      if (pending.length === 0) {
        if (await queries.isFinished(tx, id)) await queries.markSent(tx, id, now);
        return 0;
      }
      const row = await queries.findCampaign(tx, id);
      if (!row) return 0;
      const rendered = new Map<Locale, RenderedMail>();
      const queued: { email: string; outboxId: string }[] = [];
      const mails: { id: string; kind: string; payload: unknown }[] = [];
      const left: string[] = [];
      for (const recipient of pending) {
        if (!recipient.stillSubscribed || !recipient.subscriberId) {
          left.push(recipient.email);
          continue;
        }
        const locale = recipient.language;
        let mail = rendered.get(locale);
        if (!mail) {
          mail = await renderFor(deps, tx, row, locale, now);
          rendered.set(locale, mail);
        }
        const token = signedUnsubscribeToken(
          recipient.subscriberId,
          recipient.unsubscribeTokenHash,
          deps.pepper,
        );
        const outboxId = randomUUID();
        mails.push({
          id: outboxId,
          kind: MAIL_KIND,
          payload: { to: recipient.email, ...personalise(deps, mail, locale, token) },
        });
        queued.push({ email: recipient.email, outboxId });
      }
      await queries.dropRecipients(tx, id, left);
      if (mails.length > 0) await tx.insert(outbox).values(mails);
      await queries.markQueued(tx, id, queued, now);
      return queued.length;
    });
  }
  return queuedTotal;
}
