import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  ErrorResponse,
  IdParam,
  LOT_IMPORT_FIELDS,
  LOT_IMPORT_JOBS_PER_ACCOUNT,
  LOT_IMPORT_LIMITS,
  LOT_IMPORT_MESSAGES,
  LOT_IMPORT_SYNC_PHOTOS,
  LotImportJob,
  LotImportJobParams,
  LotImportQuery,
  LotImportRefusal,
  LotImportResponse,
  LotImportTemplateQuery,
  lotImportTemplateCsv,
  lotImportTemplateRows,
  MESSAGES,
} from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.ts';
import { requestLocale } from '../../plugins/locale.ts';
import { findManagedAuction } from '../auctions/service.ts';
import { withAccountImageSlot } from '../uploads/image-work.ts';
import * as jobQueries from './import-job-queries.ts';
import { createLotImportJob, lotImportRoot, toLotImportJob, ZIP_FILE } from './import-jobs.ts';
import {
  checkLotImport,
  finishLotImport,
  type LotImportOutcome,
  photosToStore,
  withArchive,
} from './import-service.ts';
import { templateXlsx } from './import-sheet.ts';

type ImportAnswer = { job: LotImportJob } | { outcome: LotImportOutcome };

interface ImportParts {
  sheet: Buffer | null;
  zipPath: string | null;
}

/** The sheet part, in memory, refused past LOT_IMPORT_LIMITS.sheetBytes. */
async function readSheetPart(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += (chunk as Buffer).length;
    if (size > LOT_IMPORT_LIMITS.sheetBytes) {
      file.resume();
      throw new AppError('PAYLOAD_TOO_LARGE', LOT_IMPORT_MESSAGES.importSheetTooLarge);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the multipart body: the `sheet` into memory, the `zip` streamed to a file of `folder` (never
 * whole in memory, whatever its size). Anything the parser throws that is not ours is the client's
 * broken body: a 400, never a 500.
 */
async function readImportParts(request: FastifyRequest, folder: string): Promise<ImportParts> {
  const parts: ImportParts = { sheet: null, zipPath: null };
  try {
    for await (const part of request.parts({
      limits: { fileSize: LOT_IMPORT_LIMITS.zipBytes, files: 2, fields: 4, parts: 6 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === LOT_IMPORT_FIELDS.sheet && !parts.sheet) {
        parts.sheet = await readSheetPart(part.file);
      } else if (part.fieldname === LOT_IMPORT_FIELDS.zip && !parts.zipPath) {
        const path = join(folder, ZIP_FILE);
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated)
          throw new AppError('PAYLOAD_TOO_LARGE', LOT_IMPORT_MESSAGES.importZipTooLarge);
        // A form whose file input was left empty still sends the part, with no bytes.
        if (part.file.bytesRead > 0) parts.zipPath = path;
      } else {
        part.file.resume();
        throw new AppError('BAD_REQUEST', LOT_IMPORT_MESSAGES.importUnexpectedField);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', LOT_IMPORT_MESSAGES.importZipTooLarge);
    if (code?.startsWith('FST_') && code.endsWith('_LIMIT')) throw error;
    throw new AppError('BAD_REQUEST', MESSAGES.malformedMultipart);
  }
  if (!parts.sheet || parts.sheet.length === 0) {
    throw new AppError('BAD_REQUEST', LOT_IMPORT_MESSAGES.importSheetMissing);
  }
  return parts;
}

/** Issue 29 item 2: the lot import and its template, under /api/auctions. */
const lotImportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['lots'];

  app.post(
    '/:id/lots/import',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: IdParam,
        querystring: LotImportQuery,
        consumes: ['multipart/form-data'],
        response: {
          200: LotImportResponse,
          202: LotImportJob,
          400: z.union([LotImportRefusal, ErrorResponse]),
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          429: ErrorResponse,
          503: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
      const auctionId = request.params.id;
      const { partial, async: asJob } = request.query;
      // Who may write the lots is checked before a byte of the body is read.
      await findManagedAuction(app.db, user, auctionId);
      // Under DATA_DIR, not the system's temporary folder: a job keeps it past the request and a restart.
      const root = lotImportRoot(app.config.dataDir);
      await mkdir(root, { recursive: true });
      const jobId = randomUUID();
      const folder = join(root, jobId);
      await mkdir(folder);
      let handedToJob = false;
      try {
        // The import holds one of the account's image slots: one seller cannot run imports side by side
        // with a queue of single uploads.
        const answer = await withAccountImageSlot(user.id, async (): Promise<ImportAnswer> => {
          const parts = await readImportParts(request, folder);
          const sheet = parts.sheet as Buffer;
          const locale = requestLocale(request);
          return withArchive<ImportAnswer>(parts.zipPath, async (archive) => {
            // Every row is checked before anything else, job or not: a wrong sheet is answered now.
            const check = await checkLotImport(app, auctionId, { sheet, partial, locale }, archive);
            if (!check.ok) return { outcome: check.outcome };
            const { checked } = check;
            if (asJob === true || (asJob === 'auto' && photosToStore(checked) > LOT_IMPORT_SYNC_PHOTOS)) {
              // Counted here, not before the upload: an import answered at once is never refused for jobs.
              if ((await jobQueries.countActiveLotImportJobs(app.db, user.id)) >= LOT_IMPORT_JOBS_PER_ACCOUNT)
                throw new AppError('RATE_LIMITED', LOT_IMPORT_MESSAGES.importJobsBusy);
              const job = await createLotImportJob(app.db, {
                id: jobId,
                auctionId,
                actor: user,
                folder,
                sheet,
                hasZip: parts.zipPath !== null,
                partial,
                locale,
                checked,
              });
              handedToJob = true;
              return { job };
            }
            const outcome = await finishLotImport(app, app.storage, user, auctionId, checked, archive, {
              partial,
              locale,
            });
            return { outcome };
          });
        });
        if ('job' in answer) {
          app.lotImportJobs.kick();
          reply.code(202).header('location', `${request.url.split('?')[0]}/${answer.job.jobId}`);
          return answer.job;
        }
        const { outcome } = answer;
        const { created, updated, errors } = outcome.report;
        request.log.info(
          { auctionId, phases: outcome.phases, created, updated, errors: errors.length },
          'lot import',
        );
        if (outcome.ok) return outcome.report;
        reply.code(400);
        return { error: 'VALIDATION_ERROR' as const, message: outcome.message, ...outcome.report };
      } finally {
        if (!handedToJob) await rm(folder, { recursive: true, force: true });
      }
    },
  );

  app.get(
    '/:id/lots/import/:jobId',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        params: LotImportJobParams,
        response: { 200: LotImportJob, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
      const { id, jobId } = request.params;
      // The auction's owner or an admin, as for the import itself; any instance answers from the row.
      await findManagedAuction(app.db, user, id);
      const job = await jobQueries.findLotImportJob(app.db, id, jobId);
      if (!job) throw new AppError('NOT_FOUND', LOT_IMPORT_MESSAGES.importJobNotFound);
      reply.header('cache-control', 'no-store');
      return toLotImportJob(job);
    },
  );

  app.get(
    '/lots/import-template',
    { schema: { tags, querystring: LotImportTemplateQuery } },
    async (request, reply) => {
      const { format, lang } = request.query;
      const name = lang === 'fr' ? 'modele-lots' : 'lots-template';
      reply.header('cache-control', 'public, max-age=3600');
      if (format === 'xlsx') {
        const [header, example] = lotImportTemplateRows(lang);
        reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${name}.xlsx"`);
        return templateXlsx(header, example);
      }
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`);
      return lotImportTemplateCsv(lang);
    },
  );
};

export default lotImportRoutes;
