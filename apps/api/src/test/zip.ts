import { crc32, deflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { bearer } from './factories.ts';

/**
 * A ZIP archive built by hand, so a test controls every byte: entry names the archivers refuse to
 * write (`../evil.png`), sizes that lie (a ZIP bomb's), stored or deflated entries.
 */
export interface ZipEntry {
  name: string;
  content: Buffer;
  /** Deflate the content (stored otherwise). */
  deflate?: boolean;
  /** The uncompressed size the archive declares, when it must lie. */
  declaredSize?: number;
}

export function buildZip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = entry.deflate ? deflateRawSync(entry.content) : entry.content;
    const method = entry.deflate ? 8 : 0;
    const crc = crc32(entry.content);
    const size = entry.declaredSize ?? entry.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A multipart body of several file parts (`sheet`, `zip`, …), built by hand. */
export function multipartFiles(parts: { field: string; filename: string; content: Buffer; type?: string }[]) {
  const boundary = `----mmimport${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A CSV sheet of these lines, as a spreadsheet writes it (CRLF, a final line break). */
export const csvSheet = (...lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n`);

/** `POST /api/auctions/{id}/lots/import` with a sheet and optionally a ZIP of photos, as `token`. */
export function postLotImport(
  app: FastifyInstance,
  token: string,
  auctionId: string,
  sheet: Buffer,
  zip?: Buffer,
  query = '',
) {
  const body = multipartFiles([
    { field: 'sheet', filename: 'lots.csv', content: sheet },
    ...(zip ? [{ field: 'zip', filename: 'photos.zip', content: zip }] : []),
  ]);
  return app.inject({
    method: 'POST',
    url: `/api/auctions/${auctionId}/lots/import${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}
