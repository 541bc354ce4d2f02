import { CategoriesResponse } from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dropCategories, findCategories } from './service.ts';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.cacheSync.on('categories', () => dropCategories(app.db));
  app.get(
    '/',
    { schema: { tags: ['categories'], response: { 200: CategoriesResponse } } },
    async (_request, reply) => {
      // Reference data every page asks for: short public caching lets a CDN absorb it (ARCHITECTURE "Scaling").
      reply.header('cache-control', 'public, max-age=60');
      return findCategories(app.db);
    },
  );
};

export default categoriesRoutes;
