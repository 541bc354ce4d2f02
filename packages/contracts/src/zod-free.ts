/**
 * `@mariner/contracts/constants`: every value of the contracts that is not a schema — the limits,
 * the enums' values and labels, the messages and page texts, the routes, and the helpers that read
 * or format them — from modules that never import zod. A page that only shows and links imports
 * from here, so its JavaScript holds no schema and loading it builds none (zod-free.test.ts).
 * The types are `import type` from `@mariner/contracts`, which holds everything, schemas included.
 */
export * from './advertiser-stats-values.ts';
export * from './auction-results-values.ts';
export * from './auction-stats-paths.ts';
export * from './auction-stats-values.ts';
export * from './auction-values.ts';
export * from './audit-values.ts';
export * from './banner-values.ts';
export * from './calendar-feeds.ts';
export * from './constants.ts';
export * from './date-chips.ts';
export * from './directory-values.ts';
export * from './enum-values.ts';
export * from './error-values.ts';
export * from './flyer-values.ts';
export * from './i18n/index.ts';
export * from './invoice-lines.ts';
export * from './lot-import-values.ts';
export * from './lot-values.ts';
export * from './messages.ts';
export * from './place-values.ts';
export * from './pricing-values.ts';
export * from './province-words.ts';
export * from './rate-limits.ts';
export * from './rejection-values.ts';
export * from './sale-facts.ts';
export * from './tax.ts';
export * from './text.ts';
export * from './time.ts';
export * from './tracking.ts';
export * from './uploads.ts';
