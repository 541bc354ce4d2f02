import { AuctionStatsResponse, MyAuctionsStatsResponse } from '@mariner/contracts';
import { auctionStatsPaths } from '@mariner/contracts/constants';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';

/** Issue 30 item 1: a listing's statistics and the seller's, per day (decision 025). */
export interface StatsPeriod {
  from?: string | undefined;
  to?: string | undefined;
}

const periodQuery = ({ from, to }: StatsPeriod) => {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const text = query.toString();
  return text ? `?${text}` : '';
};

export const auctionStatsKeys = {
  all: ['auction-stats'] as const,
  auction: (id: string, period: StatsPeriod) =>
    [...auctionStatsKeys.all, 'auction', id, period.from ?? '', period.to ?? ''] as const,
  mine: (period: StatsPeriod) =>
    [...auctionStatsKeys.all, 'mine', period.from ?? '', period.to ?? ''] as const,
};

/** GET /api/auctions/:id/stats: the listing's days (zero-filled) and totals; its seller and admins only. */
export const getAuctionStats = (id: string, period: StatsPeriod, signal?: AbortSignal) =>
  apiFetch<AuctionStatsResponse>(`/api/auctions/${encodeURIComponent(id)}/stats${periodQuery(period)}`, {
    schema: import.meta.env.DEV ? AuctionStatsResponse : undefined,
    signal,
  });

export const auctionStatsQueryOptions = (id: string, period: StatsPeriod = {}) =>
  queryOptions({
    queryKey: auctionStatsKeys.auction(id, period),
    queryFn: ({ signal }) => getAuctionStats(id, period, signal),
  });

/** GET /api/auctions/my-auctions/stats: the seller's listings together, and each one's totals. */
export const getMyAuctionsStats = (period: StatsPeriod, signal?: AbortSignal) =>
  apiFetch<MyAuctionsStatsResponse>(`/api/auctions/my-auctions/stats${periodQuery(period)}`, {
    schema: import.meta.env.DEV ? MyAuctionsStatsResponse : undefined,
    signal,
  });

export const myAuctionsStatsQueryOptions = (period: StatsPeriod = {}) =>
  queryOptions({
    queryKey: auctionStatsKeys.mine(period),
    queryFn: ({ signal }) => getMyAuctionsStats(period, signal),
  });

/**
 * Tells the server a person saw the page or shared it (POST, no body, no answer to wait for):
 * `sendBeacon` survives the page being left; where it is missing or refuses, a keepalive fetch.
 * Counting never gets in the visitor's way, so every failure is ignored.
 */
export function sendStatsBeacon(kind: 'views' | 'shares', auctionId: string): void {
  if (typeof window === 'undefined') return;
  const url = auctionStatsPaths[kind](auctionId);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url)) return;
  } catch {
    // Some browsers throw for a beacon they will not queue: the fetch below tries once more.
  }
  if (typeof fetch !== 'function') return;
  fetch(url, { method: 'POST', keepalive: true, credentials: 'same-origin' }).catch(() => {});
}
