import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Strict CSP: scripts only from our own origin, never inline (the web build inlines nothing). Inline
 * styles stay allowed because the UI primitives set style attributes for positioning.
 */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      // Same rule as frame-ancestors 'none', for browsers that only read the older header.
      frameguard: { action: 'deny' },
    });
    // The site and its API share one origin, so no other origin is ever allowed to read answers.
    await app.register(cors, { origin: false });
  },
  { name: 'security', dependencies: ['db'] },
);
