import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

/** Shares the one database and the parsed config with every plugin and route. */
export default fp<{ db: Database; config: Config }>(
  async (app, { db, config }) => {
    app.decorate('db', db);
    app.decorate('config', config);
  },
  { name: 'db' },
);
