import {
  ErrorResponse,
  IdParam,
  PaymentMethodResponse,
  PaymentMethodsResponse,
  SavePaymentMethodRequest,
  SetupIntentResponse,
  SuccessResponse,
  TestCardRequest,
  TestCardResponse,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../plugins/auth.ts';
import {
  confirmTestCard,
  createSetupIntent,
  deletePaymentMethod,
  listPaymentMethods,
  savePaymentMethod,
  setDefaultPaymentMethod,
} from './service.ts';

/** Spec 001 §7 /payment-methods: every call is the signed-in user's own cards. */
const paymentMethodsRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
  const tags = ['payment-methods'];
  const preValidation = app.requireUser;

  app.addHook('onSend', async (_request, reply) => {
    // A user's cards and client secrets are never for a shared cache.
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/',
    { preValidation, schema: { tags, response: { 200: PaymentMethodsResponse, ...errors } } },
    async (request) => listPaymentMethods(app.db, app.payments, signedIn(request)),
  );

  app.post(
    '/setup',
    { preValidation, schema: { tags, response: { 200: SetupIntentResponse, ...errors } } },
    async (request) => createSetupIntent(app.db, app.payments, signedIn(request)),
  );

  app.post(
    '/test-card',
    {
      preValidation,
      schema: { tags, body: TestCardRequest, response: { 200: TestCardResponse, ...errors } },
    },
    async (request) => confirmTestCard(app.db, app.payments, signedIn(request), request.body),
  );

  app.post(
    '/save',
    {
      preValidation,
      schema: { tags, body: SavePaymentMethodRequest, response: { 200: PaymentMethodResponse, ...errors } },
    },
    async (request) =>
      savePaymentMethod(app.db, app.payments, signedIn(request), request.body.paymentMethodId),
  );

  app.delete(
    '/:id',
    { preValidation, schema: { tags, params: IdParam, response: { 200: SuccessResponse, ...errors } } },
    async (request) =>
      deletePaymentMethod(app.db, app.payments, signedIn(request), request.params.id, request.log),
  );

  app.put(
    '/:id/default',
    { preValidation, schema: { tags, params: IdParam, response: { 200: PaymentMethodResponse, ...errors } } },
    async (request) => setDefaultPaymentMethod(app.db, app.payments, signedIn(request), request.params.id),
  );
};

export default paymentMethodsRoutes;
