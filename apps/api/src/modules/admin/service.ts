import type { AdminStatsResponse } from '@mariner/contracts';
import type { Executor } from '../../db/client.ts';
import { countLiveAndPendingAuctions } from '../auctions/service.ts';
import { countActiveAndPendingBanners } from '../banners/service.ts';
import { sumRevenueCents } from '../invoices/service.ts';
import { countActiveSubscribers } from '../newsletter/service.ts';
import { listUsers } from '../users/admin-service.ts';

/**
 * The admin stat cards (spec 001 §2 Admin dashboard), each figure asked of the module that owns
 * it, so "live", "active" and "revenue" mean here what they mean everywhere else.
 */
export async function getAdminStats(db: Executor, now = new Date()): Promise<AdminStatsResponse> {
  const [users, auctions, banners, revenue, subscribers] = await Promise.all([
    // The users list's total, without reading more than one row of it.
    listUsers(db, { page: 1, limit: 1 }),
    countLiveAndPendingAuctions(db),
    countActiveAndPendingBanners(db, now),
    sumRevenueCents(db, now),
    countActiveSubscribers(db),
  ]);
  return {
    users: { total: users.pagination.total },
    auctions,
    banners,
    revenue,
    newsletter: { subscribers },
  };
}
