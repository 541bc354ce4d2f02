import { IsoDateTime, LocaleField, multiLineText, singleLineText } from './fields.ts';
import { LOCALES, type Locale } from './i18n/locale.ts';
import { MESSAGES } from './messages.ts';
import { PLACE_ID_PATTERN, RADIUS_KM } from './place-values.ts';
import { z } from './zod.ts';

/** Issue 31 item 4 (decision 028): newsletter campaigns written by admins, sent through the outbox. */
export const NEWSLETTER_CAMPAIGN_LIMITS = {
  subject: 200,
  /** Markdown; a long letter is a few thousand characters. */
  body: 50_000,
  /** Auctions in the "upcoming this week near …" block at most. */
  upcomingAuctions: 10,
  /** The block covers auctions starting within this many days of the send. */
  upcomingDays: 7,
} as const;

/** NEWSLETTER_SEND_RATE's default: mails queued per minute, all campaigns together. */
export const NEWSLETTER_SEND_RATE_DEFAULT = 120;

export const CAMPAIGN_STATUSES = ['draft', 'sending', 'sent'] as const;
export const CampaignStatus = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatus>;

/** The optional block of approved auctions starting in the next week near a place. */
export const CampaignUpcoming = z.object({
  placeId: z
    .string({ error: MESSAGES.campaignPlaceUnknown })
    .trim()
    .max(120, { error: MESSAGES.campaignPlaceUnknown })
    .regex(PLACE_ID_PATTERN, { error: MESSAGES.campaignPlaceUnknown }),
  radiusKm: z
    .number({ error: MESSAGES.radiusOutOfRange })
    .int({ error: MESSAGES.radiusOutOfRange })
    .min(RADIUS_KM.min, { error: MESSAGES.radiusOutOfRange })
    .max(RADIUS_KM.max, { error: MESSAGES.radiusOutOfRange })
    .default(RADIUS_KM.default),
});
export type CampaignUpcoming = z.input<typeof CampaignUpcoming>;

/** POST /api/newsletter/campaigns and PUT /api/newsletter/campaigns/{id} (a draft only). */
export const CampaignInput = z.object({
  subjectEn: singleLineText(NEWSLETTER_CAMPAIGN_LIMITS.subject, MESSAGES.campaignSubjectRequired),
  subjectFr: singleLineText(NEWSLETTER_CAMPAIGN_LIMITS.subject, MESSAGES.campaignSubjectRequired),
  bodyEn: multiLineText(NEWSLETTER_CAMPAIGN_LIMITS.body, MESSAGES.campaignBodyRequired),
  bodyFr: multiLineText(NEWSLETTER_CAMPAIGN_LIMITS.body, MESSAGES.campaignBodyRequired),
  upcoming: CampaignUpcoming.nullish().transform((value) => value ?? null),
});
export type CampaignInput = z.input<typeof CampaignInput>;

/** Recipients of a sent campaign: `queued` counts those not yet handed to the mail server. */
export const CampaignCounts = z.object({
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type CampaignCounts = z.infer<typeof CampaignCounts>;

export const Campaign = z.object({
  id: z.uuid(),
  subjectEn: z.string(),
  subjectFr: z.string(),
  bodyEn: z.string(),
  bodyFr: z.string(),
  upcoming: z.object({ placeId: z.string(), placeName: z.string(), radiusKm: z.number().int() }).nullable(),
  status: CampaignStatus,
  counts: CampaignCounts,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
  sendStartedAt: IsoDateTime.nullable(),
  sentAt: IsoDateTime.nullable(),
});
export type Campaign = z.infer<typeof Campaign>;

export const CampaignResponse = z.object({ campaign: Campaign });
export type CampaignResponse = z.infer<typeof CampaignResponse>;

/** GET /api/newsletter/campaigns: newest first, with the confirmed subscribers a send would reach. */
export const CampaignListResponse = z.object({
  campaigns: z.array(Campaign),
  confirmedSubscribers: z.number().int(),
});
export type CampaignListResponse = z.infer<typeof CampaignListResponse>;

/** GET /api/newsletter/campaigns/{id}/preview?lang=en|fr */
export const CampaignPreviewQuery = z.object({ lang: LocaleField.default('en') });
export type CampaignPreviewQuery = z.input<typeof CampaignPreviewQuery>;

/** The mail as a subscriber of that language would get it: sanitized HTML and the text part. */
export const CampaignPreview = z.object({
  lang: LocaleField,
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type CampaignPreview = z.infer<typeof CampaignPreview>;

/** POST /api/newsletter/campaigns/{id}/test: to the admin's own address, in one or both languages. */
export const CampaignTestRequest = z
  .object({ lang: LocaleField.optional() })
  .nullish()
  .transform((value) => value ?? {});
export type CampaignTestRequest = z.input<typeof CampaignTestRequest>;

export const CampaignTestResponse = z.object({ to: z.string(), languages: z.array(LocaleField) });
export type CampaignTestResponse = z.infer<typeof CampaignTestResponse>;

/** A short mark before a test mail's subject, so it is never mistaken for the real one. */
export const CAMPAIGN_TEST_PREFIX: Record<Locale, string> = { en: '[Test] ', fr: '[Essai] ' };

export interface UpcomingAuctionLine {
  title: string;
  when: string;
  where: string;
  link: string;
}

/** The mail texts around an admin's letter, in each language (ours). */
export const CAMPAIGN_MAIL_TEXTS: Record<
  Locale,
  {
    upcomingHeading: (place: string) => string;
    upcomingNone: string;
    footer: string;
    unsubscribe: string;
  }
> = {
  en: {
    upcomingHeading: (place) => `Upcoming auctions this week near ${place}`,
    upcomingNone: 'No auctions are listed near there this week yet.',
    footer: 'You receive this newsletter because you subscribed on Mariner Marketplace.',
    unsubscribe: 'Unsubscribe',
  },
  fr: {
    upcomingHeading: (place) => `Encans à venir cette semaine près de ${place}`,
    upcomingNone: 'Aucun encan n’est encore annoncé près de là cette semaine.',
    footer: 'Vous recevez cette infolettre parce que vous vous y êtes abonné sur Mariner Marketplace.',
    unsubscribe: 'Se désabonner',
  },
};

/** Every language a campaign is written in (both, always). */
export const CAMPAIGN_LANGUAGES: readonly Locale[] = LOCALES;
