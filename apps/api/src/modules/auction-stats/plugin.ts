import fp from 'fastify-plugin';
import { VisitorHasher } from './visitors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 30 item 1: hashes a visitor with the day's salt (one salt kept in memory). */
    visitorHasher: VisitorHasher;
  }
}

export default fp(
  async (app) => {
    app.decorate('visitorHasher', new VisitorHasher(app.db));
  },
  { name: 'auction-stats', dependencies: ['db'] },
);
