import type { FastifyInstance } from 'fastify';

/** A periodic job of one instance, as the plugins that schedule it see it. */
export interface BackgroundJob {
  /** Runs the job soon, unless a run is under way (that run picks up the new work). */
  kick(): void;
  /** Resolves when the run under way, if any, has finished. */
  settled(): Promise<void>;
  /** No more runs; resolves when the run under way has finished. */
  stop(): Promise<void>;
}

export interface BackgroundJobOptions {
  /** Written to the log with the error when a run fails; the next tick tries again. */
  failure: string;
  everyMs: number;
  run(): Promise<unknown>;
}

/**
 * Every instance runs its jobs (outbox drains, digests, reminders, sweeps, campaign sends) on a
 * timer. The jobs share the work across instances through the database (row locks, claims, primary
 * keys), so here only one instance's own behaviour is settled:
 * - one run at a time, a tick during a run is skipped;
 * - the timer never keeps the process alive;
 * - the first run waits for the app to be ready;
 * - on close no run starts and the one under way is finished.
 */
export function scheduleBackgroundJob(app: FastifyInstance, options: BackgroundJobOptions): BackgroundJob {
  let running: Promise<void> | undefined;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (running || closing) return;
    running = options
      .run()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, options.failure),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const stop = async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await running;
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, options.everyMs);
    timer.unref();
  });
  app.addHook('onClose', stop);
  return {
    kick: () => {
      if (!closing) setImmediate(tick);
    },
    settled: async () => {
      await running;
    },
    stop,
  };
}
