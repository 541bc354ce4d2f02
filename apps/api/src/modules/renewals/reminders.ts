import {
  DURATIONS,
  describeInvoiceLine,
  type InvoiceLine,
  isLocale,
  type Locale,
  pathFor,
  RENEWAL_REMINDER_DAYS,
  type RenewalKind,
  renewalReminderMailText,
} from '@mariner/contracts';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../../plugins/mail/index.ts';
import { INVOICE_TIME_ZONE } from '../invoices/service.ts';
import * as queries from './queries.ts';

/**
 * Issue 30 item 6: 30 and 7 days before a banner or directory listing ends, its owner is mailed a
 * one-click renewal link. Each reminder is recorded (renewal_reminders) in the transaction that
 * queues its mail, and the record's key is the claim, so it goes once per item and threshold
 * whatever the number of instances, restarts or runs. A run that starts inside the 7-day window
 * sends only the 7-day reminder, never both at once.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const LONGEST = Math.max(...RENEWAL_REMINDER_DAYS);

/** The threshold an item ending at `endsAt` is inside now: the nearest one it has passed. */
export function reminderThreshold(endsAt: Date, now: Date): number | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  const passed = RENEWAL_REMINDER_DAYS.filter((days) => left <= days * DAY_MS);
  return passed.length > 0 ? Math.min(...passed) : null;
}

interface Due {
  kind: RenewalKind;
  id: string;
  endsAt: Date;
  line: InvoiceLine;
  email: string;
  firstName: string;
  language: string | null;
}

const endsOnText = (endsAt: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: INVOICE_TIME_ZONE,
  }).format(endsAt);

/** Sends the reminders due now; answers how many were queued. */
export async function runRenewalReminders(
  app: { db: Database },
  options: { publicUrl: string; now?: Date },
): Promise<number> {
  const { db } = app;
  const now = options.now ?? new Date();
  const by = new Date(now.getTime() + LONGEST * DAY_MS);
  const [banners, listings] = await Promise.all([
    queries.findBannersEndingBy(db, now, by),
    queries.findListingsEndingBy(db, now, by),
  ]);
  const due: Due[] = [
    ...banners.map((row) => ({
      kind: 'banner' as const,
      id: row.id,
      endsAt: row.endsAt,
      line: {
        itemType: 'BANNER_AD' as const,
        size: row.size,
        placement: row.placement,
        advertiserName: row.advertiserName,
      },
      email: row.email,
      firstName: row.firstName,
      language: row.language,
    })),
    ...listings.flatMap((row) =>
      row.endsAt
        ? [
            {
              kind: 'directory' as const,
              id: row.id,
              endsAt: row.endsAt,
              line: {
                itemType: 'DIRECTORY_LISTING' as const,
                companyName: row.companyName,
                months: DURATIONS.directoryListingMonths,
              },
              email: row.email,
              firstName: row.firstName,
              language: row.language,
            },
          ]
        : [],
    ),
  ];
  let sent = 0;
  for (const item of due) {
    const days = reminderThreshold(item.endsAt, now);
    if (days === null) continue;
    const itemType = item.kind === 'banner' ? 'BANNER_AD' : 'DIRECTORY_LISTING';
    const queued = await db.transaction(async (tx) => {
      if (!(await queries.claimReminder(tx, itemType, item.id, days, now))) return false;
      const locale: Locale = isLocale(item.language) ? item.language : 'en';
      const path = pathFor('renew', locale, { kind: item.kind, id: item.id });
      await enqueueMail(tx, {
        to: item.email,
        ...renewalReminderMailText(locale, {
          firstName: item.firstName,
          what: describeInvoiceLine(item.line, locale),
          endsOn: endsOnText(item.endsAt, locale),
          daysLeft: Math.ceil((item.endsAt.getTime() - now.getTime()) / DAY_MS),
          link: `${options.publicUrl}${path}`,
        }),
      });
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
