import {
  AccountExport,
  AdminUserResponse,
  CreateUserRequest,
  DeleteAccountRequest,
  ErrorResponse,
  IdParam,
  MESSAGES,
  MessageResponse,
  SuccessResponse,
  UPLOAD_LIMITS,
  UpdateAutoApproveRequest,
  UpdateFreeAuctionListingsRequest,
  UpdateFreeBannerAdsRequest,
  UpdateLanguageRequest,
  UpdateProfileRequest,
  UpdateUserRequest,
  UpdateUserRoleRequest,
  UpgradeAccountRequest,
  UploadLogoResponse,
  UserListQuery,
  UserListResponse,
  UserResponse,
} from '@mariner/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/auth.ts';
import { messageFor, requestLocale } from '../../plugins/locale.ts';
import { withAccountImageSlot } from '../uploads/image-work.ts';
import { readUploadedFile } from '../uploads/read-upload.ts';
import { deleteOwnAccount, exportAccount, mailAccountDeleteLink, upgradeAccount } from './account-service.ts';
import {
  changeUserRole,
  createUser,
  deleteUser,
  editUser,
  listUsers,
  setUserSetting,
} from './admin-service.ts';
import { deleteLogo, toUser, updateLanguage, updateProfile, uploadLogo } from './service.ts';

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
  const accounts = { db: app.db, pepper: app.config.sessionSecret };
  // What an edit or a delete forgets of the user's auctions and banners (decision 012).
  const caches = {
    auctionReads: app.auctionReads,
    nearIndex: app.nearIndex,
    liveBanners: app.liveBanners,
    bannerImpressions: app.bannerImpressions,
    cacheSync: app.cacheSync,
  };

  app.get(
    '/',
    {
      preValidation: app.requireAdmin,
      schema: { tags: ['users'], querystring: UserListQuery, response: { 200: UserListResponse, ...errors } },
    },
    async (request) => listUsers(app.db, request.query),
  );

  // --- Managing users (spec 001 §2 Users, §6, §7): the role-management capability is SUPERADMIN
  // (decision 10); the three settings are any admin's, for non-admin users only.

  app.post(
    '/',
    {
      preValidation: app.requireSuperAdmin,
      schema: {
        tags: ['users'],
        body: CreateUserRequest,
        response: { 201: AdminUserResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createUser(app.db, app.storage, signedIn(request), request.body)),
  );

  app.put(
    '/:id',
    {
      preValidation: app.requireSuperAdmin,
      schema: {
        tags: ['users'],
        params: IdParam,
        body: UpdateUserRequest,
        response: { 200: AdminUserResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      editUser(
        { ...accounts, ...caches },
        signedIn(request),
        request.sessionToken,
        request.params.id,
        request.body,
      ),
  );

  app.put(
    '/:id/role',
    {
      preValidation: app.requireSuperAdmin,
      schema: {
        tags: ['users'],
        params: IdParam,
        body: UpdateUserRoleRequest,
        response: { 200: AdminUserResponse, ...errors },
      },
    },
    async (request) => changeUserRole(accounts, signedIn(request), request.params.id, request.body.role),
  );

  const settingSchema = <T>(body: T) => ({
    preValidation: app.requireAdmin,
    schema: { tags: ['users'], params: IdParam, body, response: { 200: AdminUserResponse, ...errors } },
  });

  app.put('/:id/auto-approve', settingSchema(UpdateAutoApproveRequest), async (request) =>
    setUserSetting(app.db, signedIn(request), request.params.id, 'autoApprove', request.body.autoApprove),
  );

  app.put('/:id/free-banner-ads', settingSchema(UpdateFreeBannerAdsRequest), async (request) =>
    setUserSetting(app.db, signedIn(request), request.params.id, 'freeBannerAds', request.body.freeBannerAds),
  );

  app.put('/:id/free-auction-listings', settingSchema(UpdateFreeAuctionListingsRequest), async (request) =>
    setUserSetting(
      app.db,
      signedIn(request),
      request.params.id,
      'freeAuctionListings',
      request.body.freeAuctionListings,
    ),
  );

  app.delete(
    '/:id',
    {
      preValidation: app.requireSuperAdmin,
      schema: { tags: ['users'], params: IdParam, response: { 200: SuccessResponse, ...errors } },
    },
    async (request) => {
      await deleteUser(
        { ...accounts, ...caches, storage: app.storage, payments: app.payments, log: request.log },
        signedIn(request),
        request.params.id,
      );
      return { success: true as const };
    },
  );

  // --- The signed-in user's own record

  // Issue 27 item 5: a buyer becomes a seller, keeping the account and all it saved.
  app.post(
    '/me/upgrade',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        body: UpgradeAccountRequest,
        response: { 200: UserResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) => ({ user: toUser(await upgradeAccount(app.db, signedIn(request), request.body)) }),
  );

  // Issue 27 item 7 (PIPEDA, Law 25): the person's own data, and the deletion of their account.
  app.get(
    '/me/export',
    {
      preValidation: app.requireUser,
      schema: { tags: ['users'], response: { 200: AccountExport, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      reply.header('content-disposition', 'attachment; filename="mariner-marketplace-my-data.json"');
      return exportAccount(app.db, signedIn(request));
    },
  );

  app.post(
    '/me/delete-link',
    {
      preValidation: app.requireUser,
      schema: { tags: ['users'], response: { 202: MessageResponse, 429: ErrorResponse, ...errors } },
    },
    async (request, reply) => {
      const deps = { ...accounts, publicUrl: app.config.publicUrl, limiter: app.rateLimiter, ip: request.ip };
      await mailAccountDeleteLink(deps, signedIn(request), requestLocale(request));
      return reply.code(202).send({ message: messageFor(request, MESSAGES.accountDeleteLinkSent) });
    },
  );

  app.delete(
    '/me',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        body: DeleteAccountRequest,
        response: { 204: z.null(), 429: ErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const deps = {
        ...accounts,
        ...caches,
        storage: app.storage,
        payments: app.payments,
        log: request.log,
        limiter: app.rateLimiter,
        publicUrl: app.config.publicUrl,
      };
      await deleteOwnAccount(deps, signedIn(request), request.body);
      app.clearSessionCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/profile',
    {
      preValidation: app.requireUser,
      schema: { tags: ['users'], response: { 200: UserResponse, ...errors } },
    },
    async (request) => ({ user: toUser(signedIn(request)) }),
  );

  app.put(
    '/profile',
    {
      preValidation: app.requireUser,
      schema: { tags: ['users'], body: UpdateProfileRequest, response: { 200: UserResponse, ...errors } },
    },
    async (request) => ({ user: toUser(await updateProfile(app, signedIn(request), request.body)) }),
  );

  // Issue 16: the header's language switch keeps a signed-in person's choice for their mail.
  app.put(
    '/profile/language',
    {
      preValidation: app.requireUser,
      schema: { tags: ['users'], body: UpdateLanguageRequest, response: { 200: UserResponse, ...errors } },
    },
    async (request) => ({
      user: toUser(await updateLanguage(app.db, signedIn(request), request.body.language)),
    }),
  );

  app.post(
    '/upload-logo',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['users'],
        consumes: ['multipart/form-data'],
        response: { 200: UploadLogoResponse, 413: ErrorResponse, 415: ErrorResponse, ...errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return withAccountImageSlot(user.id, async () => {
        const buffer = await readUploadedFile(request, {
          maxBytes: UPLOAD_LIMITS.logoBytes,
          tooLargeMessage: MESSAGES.logoFileTooLarge,
        });
        return uploadLogo(app, app.storage, user, buffer);
      });
    },
  );

  app.delete(
    '/:id/logo',
    {
      preValidation: app.requireUser,
      schema: { tags: ['users'], params: IdParam, response: { 200: SuccessResponse, ...errors } },
    },
    async (request) => {
      await deleteLogo(app, app.storage, signedIn(request), request.params.id);
      return { success: true as const };
    },
  );
};

export default usersRoutes;
