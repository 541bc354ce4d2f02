import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import adminRoutes from './modules/admin/routes.ts';
import { alertsRoutes, followsRoutes, savedSearchesRoutes } from './modules/alerts/routes.ts';
import alertDigestsPlugin from './modules/alerts/scheduler.ts';
import auctionStatsPlugin from './modules/auction-stats/plugin.ts';
import auctionStatsRoutes from './modules/auction-stats/routes.ts';
import weeklyStatsPlugin from './modules/auction-stats/scheduler.ts';
import nearIndexPlugin from './modules/auctions/near-index.ts';
import auctionReadsPlugin from './modules/auctions/public-cache.ts';
import auctionsRoutes from './modules/auctions/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import bannerImpressionsPlugin from './modules/banners/impressions.ts';
import liveBannersPlugin from './modules/banners/live-banners.ts';
import bannersRoutes from './modules/banners/routes.ts';
import calendarFeedsRoutes from './modules/calendar-feeds/routes.ts';
import categoriesCachePlugin from './modules/categories/categories-cache.ts';
import categoriesRoutes from './modules/categories/routes.ts';
import directoryRoutes from './modules/directory/routes.ts';
import directoryListingsRoutes from './modules/directory-listings/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import invoicesRoutes from './modules/invoices/routes.ts';
import lotImportJobsPlugin from './modules/lots/import-job-worker.ts';
import lotImportRoutes from './modules/lots/import-routes.ts';
import lotsRoutes from './modules/lots/routes.ts';
import lotSearchRoutes from './modules/lots/search-routes.ts';
import lotSearchSweepPlugin from './modules/lots/search-sweep.ts';
import newsletterCampaignsPlugin from './modules/newsletter/campaign-worker.ts';
import newsletterRoutes from './modules/newsletter/routes.ts';
import pageCachePlugin from './modules/pages/page-cache.ts';
import crawlingRoutes from './modules/pages/routes.ts';
import paymentMethodsRoutes from './modules/payment-methods/routes.ts';
import paymentsRoutes from './modules/payments/routes.ts';
import placesRoutes from './modules/places/routes.ts';
import pricingRoutes from './modules/pricing/routes.ts';
import renewalsRoutes from './modules/renewals/routes.ts';
import renewalRemindersPlugin from './modules/renewals/scheduler.ts';
import usersDirectoryRoutes from './modules/users/directory-routes.ts';
import usersRoutes from './modules/users/routes.ts';
import afterAnswerPlugin from './plugins/after-answer.ts';
import authPlugin from './plugins/auth.ts';
import cacheSyncPlugin from './plugins/cache-sync/index.ts';
import { serializeFrozenOnce } from './plugins/caches/frozen-answers.ts';
import compressionPlugin from './plugins/compression.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin, { clientErrorHandler, sendError } from './plugins/errors.ts';
import mailPlugin from './plugins/mail/index.ts';
import multipartPlugin from './plugins/multipart.ts';
import paymentsPlugin from './plugins/payments/index.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityPlugin from './plugins/security.ts';
import storagePlugin, { type Storage } from './plugins/storage/index.ts';
import textGuardPlugin from './plugins/text-guard.ts';
import webPlugin from './plugins/web.ts';

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Fastify logger options; defaults to JSON at config.logLevel. Tests pass false. */
  logger?: FastifyServerOptions['logger'];
  /** Folder of the built web app to serve with its SPA fallback; skipped when absent. */
  webDist?: string | undefined;
  storage?: Storage;
}

/** 1 MiB for JSON bodies; uploads set their own limits per route. */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** An incoming request id is kept only when it is a short, plain token (it ends up in logs). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export async function buildApp(options: BuildAppOptions) {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: config.trustProxy,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler,
    // Issue 15: a request that reaches a draining instance is still answered (its connection then
    // closes), rather than refused with Fastify's own 503 that no client could retry safely.
    return503OnClosing: false,
    // Loading the server-render bundle (plugins/web.ts) took over Fastify's default 10 s on a busy
    // two-core machine: a start that is slow should be slow, not fail.
    pluginTimeout: 60_000,
    // A path the router refuses (a parameter over 100 characters, a malformed URL) answers in the one error shape.
    frameworkErrors: (error, request, reply) => sendError(request, reply, error),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // A kept (frozen) answer is written once per schema, not re-encoded on every hit (issue 26).
  app.setSerializerCompiler(serializeFrozenOnce(serializerCompiler));
  // Hooks that wait on nothing take a callback: an async hook costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // A draining instance closes each connection after its answer, so nothing keeps it from exiting.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  await app.register(errorsPlugin);
  await app.register(textGuardPlugin);
  await app.register(dbPlugin, { db: options.db, config });
  await app.register(cacheSyncPlugin);
  // The per-instance caches the services read and forget (decision 012).
  await app.register(auctionReadsPlugin);
  await app.register(nearIndexPlugin);
  await app.register(liveBannersPlugin);
  await app.register(bannerImpressionsPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(paymentsPlugin);
  await app.register(mailPlugin);
  await app.register(alertDigestsPlugin);
  await app.register(renewalRemindersPlugin);
  await app.register(newsletterCampaignsPlugin);
  await app.register(lotImportJobsPlugin);
  await app.register(lotSearchSweepPlugin);
  await app.register(weeklyStatsPlugin);
  await app.register(auctionStatsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(afterAnswerPlugin);
  await app.register(authPlugin);
  await app.register(multipartPlugin);
  await app.register(docsPlugin);
  await app.register(pageCachePlugin);
  await app.register(categoriesCachePlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(usersDirectoryRoutes, { prefix: '/users' });
      await api.register(categoriesRoutes, { prefix: '/categories' });
      await api.register(auctionsRoutes, { prefix: '/auctions' });
      await api.register(lotsRoutes, { prefix: '/auctions' });
      await api.register(lotImportRoutes, { prefix: '/auctions' });
      await api.register(lotSearchRoutes, { prefix: '/lots' });
      await api.register(auctionStatsRoutes, { prefix: '/auctions' });
      await api.register(directoryRoutes, { prefix: '/directory' });
      await api.register(directoryListingsRoutes, { prefix: '/directory-listings' });
      await api.register(paymentMethodsRoutes, { prefix: '/payment-methods' });
      await api.register(pricingRoutes, { prefix: '/payments/pricing' });
      await api.register(paymentsRoutes, { prefix: '/payments' });
      await api.register(invoicesRoutes, { prefix: '/invoices' });
      await api.register(renewalsRoutes, { prefix: '/renewals' });
      await api.register(bannersRoutes, { prefix: '/banners' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(newsletterRoutes, { prefix: '/newsletter' });
      await api.register(placesRoutes, { prefix: '/places' });
      await api.register(calendarFeedsRoutes);
      await api.register(savedSearchesRoutes, { prefix: '/saved-searches' });
      await api.register(followsRoutes, { prefix: '/follows' });
      await api.register(alertsRoutes, { prefix: '/alerts' });
    },
    { prefix: '/api' },
  );

  await app.register(crawlingRoutes);
  await app.register(webPlugin, { webDist: options.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
