import {
  ConfirmPaymentRequest,
  ConfirmPaymentResponse,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  ErrorResponse,
  PaymentQuoteRequest,
  PaymentQuoteResponse,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth.ts';
import { confirmPayment, createPaymentIntent, quotePayment } from './service.ts';
import stripeWebhook from './webhook.ts';

/** Spec 001 §7 checkout calls (the pricing calls live in the pricing module). */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];
  const errors = {
    400: ErrorResponse,
    401: ErrorResponse,
    402: ErrorResponse,
    404: ErrorResponse,
    409: ErrorResponse,
  };
  const preValidation = app.requireUser;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/quote',
    {
      preValidation,
      schema: { tags, body: PaymentQuoteRequest, response: { 200: PaymentQuoteResponse, ...errors } },
    },
    async (request) => quotePayment(app.db, signedIn(request), request.body),
  );

  app.post(
    '/create-payment-intent',
    {
      preValidation,
      schema: {
        tags,
        body: CreatePaymentIntentRequest,
        response: { 200: CreatePaymentIntentResponse, ...errors },
      },
    },
    async (request) => createPaymentIntent(app, app.payments, signedIn(request), request.body),
  );

  app.post(
    '/confirm-payment',
    {
      preValidation,
      schema: { tags, body: ConfirmPaymentRequest, response: { 200: ConfirmPaymentResponse, ...errors } },
    },
    async (request) => confirmPayment(app, app.payments, signedIn(request), request.body),
  );

  // Its own encapsulation: it reads the raw body, which the JSON routes above must not.
  await app.register(stripeWebhook);
};

export default paymentsRoutes;
