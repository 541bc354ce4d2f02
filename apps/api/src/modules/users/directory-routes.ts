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
import { AppError } from '../../plugins/errors.ts';
import {
  listDirectoryUsers,
  setDirectoryListed,
  updateDirectoryInfo,
  uploadLogoFor,
} from './directory-service.ts';

/**
 * The one file part of a logo upload: `file` as the profile's upload names it, or `logo` as the
 * directory listing's does, so either form works. At most 5 MB (spec 001 §5 Profile).
 */
async function readLogo(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: UPLOAD_LIMITS.logoBytes, files: 1 } });
  if (part?.fieldname !== 'file' && part?.fieldname !== 'logo') {
    throw new AppError('BAD_REQUEST', MESSAGES.noFileUploaded);
  }
  try {
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.noFileUploaded);
    return buffer;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', MESSAGES.logoFileTooLarge);
    }
    throw error;
  }
}

/**
 * Spec 001 §2 Directory tab and §7: /users/directory, /users/{id}/directory-info, -status and
 * /users/{id}/logo, all SUPERADMIN only. Registered under /users beside the users routes; the
 * logo's DELETE stays there (owner or superadmin).
 */
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
      user: await updateDirectoryInfo(app.db, app.storage, request.params.id, request.body),
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
      user: await setDirectoryListed(app.db, request.params.id, request.body.isDirectoryListed),
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
    async (request) => uploadLogoFor(app.db, app.storage, request.params.id, await readLogo(request)),
  );
};

export default directoryAdminRoutes;
