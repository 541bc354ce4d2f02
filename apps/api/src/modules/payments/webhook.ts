import { MESSAGES } from '@mariner/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { AppError } from '../../plugins/errors.ts';
import {
  toPaymentIntent,
  verifyStripeWebhook,
  WebhookSignatureError,
} from '../../plugins/payments/stripe-driver.ts';
import { recordPayment } from './service.ts';

export const INVALID_WEBHOOK_SIGNATURE = 'Invalid webhook signature';

/**
 * POST /payments/webhook (issue 5 item 1): Stripe's events, verified against STRIPE_WEBHOOK_SECRET.
 * A succeeded intent is recorded through recordPayment, which is idempotent by the intent id, so a
 * replayed event, or one that arrives after the client's confirmation, records nothing twice.
 *
 * Registered in its own encapsulation: the JSON parser here keeps the raw bytes (the signature is
 * over them), and every other route keeps Fastify's JSON parsing.
 */
const stripeWebhook: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/webhook',
    { schema: { tags: ['payments'], summary: "Stripe's webhook (signed with STRIPE_WEBHOOK_SECRET)" } },
    async (request, reply) => {
      const secret = app.config.stripe.webhookSecret;
      if (app.payments.provider !== 'stripe' || !secret) {
        throw new AppError('NOT_FOUND', MESSAGES.notFound);
      }
      const signature = request.headers['stripe-signature'];
      const body = request.body;
      if (typeof signature !== 'string' || !Buffer.isBuffer(body)) {
        throw new AppError('BAD_REQUEST', INVALID_WEBHOOK_SIGNATURE);
      }
      let event: Stripe.Event;
      try {
        event = verifyStripeWebhook(body, signature, secret);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ err: error }, 'stripe webhook: bad signature');
          throw new AppError('BAD_REQUEST', INVALID_WEBHOOK_SIGNATURE);
        }
        throw error;
      }

      if (event.type !== 'payment_intent.succeeded') {
        request.log.debug({ eventId: event.id, type: event.type }, 'stripe webhook: ignored');
        return { received: true };
      }
      const object = event.data.object;
      // An intent this marketplace did not create (another product on the same account) is not ours.
      if (!object.metadata?.invoiceId) {
        request.log.info({ eventId: event.id, paymentIntentId: object.id }, 'stripe webhook: not ours');
        return { received: true };
      }
      try {
        const payment = await recordPayment(app, app.payments, toPaymentIntent(object));
        request.log.info(
          { eventId: event.id, paymentIntentId: object.id, paymentId: payment.id },
          'stripe webhook: payment recorded',
        );
      } catch (error) {
        // Answered 500 so Stripe delivers it again later.
        request.log.error(
          { err: error, eventId: event.id, paymentIntentId: object.id },
          'stripe webhook: failed to record the payment',
        );
        return reply.code(500).send({ error: 'INTERNAL', message: MESSAGES.internalError });
      }
      return { received: true };
    },
  );
};

export default stripeWebhook;
