import {
  CampaignInput,
  CampaignListResponse,
  CampaignPreview,
  CampaignPreviewQuery,
  CampaignResponse,
  CampaignTestRequest,
  CampaignTestResponse,
  ErrorResponse,
  IdParam,
} from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema.ts';
import {
  type CampaignDeps,
  createCampaign,
  getCampaign,
  listCampaigns,
  previewCampaign,
  sendCampaign,
  sendCampaignTest,
  updateCampaign,
} from './campaigns.ts';
import { countActiveConfirmed } from './queries.ts';

/** The signed-in admin; requireAdmin ran first. */
const adminOf = (request: FastifyRequest): UserRow => {
  if (!request.user) throw new Error('requireAdmin let an anonymous request through');
  return request.user;
};

/** Issue 31 item 4: /api/newsletter/campaigns, for admins and superadmins like the rest of the tab. */
const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: CampaignDeps = {
    db: app.db,
    pepper: app.config.sessionSecret,
    publicUrl: app.config.publicUrl,
    reads: { auctionReads: app.auctionReads, nearIndex: app.nearIndex },
  };
  const tags = ['newsletter'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/',
    { preValidation: app.requireAdmin, schema: { tags, response: { 200: CampaignListResponse, ...errors } } },
    async () => ({
      campaigns: await listCampaigns(app.db),
      confirmedSubscribers: await countActiveConfirmed(app.db),
    }),
  );

  app.post(
    '/',
    {
      preValidation: app.requireAdmin,
      schema: { tags, body: CampaignInput, response: { 201: CampaignResponse, ...errors } },
    },
    async (request, reply) => {
      reply.code(201);
      return { campaign: await createCampaign(app.db, adminOf(request), request.body) };
    },
  );

  app.get(
    '/:id',
    {
      preValidation: app.requireAdmin,
      schema: { tags, params: IdParam, response: { 200: CampaignResponse, ...errors } },
    },
    async (request) => ({ campaign: await getCampaign(app.db, request.params.id) }),
  );

  app.put(
    '/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        params: IdParam,
        body: CampaignInput,
        response: { 200: CampaignResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => ({ campaign: await updateCampaign(app.db, request.params.id, request.body) }),
  );

  app.get(
    '/:id/preview',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        params: IdParam,
        querystring: CampaignPreviewQuery,
        response: { 200: CampaignPreview, ...errors },
      },
    },
    async (request) => previewCampaign(deps, request.params.id, request.query.lang),
  );

  app.post(
    '/:id/test',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        params: IdParam,
        body: CampaignTestRequest,
        response: { 202: CampaignTestResponse, ...errors },
      },
    },
    async (request, reply) => {
      const result = await sendCampaignTest(deps, adminOf(request), request.params.id, request.body.lang);
      reply.code(202);
      return result;
    },
  );

  app.post(
    '/:id/send',
    {
      preValidation: app.requireAdmin,
      schema: { tags, params: IdParam, response: { 202: CampaignResponse, 409: ErrorResponse, ...errors } },
    },
    async (request, reply) => {
      const campaign = await sendCampaign(app.db, adminOf(request), request.params.id);
      // The first mails go now rather than at the worker's next run.
      app.newsletterCampaigns.kick();
      reply.code(202);
      return { campaign };
    },
  );
};

export default campaignRoutes;
