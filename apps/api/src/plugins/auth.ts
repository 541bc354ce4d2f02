import cookie from '@fastify/cookie';
import { canSell, MESSAGES, SESSION_COOKIE_NAME } from '@mariner/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '../db/schema.ts';
import { type Authenticate, createAuthenticator } from '../modules/auth/service.ts';
import { AppError } from './errors.ts';

export const SESSION_COOKIE = SESSION_COOKIE_NAME;

type RouteGuard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. */
    user: UserRow | null;
    /** The token this request presented (bearer or cookie), for logout. */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    /**
     * Route guards, used as `preValidation` so an anonymous or forbidden caller is answered 401/403
     * before their body is validated (a stranger learns nothing about a call's rules).
     */
    requireUser: RouteGuard;
    requireAdmin: RouteGuard;
    requireSuperAdmin: RouteGuard;
    /** Issue 27: anyone signed in but a buyer; a buyer is answered 403 with the upgrade offer. */
    requireSeller: RouteGuard;
    /** The user behind a session token, or null (one prepared lookup, issue 31 item 1). */
    authenticate: Authenticate;
    setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

/** The signed-in user of a route guarded by `requireUser` (or a stricter guard), which ran first. */
export const signedIn = (request: FastifyRequest): UserRow => {
  if (!request.user) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
  return request.user;
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return match?.[1] ?? null;
};

export default fp(
  async (app) => {
    const { config } = app;
    const publicOrigin = new URL(config.publicUrl).origin;
    const authenticate = createAuthenticator({ db: app.db, pepper: config.sessionSecret });
    app.decorate('authenticate', authenticate);

    await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionToken', null);

    // A callback, not an async hook: a visitor (no token, the bulk of requests) costs no promise.
    app.addHook('onRequest', (request, _reply, done) => {
      if (!request.url.startsWith('/api/')) return done();
      const bearer = bearerToken(request);
      const cookieToken = request.cookies[SESSION_COOKIE] ?? null;
      // Decision 001: a write from another site's page is refused (defence on top of SameSite=Lax). This
      // covers cookie-carried writes and also login/register without a cookie (login CSRF would sign a
      // victim into the attacker's account). Bearer tokens cannot be sent by another site's page, and
      // server-to-server callers send no Origin, so neither is affected.
      if (!bearer && UNSAFE_METHODS.has(request.method)) {
        const origin = request.headers.origin;
        const ownOrigin = `${request.protocol}://${request.host}`;
        if (origin && origin !== publicOrigin && origin !== ownOrigin) {
          return done(new AppError('FORBIDDEN', MESSAGES.crossSiteRequestRefused));
        }
      }
      const token = bearer ?? cookieToken;
      if (!token) return done();
      request.sessionToken = token;
      authenticate(token).then((user) => {
        request.user = user;
        done();
      }, done);
    });

    app.decorate('requireUser', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
      if (request.user.role !== 'ADMIN' && request.user.role !== 'SUPERADMIN') {
        throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      }
    });
    app.decorate('requireSeller', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
      if (!canSell(request.user.role)) throw new AppError('FORBIDDEN', MESSAGES.buyerCannotSell);
    });
    app.decorate('requireSuperAdmin', async (request: FastifyRequest) => {
      if (!request.user) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
      if (request.user.role !== 'SUPERADMIN') throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    });

    const isSecure = (request: FastifyRequest) =>
      publicOrigin.startsWith('https:') || request.protocol === 'https';

    app.decorate(
      'setSessionCookie',
      (request: FastifyRequest, reply: FastifyReply, token: string, maxAgeMs: number) => {
        reply.setCookie(SESSION_COOKIE, token, {
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          secure: isSecure(request),
          maxAge: Math.floor(maxAgeMs / 1000),
        });
      },
    );
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
    });
  },
  { name: 'auth', dependencies: ['db', 'errors'] },
);
