import { CategoriesResponse } from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags: ['categories'], response: { 200: CategoriesResponse } } },
    async (_request, reply) => {
      // Reference data every page asks for: short public caching lets a CDN absorb it (ARCHITECTURE "Scaling").
      reply.header('cache-control', 'public, max-age=60');
      return app.categoriesCache.list();
    },
  );
};

export default categoriesRoutes;
