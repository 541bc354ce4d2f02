// First: zod's settings before any schema is built (see zod-setup.ts).
import './zod-setup.ts';

export * from './admin-directory.ts';
export * from './admin-stats.ts';
export * from './alerts.ts';
export * from './auctions.ts';
export * from './auth.ts';
export * from './banners.ts';
export * from './calendar-feeds.ts';
export * from './categories.ts';
export * from './constants.ts';
export * from './directory.ts';
export * from './directory-listings.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './health.ts';
export * from './i18n/index.ts';
export * from './messages.ts';
export * from './newsletter.ts';
export * from './payment-methods.ts';
export * from './payments.ts';
export * from './places.ts';
export * from './pricing.ts';
export * from './tax.ts';
export * from './text.ts';
export * from './time.ts';
export * from './users.ts';
