import { Follow, SavedSearch } from './alerts.ts';
import { SavedAuction } from './auctions.ts';
import { IsoDateTime, LocaleField } from './fields.ts';
import { User } from './users.ts';
import { z } from './zod.ts';

/**
 * GET /api/users/me/export (issue 27 item 7; PIPEDA, Quebec's Law 25): everything the product holds
 * about the signed-in person. Invoices are listed by number and amount: the documents themselves
 * are under /api/invoices.
 */
export const AccountExport = z.object({
  exportedAt: IsoDateTime,
  profile: User,
  savedAuctions: z.array(SavedAuction),
  savedSearches: z.array(SavedSearch),
  follows: z.array(Follow),
  newsletter: z
    .object({
      email: z.string(),
      language: LocaleField,
      isActive: z.boolean(),
      isConfirmed: z.boolean(),
      confirmedAt: IsoDateTime.nullable(),
      subscribedAt: IsoDateTime,
    })
    .nullable(),
  invoices: z.array(
    z.object({
      invoiceNumber: z.string(),
      totalCents: z.number().int(),
      status: z.string(),
      createdAt: IsoDateTime,
    }),
  ),
});
export type AccountExport = z.infer<typeof AccountExport>;
