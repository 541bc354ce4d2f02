import { findTextProblem, MESSAGES } from '@mariner/contracts';
import fp from 'fastify-plugin';
import { validationError } from './errors.ts';

/**
 * The contracts' one text rule at the edge (issue 13, defect 2): a control character anywhere in
 * the path parameters, the query or the body is refused with a 400 naming the field, before any
 * handler can hand it to the database (PostgreSQL refuses NUL in text with an error, a 500 here).
 * Path parameters and queries are one-line text by nature, so a line break there is refused too
 * (issue 25: a search echoed into a calendar's name forged a line). A body nested deeper than any
 * form of ours is refused rather than walked (issue 25, defect 9). It runs after the route's own
 * guards (preValidation), so 401/403 still come first.
 */
export default fp(
  async (app) => {
    // A callback: nothing here waits, and an async hook costs a promise on every request.
    app.addHook('preHandler', (request, _reply, done) => {
      const parts = [
        { value: request.params, singleLine: true },
        { value: request.query, singleLine: true },
        { value: request.body, singleLine: false },
      ];
      for (const { value, singleLine } of parts) {
        const found = findTextProblem(value, { singleLine });
        if (found !== null) return done(validationError({ [found.path || 'body']: MESSAGES[found.problem] }));
      }
      done();
    });
  },
  { name: 'text-guard', dependencies: ['errors'] },
);
