import { ErrorResponse, RenewalParams, RenewalQuoteResponse, RenewResponse } from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth.ts';
import { quoteRenewal, renew } from './service.ts';

/**
 * Ours (issue 30 item 6): the reminder mail's renewal. GET answers what renewing would buy (the
 * confirmation page), POST makes the renewal and its invoice, paid through the usual checkout
 * calls (POST /payments/create-payment-intent with the saved card, then confirm-payment).
 */
const renewalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['renewals'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
  const preValidation = app.requireUser;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/:kind/:id',
    {
      preValidation,
      schema: { tags, params: RenewalParams, response: { 200: RenewalQuoteResponse, ...errors } },
    },
    async (request) =>
      quoteRenewal(app.db, app.payments, signedIn(request), request.params.kind, request.params.id),
  );

  app.post(
    '/:kind/:id',
    { preValidation, schema: { tags, params: RenewalParams, response: { 200: RenewResponse, ...errors } } },
    async (request) => renew(app.db, signedIn(request), request.params.kind, request.params.id),
  );
};

export default renewalsRoutes;
