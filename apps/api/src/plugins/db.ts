import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** Where the instance is in its life: draining from the first SIGTERM until it exits (issue 15). */
export interface Lifecycle {
  draining: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    lifecycle: Lifecycle;
  }
}

/** Shares the one database and the parsed config with every plugin and route. */
export default fp<{ db: Database; config: Config }>(
  async (app, { db, config }) => {
    app.decorate('db', db);
    app.decorate('config', config);
    app.decorate('lifecycle', { draining: false } satisfies Lifecycle);
  },
  { name: 'db' },
);
