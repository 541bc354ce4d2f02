import {
  ErrorResponse,
  IdParam,
  InvoiceDataResponse,
  InvoicesQuery,
  InvoicesResponse,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/auth.ts';
import { requestLocale } from '../../plugins/locale.ts';
import { renderInvoicePdf } from './pdf.ts';
import { cancelInvoice, getViewableInvoice, invoiceData, listInvoices } from './service.ts';

/** Spec 001 §7 /invoices; decision 10: an invoice is its owner's and the admins', 404 to anyone else. */
const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['invoices'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
  const preValidation = app.requireUser;

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/',
    {
      preValidation,
      schema: { tags, querystring: InvoicesQuery, response: { 200: InvoicesResponse, ...errors } },
    },
    async (request) => listInvoices(app.db, signedIn(request), request.query),
  );

  app.get(
    '/:id/data',
    { preValidation, schema: { tags, params: IdParam, response: { 200: InvoiceDataResponse, ...errors } } },
    async (request) => {
      const invoice = await getViewableInvoice(app.db, signedIn(request), request.params.id);
      return { data: await invoiceData(app.db, invoice, app.config.taxRegistrationNumbers) };
    },
  );

  // Issue 30 item 6: an unpaid invoice (an abandoned checkout) is cancelled by its owner or an admin.
  app.post(
    '/:id/cancel',
    { preValidation, schema: { tags, params: IdParam, response: { 200: InvoiceDataResponse, ...errors } } },
    async (request) => {
      const invoice = await cancelInvoice(app.db, app.payments, signedIn(request), request.params.id);
      return { data: await invoiceData(app.db, invoice, app.config.taxRegistrationNumbers) };
    },
  );

  app.get(
    '/:id/pdf',
    {
      preValidation,
      schema: {
        tags,
        params: IdParam,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The invoice as a PDF'), ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await getViewableInvoice(app.db, signedIn(request), request.params.id);
      const pdf = await renderInvoicePdf(
        {
          ...(await invoiceData(app.db, invoice, app.config.taxRegistrationNumbers)),
          itemType: invoice.itemType,
        },
        { locale: requestLocale(request) },
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoice.invoiceNumber}.pdf"`)
        .send(pdf);
    },
  );
};

export default invoicesRoutes;
