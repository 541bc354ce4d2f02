import {
  ConfirmNewsletterQuery,
  ErrorResponse,
  MESSAGES,
  MessageResponse,
  NewsletterExportQuery,
  NewsletterSubscribersQuery,
  NewsletterSubscribersResponse,
  SubscribeNewsletterRequest,
  UnsubscribeNewsletterQuery,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageFor, requestLocale } from '../../plugins/locale.ts';
import campaignRoutes from './campaign-routes.ts';
import {
  confirmSubscription,
  exportFileName,
  exportSubscribersCsv,
  listSubscribers,
  subscribe,
  unsubscribe,
} from './service.ts';

const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, pepper: app.config.sessionSecret };
  const tags = ['newsletter'];
  const adminErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse };

  // Anyone may sign up; a session, when present, links the subscriber to its user (spec 001 §3).
  app.post(
    '/subscribe',
    {
      schema: {
        tags,
        body: SubscribeNewsletterRequest,
        response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const subscribeDeps = { ...deps, limiter: app.rateLimiter, publicUrl: app.config.publicUrl };
      await subscribe(subscribeDeps, { ...request.body, language: requestLocale(request) }, request.user, {
        ip: request.ip,
      });
      return { message: messageFor(request, MESSAGES.newsletterCheckEmail) };
    },
  );

  app.get(
    '/confirm',
    {
      schema: {
        tags,
        querystring: ConfirmNewsletterQuery,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      await confirmSubscription(deps, request.query.token);
      reply.header('cache-control', 'no-store');
      return { message: messageFor(request, MESSAGES.newsletterConfirmed) };
    },
  );

  // Issue 31: a campaign mail's one-click unsubscribe is a form post `List-Unsubscribe=One-Click`
  // (RFC 8058) to the same address; the token stays in the query, the form says nothing more.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // POST, not GET: a link checker fetching the mailed page must not unsubscribe anyone.
  app.post(
    '/unsubscribe',
    {
      schema: {
        tags,
        querystring: UnsubscribeNewsletterQuery,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      await unsubscribe(deps, request.query.token);
      return { message: messageFor(request, MESSAGES.newsletterUnsubscribed) };
    },
  );

  await app.register(campaignRoutes, { prefix: '/campaigns' });

  app.get(
    '/subscribers',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        querystring: NewsletterSubscribersQuery,
        response: { 200: NewsletterSubscribersResponse, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-cache');
      return listSubscribers(app.db, request.query);
    },
  );

  // Streamed (spec 001 §7 "a CSV file download"): see exportSubscribersCsv.
  app.get(
    '/subscribers/export',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        querystring: NewsletterExportQuery,
        produces: ['text/csv'],
        response: { 200: z.any().describe('The subscribers as CSV (RFC 4180, UTF-8)'), ...adminErrors },
      },
    },
    async (request, reply) => {
      const stream = exportSubscribersCsv(app.db, request.query);
      stream.on('error', (error) => request.log.error({ err: error }, 'newsletter export failed'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};

export default newsletterRoutes;
