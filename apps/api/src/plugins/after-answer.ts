import fp from 'fastify-plugin';

/**
 * Work a request starts and does not wait for, so the answer takes the same time whatever that work
 * finds (issue 25: forgot-password and registration would otherwise tell a known address from an
 * unknown one by their timing). Failures are logged; closing the app waits for what is running.
 */
export interface AfterAnswer {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    afterAnswer: AfterAnswer;
  }
}

export default fp(
  async (app) => {
    const running = new Set<Promise<void>>();
    const afterAnswer: AfterAnswer = {
      run(name, task) {
        // setImmediate: the answer is written before the task's first step runs.
        const done = new Promise<void>((resolve) => setImmediate(resolve))
          .then(task)
          .then(
            () => {},
            (error: unknown) => app.log.error({ err: error, task: name }, 'work after the answer failed'),
          )
          .finally(() => running.delete(done));
        running.add(done);
      },
      async settled() {
        while (running.size > 0) await Promise.all(running);
      },
    };
    app.decorate('afterAnswer', afterAnswer);
    app.addHook('onClose', () => afterAnswer.settled());
  },
  { name: 'after-answer' },
);
