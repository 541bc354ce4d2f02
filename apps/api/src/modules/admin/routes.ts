import {
  AdminInvoicesQuery,
  AdminInvoicesResponse,
  AdminStatsResponse,
  AuditListQuery,
  AuditListResponse,
  ErrorResponse,
  RevenueReport,
  RevenueReportQuery,
  SalesTaxReport,
  SalesTaxReportQuery,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment } from '../advertiser-stats/period.ts';
import { listAudit } from '../audit/service.ts';
import { listAdminInvoices } from '../invoices/admin-service.ts';
import { revenueReport, revenueReportCsv, revenueReportFileName } from './revenue.ts';
import { salesTaxReport, salesTaxReportCsv, salesTaxReportFileName } from './sales-tax.ts';
import { getAdminStats } from './service.ts';

/** /api/admin: the dashboard's own reads (ADMIN and SUPERADMIN). */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        response: { 200: AdminStatsResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return getAdminStats(app.db);
    },
  );

  // Issue 30 item 5: the operator's sales-tax report, superadmins only (money the company files).
  app.get(
    '/reports/sales-tax',
    {
      preValidation: app.requireSuperAdmin,
      schema: {
        tags: ['admin'],
        querystring: SalesTaxReportQuery,
        produces: ['application/json', 'text/csv'],
        response: {
          200: z.union([SalesTaxReport, z.string().describe('The report as CSV (format=csv)')]),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const report = await salesTaxReport(app.db, request.query);
      if (request.query.format !== 'csv') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${salesTaxReportFileName(report)}"`)
        .send(salesTaxReportCsv(report));
    },
  );

  // Issue 30 item 5: revenue per month and product for the Reports tab's chart, superadmins only.
  app.get(
    '/reports/revenue',
    {
      preValidation: app.requireSuperAdmin,
      schema: {
        tags: ['admin'],
        querystring: RevenueReportQuery,
        produces: ['application/json', 'text/csv'],
        response: {
          200: z.union([RevenueReport, z.string().describe('The report as CSV (format=csv)')]),
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const report = await revenueReport(app.db, request.query);
      if (request.query.format !== 'csv') return report;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(revenueReportFileName(report)))
        .send(revenueReportCsv(report));
    },
  );

  // Issue 31 item 5 (decision 029): the audit log of admin actions, superadmins only.
  app.get(
    '/audit',
    {
      preValidation: app.requireSuperAdmin,
      schema: {
        tags: ['admin'],
        querystring: AuditListQuery,
        response: { 200: AuditListResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAudit(app.db, request.query);
    },
  );

  // Issue 31 item 1: every buyer's invoices, paged, searched, filtered and sorted (every admin; the
  // spec's GET /invoices stays the caller's own). Each row links to GET /invoices/{id}/data, which
  // decision 10 already opens to admins. A read: nothing for the audit log.
  app.get(
    '/invoices',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['admin'],
        querystring: AdminInvoicesQuery,
        response: { 200: AdminInvoicesResponse, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listAdminInvoices(app.db, request.query);
    },
  );
};

export default adminRoutes;
