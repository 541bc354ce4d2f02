import {
  COMPANY,
  DURATIONS,
  LEGAL_EFFECTIVE_DATE,
  PROVINCE_NAMES,
  SESSION_COOKIE_NAME,
  SESSION_TTL_MS,
  WELCOME_MODAL_STORAGE_KEY,
} from '@mariner/contracts/constants';

const HOUR_MS = 60 * 60 * 1000;

/** The company's street address on one line, e.g. "1801 Hollis Street, …, Halifax, Nova Scotia B3J 3N4, Canada". */
export const companyAddress = `${COMPANY.street}, ${COMPANY.city}, ${PROVINCE_NAMES[COMPANY.province]} ${COMPANY.postalCode}, ${COMPANY.country}`;

/**
 * The facts the static pages' copy interpolates (`{{companyName}}`, `{{email}}`, …), taken from the
 * contracts so the About, Terms and Privacy pages never drift from the product's real values.
 */
export const staticPageValues = {
  companyName: COMPANY.name,
  shortName: COMPANY.shortName,
  email: COMPANY.customerServiceEmail,
  phone: COMPANY.phone,
  address: companyAddress,
  city: COMPANY.city,
  listingDays: DURATIONS.auctionListingDays,
  bannerDays: DURATIONS.bannerDays,
  directoryMonths: DURATIONS.directoryListingMonths,
  sessionHours: SESSION_TTL_MS.default / HOUR_MS,
  rememberDays: SESSION_TTL_MS.rememberMe / (24 * HOUR_MS),
  cookieName: SESSION_COOKIE_NAME,
  storageKey: WELCOME_MODAL_STORAGE_KEY,
} as const;

/**
 * A calendar date ("2025-07-31") in the reader's language: "July 31, 2025" in English. Formatted in UTC,
 * because the date has no time and would otherwise show as the day before west of Greenwich.
 */
export const formatLegalDate = (isoDate: string = LEGAL_EFFECTIVE_DATE, language = 'en-CA'): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
