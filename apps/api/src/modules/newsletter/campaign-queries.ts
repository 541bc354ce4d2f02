import type { Locale } from '@mariner/contracts';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type NewsletterCampaignRow, newsletterCampaigns, places } from '../../db/schema.ts';

const campaigns = newsletterCampaigns;

type Rows<T> = { rows: T[] };

export interface CampaignWithPlace {
  campaign: NewsletterCampaignRow;
  placeName: string | null;
  placeProvince: string | null;
}

const withPlace = {
  campaign: campaigns,
  placeName: places.name,
  placeProvince: places.province,
};

export async function findCampaign(db: Executor, id: string): Promise<CampaignWithPlace | undefined> {
  const [row] = await db
    .select(withPlace)
    .from(campaigns)
    .leftJoin(places, eq(places.id, campaigns.upcomingPlaceId))
    .where(eq(campaigns.id, id));
  return row;
}

/** Locks the campaign row: a send and an edit of one campaign never interleave. */
export async function lockCampaign(tx: Executor, id: string): Promise<NewsletterCampaignRow | undefined> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row;
}

/** Newest first; a site sends a handful a month, so the latest CAMPAIGN_LIST_LIMIT are all of them. */
export const CAMPAIGN_LIST_LIMIT = 200;

export function findCampaigns(db: Executor): Promise<CampaignWithPlace[]> {
  return db
    .select(withPlace)
    .from(campaigns)
    .leftJoin(places, eq(places.id, campaigns.upcomingPlaceId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(CAMPAIGN_LIST_LIMIT);
}

export async function placeExists(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ id: places.id }).from(places).where(eq(places.id, id));
  return row !== undefined;
}

export interface RecipientCounts {
  total: number;
  queued: number;
  sent: number;
  failed: number;
}

/**
 * Counts from the recipients and their outbox rows: not yet queued or not yet processed is
 * "queued", processed without error "sent", given up "failed" (the outbox keeps last_error then).
 */
export async function countRecipients(db: Executor, ids: string[]): Promise<Map<string, RecipientCounts>> {
  const counts = new Map<string, RecipientCounts>();
  if (ids.length === 0) return counts;
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select r.campaign_id as id,
      count(*)::int as total,
      count(*) filter (where r.outbox_id is null or (o.id is not null and o.processed_at is null))::int as queued,
      count(*) filter (where r.outbox_id is not null and (o.id is null or (o.processed_at is not null and o.last_error is null)))::int as sent,
      count(*) filter (where o.processed_at is not null and o.last_error is not null)::int as failed
    from newsletter_campaign_recipients r
    left join outbox o on o.id = r.outbox_id
    where r.campaign_id in (${idList})
    group by r.campaign_id`)) as unknown as Rows<{
    id: string;
    total: number;
    queued: number;
    sent: number;
    failed: number;
  }>;
  for (const row of result.rows) {
    counts.set(row.id, {
      total: Number(row.total),
      queued: Number(row.queued),
      sent: Number(row.sent),
      failed: Number(row.failed),
    });
  }
  return counts;
}

/**
 * The recipients of a send: every active and confirmed subscriber at this moment, one row per
 * address (the primary key), in the subscriber's language.
 */
export async function insertRecipients(tx: Executor, campaignId: string): Promise<void> {
  await tx.execute(sql`
    insert into newsletter_campaign_recipients (campaign_id, email, subscriber_id, language)
    select ${campaignId}::uuid, lower(s.email), s.id, s.language
    from newsletter_subscribers s
    where s.is_active and s.is_confirmed
    on conflict do nothing`);
}

/** Campaigns being sent, oldest send first. */
export async function findSendingIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.status, 'sending'))
    .orderBy(campaigns.sendStartedAt);
  return rows.map((row) => row.id);
}

/** Locks a sending campaign; undefined when it is not (or no longer) sending. */
export async function lockSendingCampaign(
  tx: Executor,
  id: string,
): Promise<NewsletterCampaignRow | undefined> {
  const [row] = await tx
    .select()
    .from(campaigns)
    .where(sql`${campaigns.id} = ${id} and ${campaigns.status} = 'sending'`)
    .for('update');
  return row;
}

/** Campaign mails queued since `since`, all campaigns: what NEWSLETTER_SEND_RATE is measured on. */
export async function countQueuedSince(tx: Executor, since: Date): Promise<number> {
  const result = (await tx.execute(sql`
    select count(*)::int as n from newsletter_campaign_recipients
    where queued_at > ${since.toISOString()}::timestamptz`)) as unknown as Rows<{ n: number }>;
  return Number(result.rows[0]?.n ?? 0);
}

export interface PendingRecipient {
  email: string;
  subscriberId: string | null;
  language: Locale;
  /** The subscriber as it is now: one who left since the send began gets nothing. */
  stillSubscribed: boolean;
  unsubscribeTokenHash: string | null;
}

/** The next recipients not yet queued (SKIP LOCKED, though the campaign lock already serialises). */
export async function claimPending(
  tx: Executor,
  campaignId: string,
  limit: number,
): Promise<PendingRecipient[]> {
  const result = (await tx.execute(sql`
    select r.email, r.subscriber_id, r.language,
      coalesce(s.is_active and s.is_confirmed, false) as still_subscribed,
      s.unsubscribe_token_hash
    from newsletter_campaign_recipients r
    left join newsletter_subscribers s on s.id = r.subscriber_id
    where r.campaign_id = ${campaignId}::uuid and r.outbox_id is null
    order by r.email
    limit ${limit}
    for update of r skip locked`)) as unknown as Rows<{
    email: string;
    subscriber_id: string | null;
    language: Locale;
    still_subscribed: boolean;
    unsubscribe_token_hash: string | null;
  }>;
  return result.rows.map((row) => ({
    email: row.email,
    subscriberId: row.subscriber_id,
    language: row.language,
    stillSubscribed: row.still_subscribed === true,
    unsubscribeTokenHash: row.unsubscribe_token_hash,
  }));
}

export async function dropRecipients(tx: Executor, campaignId: string, emails: string[]): Promise<void> {
  if (emails.length === 0) return;
  await tx.execute(sql`
    delete from newsletter_campaign_recipients
    where campaign_id = ${campaignId}::uuid and email in (${sql.join(
      emails.map((email) => sql`${email}`),
      sql`, `,
    )})`);
}

/** Marks the recipients queued, each with the outbox row that carries its mail. */
export async function markQueued(
  tx: Executor,
  campaignId: string,
  queued: { email: string; outboxId: string }[],
  now: Date,
): Promise<void> {
  if (queued.length === 0) return;
  const values = sql.join(
    queued.map((row) => sql`(${row.email}, ${row.outboxId}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    update newsletter_campaign_recipients r
    set outbox_id = v.outbox_id, queued_at = ${now.toISOString()}::timestamptz
    from (values ${values}) as v(email, outbox_id)
    where r.campaign_id = ${campaignId}::uuid and r.email = v.email and r.outbox_id is null`);
}

/** True once every recipient is queued and the outbox is done with each of their mails. */
export async function isFinished(tx: Executor, campaignId: string): Promise<boolean> {
  const result = (await tx.execute(sql`
    select exists (
      select 1 from newsletter_campaign_recipients r
      left join outbox o on o.id = r.outbox_id
      where r.campaign_id = ${campaignId}::uuid
        and (r.outbox_id is null or (o.id is not null and o.processed_at is null))
    ) as busy`)) as unknown as Rows<{ busy: boolean }>;
  return result.rows[0]?.busy !== true;
}

export async function markSent(tx: Executor, campaignId: string, now: Date): Promise<void> {
  await tx
    .update(campaigns)
    .set({ status: 'sent', sentAt: now, updatedAt: now })
    .where(eq(campaigns.id, campaignId));
}
