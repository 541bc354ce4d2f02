import { z } from './zod.ts';

const count = z.number().int().min(0);

/**
 * GET /api/admin/stats (ADMIN and SUPERADMIN): the stat cards above the admin tabs (spec 001 §2).
 * Every figure is counted for real. Money is integer cents (decision 1): what was charged in the
 * period (tax included) less what was refunded in it, so a refund lowers the month it is made in.
 * Months and years are the company's calendar (`timeZone`, Halifax), as invoice numbers are.
 */
export const AdminStatsResponse = z.object({
  users: z.object({ total: count }),
  /** live: approved and not yet ended (decision 5), what the public lists show; pending: in review. */
  auctions: z.object({ live: count, pending: count }),
  /** active: being served now (approved and inside its dates, decision 6); pending: in review. */
  banners: z.object({ active: count, pending: count }),
  revenue: z.object({ monthCents: z.number().int(), yearCents: z.number().int(), timeZone: z.string() }),
  /** Active and confirmed (double opt-in, decision 12). */
  newsletter: z.object({ subscribers: count }),
});
export type AdminStatsResponse = z.infer<typeof AdminStatsResponse>;
