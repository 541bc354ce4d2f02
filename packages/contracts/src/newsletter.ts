import { MAX_ADMIN_PAGE_LIMIT, PAGE_SIZES } from './constants.ts';
import { emailField, IsoDateTime, Pagination, pageQuery } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

/** Decision 12: how long a confirmation link works. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Where a sign-up came from (spec 000 footer, Advertise page); shown to admins and in the export. */
export const NewsletterSource = z.enum(['footer', 'advertise']);
export type NewsletterSource = z.infer<typeof NewsletterSource>;

/** POST /api/newsletter/subscribe */
export const SubscribeNewsletterRequest = z.object({
  email: emailField(),
  source: NewsletterSource,
});
export type SubscribeNewsletterRequest = z.input<typeof SubscribeNewsletterRequest>;

/** A token from a mailed link: base64url, as the server makes them. */
const linkToken = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(200, { error: message })
    .regex(/^[A-Za-z0-9_-]+$/, { error: message });

/** GET /api/newsletter/confirm?token=… */
export const ConfirmNewsletterQuery = z.object({ token: linkToken(MESSAGES.invalidConfirmationLink) });
export type ConfirmNewsletterQuery = z.infer<typeof ConfirmNewsletterQuery>;

/** POST /api/newsletter/unsubscribe?token=… */
export const UnsubscribeNewsletterQuery = z.object({ token: linkToken(MESSAGES.invalidUnsubscribeLink) });
export type UnsubscribeNewsletterQuery = z.infer<typeof UnsubscribeNewsletterQuery>;

/** A yes/no filter from a query string: 'true' or 'false'; blank or absent means "all". */
const booleanFilter = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
);

/** The filters shared by the admin list and the CSV export (spec 001 §2 Newsletter tab). */
export const NewsletterFilters = z.object({ active: booleanFilter, confirmed: booleanFilter });
export type NewsletterFilters = z.input<typeof NewsletterFilters>;

/** GET /api/newsletter/subscribers */
export const NewsletterSubscribersQuery = pageQuery(
  PAGE_SIZES.newsletterSubscribers,
  MAX_ADMIN_PAGE_LIMIT,
).extend(NewsletterFilters.shape);
export type NewsletterSubscribersQuery = z.input<typeof NewsletterSubscribersQuery>;

/** GET /api/newsletter/subscribers/export */
export const NewsletterExportQuery = NewsletterFilters;
export type NewsletterExportQuery = z.input<typeof NewsletterExportQuery>;

/** Spec 001 §3 Newsletter subscriber. `source` is a string: older sign-ups may carry retired sources. */
export const NewsletterSubscriber = z.object({
  id: z.uuid(),
  email: z.string(),
  user: z
    .object({ firstName: z.string(), lastName: z.string(), companyName: z.string().nullable() })
    .nullable(),
  source: z.string(),
  isActive: z.boolean(),
  isConfirmed: z.boolean(),
  createdAt: IsoDateTime,
});
export type NewsletterSubscriber = z.infer<typeof NewsletterSubscriber>;

export const NewsletterSubscribersResponse = z.object({
  subscribers: z.array(NewsletterSubscriber),
  pagination: Pagination,
});
export type NewsletterSubscribersResponse = z.infer<typeof NewsletterSubscribersResponse>;

/** The CSV export's header row, in column order. */
export const NEWSLETTER_CSV_COLUMNS = [
  'Email',
  'First Name',
  'Last Name',
  'Company',
  'Source',
  'Active',
  'Confirmed',
  'Created At',
] as const;
