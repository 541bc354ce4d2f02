import { MESSAGES } from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../plugins/errors.ts';

/**
 * Reads the one file part of a multipart upload into memory, within the route's byte limit, so a
 * too-large file is refused with that route's own message (spec: logo 5 MB, auction images 10 MB).
 * The part must carry one of the route's `fieldNames`: `file` unless told (spec 001 §7 names the
 * directory listing's logo part `logo`).
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLargeMessage: string,
  fieldNames: readonly string[] = ['file'],
): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || !fieldNames.includes(part.fieldname)) {
    throw new AppError('BAD_REQUEST', MESSAGES.noFileUploaded);
  }
  try {
    const buffer = await part.toBuffer();
    if (buffer.length === 0) throw new AppError('BAD_REQUEST', MESSAGES.noFileUploaded);
    return buffer;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', tooLargeMessage);
    }
    throw error;
  }
}
