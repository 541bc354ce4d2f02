import {
  ErrorResponse,
  IdParam,
  MESSAGES,
  SuccessResponse,
  UPLOAD_LIMITS,
  UpdateProfileRequest,
  UploadLogoResponse,
  UserListQuery,
  UserListResponse,
  UserResponse,
} from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema.ts';
import { AppError } from '../../plugins/errors.ts';
import { readUploadedFile } from '../uploads/read-upload.ts';
import { deleteLogo, listUsers, toUser, updateProfile, uploadLogo } from './service.ts';

/** requireUser ran before the handler, so the user is there. */
const signedIn = (request: FastifyRequest): UserRow => {
  if (!request.user) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
  return request.user;
};

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

  app.get(
    '/',
    {
      preHandler: app.requireAdmin,
      schema: { tags: ['users'], querystring: UserListQuery, response: { 200: UserListResponse, ...errors } },
    },
    async (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/profile',
    { preHandler: app.requireUser, schema: { tags: ['users'], response: { 200: UserResponse, ...errors } } },
    async (request) => ({ user: toUser(signedIn(request)) }),
  );

  app.put(
    '/profile',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], body: UpdateProfileRequest, response: { 200: UserResponse, ...errors } },
    },
    async (request) => ({ user: toUser(await updateProfile(app.db, signedIn(request), request.body)) }),
  );

  app.post(
    '/upload-logo',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['users'],
        consumes: ['multipart/form-data'],
        response: { 200: UploadLogoResponse, 413: ErrorResponse, 415: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const buffer = await readUploadedFile(request, UPLOAD_LIMITS.logoBytes, MESSAGES.logoFileTooLarge);
      return uploadLogo(app.db, app.storage, signedIn(request), buffer);
    },
  );

  app.delete(
    '/:id/logo',
    {
      preHandler: app.requireUser,
      schema: { tags: ['users'], params: IdParam, response: { 200: SuccessResponse, ...errors } },
    },
    async (request) => {
      await deleteLogo(app.db, app.storage, signedIn(request), request.params.id);
      return { success: true as const };
    },
  );
};

export default usersRoutes;
