import { LOT_IMPORT_LIMITS, LOT_IMPORT_MESSAGES } from '@mariner/contracts';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../plugins/errors.ts';

/**
 * Issue 29 item 2: the photo archive of a lot import, read from its temporary file with yauzl's
 * random access: the central directory is read once into an index of names and declared sizes
 * (nothing is expanded), and each photo is expanded alone, when its row is stored. So memory holds
 * one or two photos at a time whatever the archive's size, and an archive is judged before any of
 * it is expanded:
 * - a path that is absolute or climbs out (`../`, `C:`, a backslash) refuses the archive (yauzl
 *   checks every name; we never write entries to disk anyway, names are only looked up);
 * - declared sizes are summed against LOT_IMPORT_LIMITS.zipExpandedBytes (a ZIP bomb is refused
 *   unread), and an entry is cut off while read if it expands past its declared size (yauzl's
 *   validateEntrySizes) or past a photo's limit (ours).
 */

const MACOS_NOISE = /(^|\/)(__MACOSX\/|\._)|(^|\/)\.DS_Store$/;

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

export interface PhotoArchive {
  /** The entry a photo name of the sheet points at: by its path, or by its bare name when only one has it. */
  find(name: string): { entry: Entry } | { error: 'missing' | 'ambiguous' };
  /** The entry's bytes, at most LOT_IMPORT_LIMITS.photoBytes; null when it is larger. */
  read(entry: Entry): Promise<Buffer | null>;
  close(): void;
}

const UNSAFE_NAME = /^(invalid characters in fileName|absolute path|invalid relative path)/;

function openZip(path: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) => {
      if (error || !zip) reject(refuse(LOT_IMPORT_MESSAGES.importZipUnreadable));
      else resolve(zip);
    });
  });
}

/** Reads every central directory record (names and sizes only), refusing what breaks a rule. */
function listEntries(zip: ZipFile): Promise<Entry[]> {
  if (zip.entryCount > LOT_IMPORT_LIMITS.zipEntries) {
    return Promise.reject(refuse(LOT_IMPORT_MESSAGES.importZipTooManyFiles));
  }
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    let declared = 0;
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (declared > LOT_IMPORT_LIMITS.zipExpandedBytes) {
        reject(refuse(LOT_IMPORT_MESSAGES.importZipExpandsTooMuch));
        return;
      }
      if (!entry.fileName.endsWith('/') && !MACOS_NOISE.test(entry.fileName)) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) =>
      reject(
        refuse(
          UNSAFE_NAME.test(error.message)
            ? LOT_IMPORT_MESSAGES.importZipUnsafePath
            : LOT_IMPORT_MESSAGES.importZipUnreadable,
        ),
      ),
    );
    zip.readEntry();
  });
}

const keyOf = (name: string) => name.normalize('NFC').toLowerCase();
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Opens and indexes the archive; the caller closes it (and deletes its file). */
export async function openPhotoArchive(path: string): Promise<PhotoArchive> {
  const zip = await openZip(path);
  let entries: Entry[];
  try {
    entries = await listEntries(zip);
  } catch (error) {
    zip.close();
    throw error;
  }
  // Photo names are matched whatever their case (sheets typed on one system, photos from another).
  const byPath = new Map<string, Entry>();
  const byBaseName = new Map<string, Entry[]>();
  for (const entry of entries) {
    byPath.set(keyOf(entry.fileName), entry);
    const base = keyOf(baseName(entry.fileName));
    byBaseName.set(base, [...(byBaseName.get(base) ?? []), entry]);
  }

  return {
    find(name) {
      const key = keyOf(name.replace(/\\/g, '/').replace(/^\.\//, ''));
      const exact = byPath.get(key);
      if (exact) return { entry: exact };
      const same = byBaseName.get(baseName(key)) ?? [];
      if (same.length === 1 && same[0]) return { entry: same[0] };
      return { error: same.length > 1 ? 'ambiguous' : 'missing' };
    },
    read(entry) {
      if (entry.uncompressedSize > LOT_IMPORT_LIMITS.photoBytes) return Promise.resolve(null);
      return new Promise((resolve, reject) => {
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) {
            reject(refuse(LOT_IMPORT_MESSAGES.importZipUnreadable));
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          stream.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > LOT_IMPORT_LIMITS.photoBytes) {
              stream.destroy();
              resolve(null);
              return;
            }
            chunks.push(chunk);
          });
          stream.on('end', () => resolve(Buffer.concat(chunks)));
          // More bytes than the entry declares is a bomb in disguise; a broken stream is a broken archive.
          stream.on('error', (streamError: Error) =>
            reject(
              refuse(
                /too many bytes/.test(streamError.message)
                  ? LOT_IMPORT_MESSAGES.importZipExpandsTooMuch
                  : LOT_IMPORT_MESSAGES.importZipUnreadable,
              ),
            ),
          );
        });
      });
    },
    close: () => zip.close(),
  };
}

/** An XLSX file is a ZIP too: its parts may not expand past LOT_IMPORT_LIMITS.sheetExpandedBytes. */
export function assertSheetArchiveSize(buffer: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const unreadable = () => refuse(LOT_IMPORT_MESSAGES.importSheetUnreadable);
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) {
        reject(unreadable());
        return;
      }
      let declared = 0;
      zip.on('entry', (entry: Entry) => {
        declared += entry.uncompressedSize;
        if (declared > LOT_IMPORT_LIMITS.sheetExpandedBytes) {
          zip.close();
          reject(refuse(LOT_IMPORT_MESSAGES.importSheetTooLarge));
          return;
        }
        zip.readEntry();
      });
      zip.on('end', () => resolve());
      zip.on('error', () => reject(unreadable()));
      zip.readEntry();
    });
  });
}
