/**
 * Issue 30 items 2 and 5: what advertisers got for their money (banner impressions and clicks,
 * directory profile views and contact clicks, per day) and the operator's revenue per month.
 * Days are the company's calendar, America/Halifax (as invoices are): a count made at 23:30 in
 * Halifax is filed under that Halifax day, whatever the reader's zone.
 */
// The days, their zone and the longest read are the listing statistics' (one rule for every stat).
import { STATS_DEFAULT_DAYS, STATS_MAX_DAYS, STATS_TIME_ZONE } from './auction-stats-values.ts';

export { STATS_DEFAULT_DAYS, STATS_MAX_DAYS, STATS_TIME_ZONE };
/** The revenue report's longest period, in months. */
export const REVENUE_MAX_MONTHS = 120;

/** The product lines of revenue, one per invoice item type. */
export const REVENUE_PRODUCTS = ['listings', 'banners', 'directory'] as const;
export type RevenueProduct = (typeof REVENUE_PRODUCTS)[number];
