import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@mariner/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import adminRoutes from './modules/admin/routes.ts';
import auctionsRoutes from './modules/auctions/routes.ts';
import authRoutes from './modules/auth/routes.ts';
import bannersRoutes from './modules/banners/routes.ts';
import categoriesRoutes from './modules/categories/routes.ts';
import directoryRoutes from './modules/directory/routes.ts';
import directoryListingsRoutes from './modules/directory-listings/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import invoicesRoutes from './modules/invoices/routes.ts';
import newsletterRoutes from './modules/newsletter/routes.ts';
import paymentMethodsRoutes from './modules/payment-methods/routes.ts';
import paymentsRoutes from './modules/payments/routes.ts';
import pricingRoutes from './modules/pricing/routes.ts';
import usersDirectoryRoutes from './modules/users/directory-routes.ts';
import usersRoutes from './modules/users/routes.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorsPlugin from './plugins/errors.ts';
import mailPlugin from './plugins/mail/index.ts';
import paymentsPlugin from './plugins/payments/index.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import securityPlugin from './plugins/security.ts';
import storagePlugin, { type Storage } from './plugins/storage.ts';
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
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { db: options.db, config });
  await app.register(securityPlugin);
  await app.register(storagePlugin, { storage: options.storage });
  await app.register(paymentsPlugin);
  await app.register(mailPlugin);
  await app.register(rateLimitPlugin);
  await app.register(authPlugin);
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_LIMITS.auctionImageBytes, files: 1, fields: 10, parts: 12 },
  });
  await app.register(docsPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { prefix: '/health' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(usersDirectoryRoutes, { prefix: '/users' });
      await api.register(categoriesRoutes, { prefix: '/categories' });
      await api.register(auctionsRoutes, { prefix: '/auctions' });
      await api.register(directoryRoutes, { prefix: '/directory' });
      await api.register(directoryListingsRoutes, { prefix: '/directory-listings' });
      await api.register(paymentMethodsRoutes, { prefix: '/payment-methods' });
      await api.register(pricingRoutes, { prefix: '/payments/pricing' });
      await api.register(paymentsRoutes, { prefix: '/payments' });
      await api.register(invoicesRoutes, { prefix: '/invoices' });
      await api.register(bannersRoutes, { prefix: '/banners' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(newsletterRoutes, { prefix: '/newsletter' });
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { webDist: options.webDist });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
