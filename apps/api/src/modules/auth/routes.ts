import {
  AuthResponse,
  ChangePasswordRequest,
  ConfirmEmailRequest,
  EmailLinkRequest,
  EmailLinkVerifyRequest,
  EmailLinkVerifyResponse,
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
import { AppError } from '../../plugins/errors.ts';
import { messageFor, requestLocale } from '../../plugins/locale.ts';
import { toUser } from '../users/service.ts';
import { confirmEmail, sendEmailConfirmation, sendEmailLink, signInWithEmailLink } from './email-links.ts';
import {
  admitPasswordReset,
  changePassword,
  loginUser,
  mailRegistrationAttempt,
  registerUser,
  resetPassword,
  revokeSession,
  sendPasswordReset,
} from './service.ts';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, pepper: app.config.sessionSecret };
  const linkDeps = { ...deps, publicUrl: app.config.publicUrl };
  const clientOf = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  // Issue 25 (decision 013): a new address answers 201 with a session as the spec's client expects; a
  // taken one answers 202 "check your e-mail" instead of 409, and its owner is mailed.
  app.post(
    '/register',
    {
      schema: {
        tags: ['auth'],
        body: RegisterRequest,
        response: { 201: AuthResponse, 202: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!(await app.rateLimiter.admitRegistration(request.ip))) {
        throw new AppError('RATE_LIMITED', MESSAGES.tooManyRegistrations);
      }
      const language = request.body.language ?? requestLocale(request);
      const registration = await registerUser(deps, { ...request.body, language }, clientOf(request));
      if (registration.kind === 'taken') {
        const { owner } = registration;
        app.afterAnswer.run('registration attempt mail', () =>
          mailRegistrationAttempt(app.db, app.config.publicUrl, owner, requestLocale(request)),
        );
        return reply.code(202).send({ message: messageFor(request, MESSAGES.registrationCheckEmail) });
      }
      const { user, session } = registration;
      // Issue 27: the new address is confirmed by a mailed link before any alert is mailed to it.
      const locale = requestLocale(request);
      app.afterAnswer.run('address confirmation mail', () => sendEmailConfirmation(linkDeps, user, locale));
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
      const limiter = app.rateLimiter;
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

  // Decision 7: the answer is the same whether or not the e-mail is registered, and so is the time it
  // takes (issue 25): the lookup and the mail happen after the answer.
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
      const { email } = request.body;
      await admitPasswordReset(app.rateLimiter, email, clientOf(request));
      const passwordDeps = { ...deps, publicUrl: app.config.publicUrl };
      const locale = requestLocale(request);
      app.afterAnswer.run('password reset mail', () => sendPasswordReset(passwordDeps, email, locale));
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

  // Issue 27 item 2: a one-time sign-in link, answered 202 for any address; the lookup and the mail
  // happen after the answer, as for forgot-password (decision 013), and are limited the same way.
  app.post(
    '/email-link',
    {
      schema: {
        tags: ['auth'],
        body: EmailLinkRequest,
        response: { 202: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      if (!(await app.rateLimiter.admitEmailLink(request.ip, request.body.email))) {
        throw new AppError('RATE_LIMITED', MESSAGES.tooManyPasswordResets);
      }
      const locale = requestLocale(request);
      const ask = request.body;
      app.afterAnswer.run('sign-in link mail', () => sendEmailLink(linkDeps, ask, locale));
      return reply.code(202).send({ message: messageFor(request, MESSAGES.emailLinkSent) });
    },
  );

  // A POST from the link's page, not the GET of the link itself: mail scanners open links, and must
  // not spend them (decision 015).
  app.post(
    '/email-link/verify',
    {
      schema: {
        tags: ['auth'],
        body: EmailLinkVerifyRequest,
        response: { 200: EmailLinkVerifyResponse, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const signedIn = await signInWithEmailLink(deps, request.body.token, clientOf(request));
      app.setSessionCookie(request, reply, signedIn.session.token, signedIn.session.maxAgeMs);
      reply.header('cache-control', 'no-store');
      return { user: toUser(signedIn.user), token: signedIn.session.token, returnTo: signedIn.returnTo };
    },
  );

  app.post(
    '/confirm-email',
    {
      schema: {
        tags: ['auth'],
        body: ConfirmEmailRequest,
        response: { 200: MessageResponse, 400: ErrorResponse },
      },
    },
    async (request) => {
      await confirmEmail(deps, request.body.token);
      return { message: messageFor(request, MESSAGES.emailConfirmed) };
    },
  );

  app.post(
    '/confirm-email/resend',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['auth'],
        response: { 202: MessageResponse, 200: MessageResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new Error('requireUser let a visitor through');
      if (user.emailConfirmedAt) return { message: messageFor(request, MESSAGES.emailAlreadyConfirmed) };
      if (!(await app.rateLimiter.admitAccountMail(request.ip, user.email))) {
        throw new AppError('RATE_LIMITED', MESSAGES.tooManyPasswordResets);
      }
      await sendEmailConfirmation(linkDeps, user, requestLocale(request));
      return reply.code(202).send({ message: messageFor(request, MESSAGES.emailConfirmSent) });
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
      await changePassword({ ...deps, limiter: app.rateLimiter }, user, request.sessionToken, request.body);
      return { message: messageFor(request, MESSAGES.passwordUpdated) };
    },
  );
};

export default authRoutes;
