import {
  AdminDirectoryQuery,
  AdminDirectoryResponse,
  AdminDirectoryUserResponse,
  ErrorResponse,
  IdParam,
  MESSAGES,
  UPLOAD_LIMITS,
  UpdateDirectoryInfoRequest,
  UpdateDirectoryStatusRequest,
  UploadLogoResponse,
} from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserRow } from '../../db/schema.ts';
import { withAccountImageSlot } from '../uploads/image-work.ts';
import { readUploadedFile } from '../uploads/read-upload.ts';
import {
  listDirectoryUsers,
  setDirectoryListed,
  updateDirectoryInfo,
  uploadLogoFor,
} from './directory-service.ts';

/**
 * A logo part named `file` as the profile's upload names it, or `logo` as the directory listing's
 * does, so either form works. At most 5 MB (spec 001 §5 Profile).
 */
const readLogo = (request: FastifyRequest) =>
  readUploadedFile(request, {
    maxBytes: UPLOAD_LIMITS.logoBytes,
    tooLargeMessage: MESSAGES.logoFileTooLarge,
    fieldNames: ['file', 'logo'],
  });

/**
 * Spec 001 §2 Directory tab and §7: /users/directory, /users/{id}/directory-info, -status and
 * /users/{id}/logo, all SUPERADMIN only. Registered under /users beside the users routes; the
 * logo's DELETE stays there (owner or superadmin).
 */
/** The signed-in superadmin the routes' check let through (the audit log's actor). */
const superadmin = (request: FastifyRequest): UserRow => {
  if (!request.user) throw new Error('no user after requireSuperAdmin');
  return request.user;
};

const directoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
  const tags = ['users'];
  const preValidation = app.requireSuperAdmin;

  app.get(
    '/directory',
    {
      preValidation,
      schema: {
        tags,
        querystring: AdminDirectoryQuery,
        response: { 200: AdminDirectoryResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listDirectoryUsers(app.db, request.query);
    },
  );

  app.put(
    '/:id/directory-info',
    {
      preValidation,
      schema: {
        tags,
        params: IdParam,
        body: UpdateDirectoryInfoRequest,
        response: { 200: AdminDirectoryUserResponse, ...errors },
      },
    },
    async (request) => ({
      user: await updateDirectoryInfo(app, app.storage, superadmin(request), request.params.id, request.body),
    }),
  );

  app.put(
    '/:id/directory-status',
    {
      preValidation,
      schema: {
        tags,
        params: IdParam,
        body: UpdateDirectoryStatusRequest,
        response: { 200: AdminDirectoryUserResponse, ...errors },
      },
    },
    async (request) => ({
      user: await setDirectoryListed(
        app.db,
        superadmin(request),
        request.params.id,
        request.body.isDirectoryListed,
      ),
    }),
  );

  app.post(
    '/:id/logo',
    {
      preValidation,
      schema: {
        tags,
        params: IdParam,
        consumes: ['multipart/form-data'],
        response: { 200: UploadLogoResponse, 413: ErrorResponse, 415: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      // preValidation let only a superadmin through, so the user is there.
      withAccountImageSlot(request.user?.id ?? '', async () =>
        uploadLogoFor(app, app.storage, request.params.id, await readLogo(request)),
      ),
  );
};

export default directoryAdminRoutes;
