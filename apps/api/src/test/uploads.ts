import { randomBytes } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';

/** Upload helpers shared by the API tests. */

/** A multipart body with one `file` part, built by hand so the test controls every byte. */
export function multipart(content: Buffer, filename = 'photo.png', type = 'image/png', field = 'file') {
  const boundary = `----mm${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const png = (width: number, height: number, r = 10) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 80, b: 160 } } })
    .png()
    .toBuffer();

/** The file on disk behind a local-storage address. */
export const fileOfUrl = (uploadsDir: string, url: string) =>
  path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
