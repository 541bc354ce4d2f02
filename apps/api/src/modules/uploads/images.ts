import { createHash } from 'node:crypto';
import { MESSAGES, UPLOAD_LIMITS } from '@mariner/contracts';
import sharp from 'sharp';
import { AppError } from '../../plugins/errors.ts';

export interface ImageRule {
  maxBytes: number;
  /** Output widths; an image narrower than a width is not enlarged. */
  widths: number[];
  tooLargeMessage: string;
  notImageMessage: string;
}

export const LOGO_IMAGE: ImageRule = {
  maxBytes: UPLOAD_LIMITS.logoBytes,
  widths: [400],
  tooLargeMessage: MESSAGES.logoFileTooLarge,
  notImageMessage: MESSAGES.fileMustBeImage,
};

export interface ProcessedImage {
  width: number;
  /** Content hash of the output + .webp, so a file never changes under its name (immutable caching). */
  name: string;
  buffer: Buffer;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** Guards against decompression bombs: a small file that would decode to gigabytes is refused. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decision 13: the content decides, not the name. The image is decoded, turned upright (EXIF),
 * re-encoded to WebP without metadata, so no upload is ever served as sent.
 */
export async function processImage(buffer: Buffer, rule: ImageRule): Promise<ProcessedImage[]> {
  if (buffer.length > rule.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', rule.tooLargeMessage);
  const notImage = () => new AppError('UNSUPPORTED_MEDIA_TYPE', rule.notImageMessage);
  const input = () => sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  let format: string | undefined;
  try {
    format = (await input().metadata()).format;
  } catch {
    throw notImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notImage();
  try {
    return await Promise.all(
      rule.widths.map(async (width) => {
        const output = await input()
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer();
        const hash = createHash('sha256').update(output).digest('hex').slice(0, 32);
        return { width, name: `${hash}.webp`, buffer: output };
      }),
    );
  } catch {
    // A file that sniffs as an image but cannot be decoded (truncated, corrupt, too many pixels).
    throw notImage();
  }
}
