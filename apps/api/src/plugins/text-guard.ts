import { findControlCharacter, MESSAGES } from '@mariner/contracts';
import fp from 'fastify-plugin';
import { validationError } from './errors.ts';

/**
 * The contracts' one text rule at the edge (issue 13, defect 2): a control character anywhere in
 * the path parameters, the query or the body is refused with a 400 naming the field, before any
 * handler can hand it to the database (PostgreSQL refuses NUL in text with an error, a 500 here).
 * It runs after the route's own guards (preValidation), so 401/403 still come first.
 */
export default fp(
  async (app) => {
    app.addHook('preHandler', async (request) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = findControlCharacter(part);
        if (field !== null) throw validationError({ [field || 'body']: MESSAGES.controlCharacters });
      }
    });
  },
  { name: 'text-guard', dependencies: ['errors'] },
);
