import type http from 'node:http';
import net from 'node:net';
import type { App } from './app.ts';

/** The longest a draining instance waits for its requests before it gives up (load balancers wait ~30 s). */
export const SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * After the listener closes, how long a connection accepted just before may take to deliver its
 * request before it counts as idle and is closed. Its bytes may still sit in the socket's buffer,
 * unread, when the listener closes: Node would count it idle and reset it, cutting that request.
 */
const LAST_REQUESTS_GRACE_MS = 1_000;
/** How often connections that turned idle while draining are closed. */
const IDLE_SWEEP_MS = 100;

export interface ShutdownOptions {
  app: App;
  closeDatabase: () => Promise<void>;
  /** SHUTDOWN_DELAY_SECONDS: how long the instance serves on, not ready, before it stops listening. */
  delayMs: number;
  exit: (code: number) => void;
}

/**
 * Issue 25 item 11: on SIGTERM the instance reports not ready (GET /api/health/ready answers 503)
 * and keeps serving for `delayMs`, long enough for a load balancer to notice and send no more; it
 * answers every request meanwhile with `Connection: close` (app.ts), so clients leave its
 * keep-alive connections. Then it stops listening, answers the requests it has, writes what it
 * counts in memory and waits for the outbox drain in progress (onClose hooks), closes the database
 * and exits 0; it gives up after SHUTDOWN_TIMEOUT_MS more and exits 1. A second signal during the
 * delay ends the delay at once (an operator who presses Ctrl-C twice wants it to stop now).
 *
 * Returns the handler to call with each SIGTERM or SIGINT.
 */
export function gracefulShutdown({ app, closeDatabase, delayMs, exit }: ShutdownOptions) {
  let endDelay: (() => void) | undefined;
  let started = false;

  const run = async (signal: string) => {
    app.lifecycle.draining = true;
    app.log.info(
      { signal, delayMs },
      'not ready; serving on while the load balancer takes this instance out',
    );
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      endDelay = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    endDelay = undefined;
    setTimeout(() => {
      app.log.error({ timeoutMs: SHUTDOWN_TIMEOUT_MS }, 'shutdown took too long; exiting');
      exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.log.info('stopping listening, then draining');
    try {
      await stopListeningAndDrain(app.server);
      await app.close();
      await closeDatabase();
      app.log.info('shut down cleanly');
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      exit(1);
    }
  };

  return (signal: string) => {
    if (started) {
      if (endDelay) app.log.info({ signal }, 'second signal: ending the delay now');
      endDelay?.();
      return;
    }
    started = true;
    void run(signal);
  };
}

/**
 * Stops accepting connections and resolves once every connection has ended, no request cut.
 * Node's http `server.close()` also resets every connection it sees idle at that instant, which
 * includes one accepted a moment ago whose request is still unread in its buffer; so the listener
 * is closed through net.Server's own close, the last requests get a moment to arrive, and only
 * then are idle connections closed (again each sweep, as answers with `Connection: close` finish).
 * Fastify's close that follows finds the server already stopped and runs its onClose hooks.
 */
function stopListeningAndDrain(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    let sweep: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    }, LAST_REQUESTS_GRACE_MS);
    net.Server.prototype.close.call(server, () => {
      clearTimeout(grace);
      clearInterval(sweep);
      resolve();
    });
  });
}
