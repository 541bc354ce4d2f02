import {
  CategoriesQuery,
  CategoriesResponse,
  CategoryIdParams,
  CreateCategoryRequest,
  DeleteCategoryQuery,
  DeleteCategoryResponse,
  ErrorResponse,
  localeFromAcceptLanguage,
  ManagedCategoriesResponse,
  ManagedCategory,
  ReorderCategoriesRequest,
  UpdateCategoryRequest,
} from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema.ts';
import { listAllCategories } from './queries.ts';
import {
  createCategory,
  deleteCategory,
  listForAdmin,
  reorderCategories,
  updateCategory,
} from './service.ts';

/**
 * Spec 000 §7's GET /api/categories, and the superadmins' writes of issue 31 item 3 (decision 023):
 * reading is public (the retired ones for admins only), writing is for superadmins.
 */
/** The signed-in superadmin requireSuperAdmin let through (the audit log's actor). */
const superadmin = (request: FastifyRequest): UserRow => {
  if (!request.user) throw new Error('no user after requireSuperAdmin');
  return request.user;
};

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['categories'];
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
  const writes = { ...errors, 409: ErrorResponse };

  app.get(
    '/',
    {
      schema: { tags, querystring: CategoriesQuery, response: { 200: CategoriesResponse, ...errors } },
      preValidation: async (request) => {
        if ((request.query as { include?: string }).include) await app.requireAdmin(request);
      },
    },
    async (request, reply) => {
      if (request.query.include === 'retired') {
        reply.header('cache-control', 'private, no-store');
        return listAllCategories(app.db);
      }
      // Reference data every page asks for: short public caching lets a CDN absorb it (ARCHITECTURE "Scaling").
      // Decision 023: the names are in the language the reader asks for (the web sends its page's).
      reply.header('cache-control', 'public, max-age=60');
      reply.header('vary', 'Accept-Language');
      return app.categoriesCache.list(localeFromAcceptLanguage(request.headers['accept-language']));
    },
  );

  app.get(
    '/manage',
    {
      preValidation: app.requireAdmin,
      schema: { tags, response: { 200: ManagedCategoriesResponse, ...errors } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listForAdmin(app);
    },
  );

  app.post(
    '/',
    {
      preValidation: app.requireSuperAdmin,
      schema: { tags, body: CreateCategoryRequest, response: { 201: ManagedCategory, ...writes } },
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(app, superadmin(request), request.body)),
  );

  app.put(
    '/order',
    {
      preValidation: app.requireSuperAdmin,
      schema: {
        tags,
        body: ReorderCategoriesRequest,
        response: { 200: ManagedCategoriesResponse, ...writes },
      },
    },
    async (request) => reorderCategories(app, superadmin(request), request.body),
  );

  app.put(
    '/:id',
    {
      preValidation: app.requireSuperAdmin,
      schema: {
        tags,
        params: CategoryIdParams,
        body: UpdateCategoryRequest,
        response: { 200: ManagedCategory, ...writes },
      },
    },
    async (request) => updateCategory(app, superadmin(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      preValidation: app.requireSuperAdmin,
      schema: {
        tags,
        params: CategoryIdParams,
        querystring: DeleteCategoryQuery,
        response: { 200: DeleteCategoryResponse, ...writes },
      },
    },
    async (request) => deleteCategory(app, superadmin(request), request.params.id, request.query.mergeInto),
  );
};

export default categoriesRoutes;
