import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

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

/**
 * The origin a map tile template loads from, as a CSP source: `https://{s}.tile.example/{z}/…`
 * becomes `https://*.tile.example` (CSP allows a leading wildcard label).
 */
export function tileSource(tileUrl: string): string {
  const match = /^(https?:\/\/)([^/]+)/.exec(tileUrl);
  if (!match) return "'self'";
  const labels = (match[2] ?? '').split('.');
  // A placeholder in the host ({s}, {a-c}) stands for any first label.
  if (labels.some((label) => label.includes('{'))) labels[0] = '*';
  return `${match[1]}${labels.join('.')}`;
}

/**
 * Images may also come from UPLOADS_PUBLIC_URL's origin (a CDN or the bucket) when uploads live
 * there, and from the map's tile server (issue 17, MAP_TILE_URL).
 */
export function directivesFor(uploadsPublicUrl: string | undefined, mapTileUrl?: string) {
  const extra = [
    ...(uploadsPublicUrl ? [new URL(uploadsPublicUrl).origin] : []),
    ...(mapTileUrl ? [tileSource(mapTileUrl)] : []),
  ];
  if (extra.length === 0) return CSP_DIRECTIVES;
  return { ...CSP_DIRECTIVES, imgSrc: [...CSP_DIRECTIVES.imgSrc, ...extra] };
}

/**
 * The headers helmet sets for these options, computed once. Issue 26: @fastify/helmet builds a new
 * helmet middleware on every request (re-parsing the CSP directives each time), which cost more than
 * the rest of a cached answer; the headers never change while the process runs, so they are worked
 * out at start by running helmet once against a recording response.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

export default fp(
  async (app) => {
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: directivesFor(app.config.uploadsPublicUrl, app.config.mapTileUrl),
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginEmbedderPolicy: false,
      // Same rule as frame-ancestors 'none', for browsers that only read the older header.
      frameguard: { action: 'deny' },
    });
    // A plain callback hook: an async one costs a promise per request for nothing to wait on.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    // The site and its API share one origin, so no other origin is ever allowed to read answers.
    await app.register(cors, { origin: false });
  },
  { name: 'security', dependencies: ['db'] },
);
