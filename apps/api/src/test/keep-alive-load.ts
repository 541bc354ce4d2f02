import http from 'node:http';

/** How one request of the load ended, as its client saw it. */
export interface LoadOutcome {
  path: string;
  /** When the client saw the end (Date.now(), the same clock as the server's log times). */
  at: number;
  /** A whole answer: its status and `Connection` header. */
  answer?: { status: number; connection: string | undefined };
  /** No whole answer: why, whether any of the answer had arrived, and whether the connection was a reused one. */
  failure?: { code: string; answerStarted: boolean; reusedConnection: boolean };
}

export interface KeepAliveLoad {
  outcomes: LoadOutcome[];
  /** Lets every client finish the request it is on, and resolves when all have. */
  stop(): Promise<void>;
}

/**
 * `clients` clients, each on its own keep-alive connection (opening a new one only when the server
 * closed the last), sending GETs one after another until stopped, refused, or out of requests or time.
 */
export function startKeepAliveLoad(options: {
  port: number;
  paths: string[];
  clients: number;
  maxRequestsPerClient: number;
  maxMs: number;
  pauseMs: number;
}): KeepAliveLoad {
  const outcomes: LoadOutcome[] = [];
  const deadline = Date.now() + options.maxMs;
  let stopped = false;
  const runClient = async (client: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (let sent = 0; sent < options.maxRequestsPerClient && !stopped && Date.now() < deadline; sent++) {
        const path = options.paths[(client + sent) % options.paths.length] ?? '/';
        const outcome = await getOnce(agent, options.port, path);
        outcomes.push(outcome);
        // The server is gone or going: nothing more to learn from this client.
        if (outcome.failure && !outcome.failure.answerStarted && !outcome.failure.reusedConnection) break;
        await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
      }
    } finally {
      agent.destroy();
    }
  };
  const running = Promise.all(Array.from({ length: options.clients }, (_, client) => runClient(client)));
  return {
    outcomes,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** One GET on `agent` (a fresh connection by default), and how it ended. */
export function getOnce(agent: http.Agent | undefined, port: number, path: string): Promise<LoadOutcome> {
  return new Promise((resolve) => {
    let answerStarted = false;
    let settled = false;
    const request = http.get({
      agent: agent ?? new http.Agent({ keepAlive: false }),
      host: '127.0.0.1',
      port,
      path,
    });
    const fail = (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      resolve({
        path,
        at: Date.now(),
        failure: { code: error.code ?? error.message, answerStarted, reusedConnection: request.reusedSocket },
      });
    };
    request.setTimeout(15_000, () => request.destroy(Object.assign(new Error('hang'), { code: 'HANG' })));
    request.on('error', fail);
    request.on('response', (response) => {
      answerStarted = true;
      response.on('error', fail);
      response.on('aborted', () => fail(Object.assign(new Error('aborted'), { code: 'ABORTED' })));
      response.resume();
      response.on('end', () => {
        if (settled) return;
        if (!response.complete) return fail(Object.assign(new Error('incomplete'), { code: 'INCOMPLETE' }));
        settled = true;
        resolve({
          path,
          at: Date.now(),
          answer: { status: response.statusCode ?? 0, connection: response.headers.connection },
        });
      });
    });
  });
}
