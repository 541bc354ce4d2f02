import type { Locale } from './i18n/locale.ts';

/**
 * Issue 31 item 2: the common reasons a reviewer refuses an auction, a banner or a directory
 * listing, one source for the API (validation, the seller's mail) and the web (the reject dialog,
 * the seller's view). OTHER asks for a note; the reject call without a body (spec 001 §7) is OTHER
 * without one.
 */
export const REJECTION_REASONS = [
  'UNCLEAR_DATE_OR_LOCATION',
  'PICTURES',
  'OFF_TOPIC',
  'DUPLICATE',
  'PROHIBITED_ITEMS',
  'CONTACT_IN_DESCRIPTION',
  'NOT_A_SERVICE',
  'CONTACT_NOT_WORKING',
  'LOGO',
  'OTHER',
] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

/** What can be refused (the mail's RejectedItemKind names the same three). */
export type ReviewedItemKind = 'auction' | 'banner' | 'directoryListing';

/**
 * The reasons each queue offers, Other last (decision 033): an auction's and a banner's are the
 * first list of decision 022; a directory listing is a company's profile, refused for what a
 * profile gets wrong. The directory reject calls refuse a code off their list.
 */
export const REJECTION_REASONS_FOR: Record<ReviewedItemKind, readonly RejectionReason[]> = {
  auction: [
    'UNCLEAR_DATE_OR_LOCATION',
    'PICTURES',
    'OFF_TOPIC',
    'DUPLICATE',
    'PROHIBITED_ITEMS',
    'CONTACT_IN_DESCRIPTION',
    'OTHER',
  ],
  banner: [
    'UNCLEAR_DATE_OR_LOCATION',
    'PICTURES',
    'OFF_TOPIC',
    'DUPLICATE',
    'PROHIBITED_ITEMS',
    'CONTACT_IN_DESCRIPTION',
    'OTHER',
  ],
  directoryListing: ['NOT_A_SERVICE', 'CONTACT_NOT_WORKING', 'LOGO', 'DUPLICATE', 'OTHER'],
};

/** The longest note a reviewer may add (its message is MESSAGES.rejectionNoteTooLong). */
export const REJECTION_NOTE_MAX = 1000;

export const REJECTION_REASON_TEXTS: Record<Locale, Record<RejectionReason, string>> = {
  en: {
    UNCLEAR_DATE_OR_LOCATION: 'Missing or unclear date/location',
    PICTURES: 'Pictures not allowed / poor quality',
    OFF_TOPIC: 'Not an auction / off-topic',
    DUPLICATE: 'Duplicate listing',
    PROHIBITED_ITEMS: 'Prohibited items',
    CONTACT_IN_DESCRIPTION: 'Contact details in the description',
    NOT_A_SERVICE: 'Not a service for buyers or sellers / off-topic',
    CONTACT_NOT_WORKING: 'Website, phone or e-mail does not work',
    LOGO: 'Logo not allowed / poor quality',
    OTHER: 'Other',
  },
  fr: {
    UNCLEAR_DATE_OR_LOCATION: 'Date ou lieu manquant ou imprécis',
    PICTURES: 'Photos non permises ou de mauvaise qualité',
    OFF_TOPIC: 'Pas un encan / hors sujet',
    DUPLICATE: 'Annonce en double',
    PROHIBITED_ITEMS: 'Articles interdits',
    CONTACT_IN_DESCRIPTION: 'Coordonnées dans la description',
    NOT_A_SERVICE: 'Pas un service pour acheteurs ou vendeurs / hors sujet',
    CONTACT_NOT_WORKING: 'Site web, téléphone ou courriel qui ne fonctionne pas',
    LOGO: 'Logo non permis ou de mauvaise qualité',
    OTHER: 'Autre',
  },
};

export const isRejectionReason = (value: unknown): value is RejectionReason =>
  (REJECTION_REASONS as readonly unknown[]).includes(value);

/** The reason's words in a language; an unknown stored code (a retired one) reads as Other. */
export const rejectionReasonText = (code: string, locale: Locale): string =>
  REJECTION_REASON_TEXTS[locale][isRejectionReason(code) ? code : 'OTHER'];
