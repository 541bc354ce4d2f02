import {
  AuthResponse,
  ChangePasswordRequest,
  ErrorResponse,
  ForgotPasswordRequest,
  LoginRequest,
  MESSAGES,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SessionResponse,
  SuccessResponse,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageFor, requestLocale } from '../../plugins/locale.ts';
import { toUser } from '../users/service.ts';
import {
  changePassword,
  loginUser,
  registerUser,
  requestPasswordReset,
  resetPassword,
  revokeSession,
} from './service.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, pepper: app.config.sessionSecret };
  const clientOf = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        body: RegisterRequest,
        response: { 201: AuthResponse, 400: ErrorResponse, 409: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { user, session } = await registerUser(
        deps,
        { ...request.body, language: request.body.language ?? requestLocale(request) },
        clientOf(request),
      );
      app.setSessionCookie(request, reply, session.token, session.maxAgeMs);
      return reply.code(201).send({ user: toUser(user), token: session.token });
    },
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['auth'],
        body: LoginRequest,
        response: { 200: AuthResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const limiter = app.loginLimiter;
      const { user, session } = await loginUser({ ...deps, limiter }, request.body, clientOf(request));
      app.setSessionCookie(request, reply, session.token, session.maxAgeMs);
      return { user: toUser(user), token: session.token };
    },
  );

  app.post(
    '/logout',
    { schema: { tags: ['auth'], response: { 200: SuccessResponse } } },
    async (request, reply) => {
      if (request.sessionToken) await revokeSession(deps, request.sessionToken);
      app.clearSessionCookie(reply);
      return { success: true as const };
    },
  );

  // Answers 200 with null for visitors (decision 001), so only real failures send the web app to /login.
  app.get(
    '/session',
    { schema: { tags: ['auth'], response: { 200: SessionResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { user: request.user ? toUser(request.user) : null };
    },
  );

  // Decision 7: the answer is the same whether or not the e-mail is registered.
  app.post(
    '/forgot-password',
    {
      schema: {
        tags: ['auth'],
        body: ForgotPasswordRequest,
        response: { 200: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const passwordDeps = { ...deps, limiter: app.loginLimiter, publicUrl: app.config.publicUrl };
      await requestPasswordReset(passwordDeps, request.body.email, clientOf(request), requestLocale(request));
      return { message: messageFor(request, MESSAGES.passwordResetRequested) };
    },
  );

  app.post(
    '/reset-password',
    {
      schema: {
        tags: ['auth'],
        body: ResetPasswordRequest,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body.token, request.body.password);
      reply.header('cache-control', 'no-store');
      return { message: messageFor(request, MESSAGES.passwordChanged) };
    },
  );

  // Keeps the session making the change; every other session of the user is revoked (decision 9).
  app.put(
    '/password',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['auth'],
        body: ChangePasswordRequest,
        response: { 200: MessageResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new Error('requireUser let a visitor through');
      await changePassword(
        { ...deps, limiter: app.loginLimiter },
        user,
        request.sessionToken,
        request.body,
        clientOf(request),
      );
      return { message: messageFor(request, MESSAGES.passwordUpdated) };
    },
  );
};

export default authRoutes;
