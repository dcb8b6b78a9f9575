import { Readable, pipeline } from 'node:stream';
import { createInflateRaw } from 'node:zlib';

/** Reads the bytes of a stored file from `start` up to (not including) `end`. */
export type ByteRange = (start: number, end: number) => AsyncIterable<Uint8Array>;

/** An archive that cannot be read: not a zip, damaged, encrypted, ZIP64 or a compression Plaza does not inflate. */
export class ArchiveError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ArchiveError';
  }
}

/** A file in a zip archive, as its central directory describes it. */
export interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly localHeaderOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_BYTES = 22;
const MAX_COMMENT = 0xffff;
/** More entries than any shapefile archive has: the directory of a zip bomb is not read. */
export const MAX_ENTRIES = 10_000;

async function bytesOf(range: ByteRange, start: number, end: number): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of range(start, end)) parts.push(part);
  const bytes = Buffer.concat(parts);
  if (bytes.length !== end - start) throw new ArchiveError('The archive is damaged: it ends early.');
  return bytes;
}

/**
 * The entries of a zip archive of `size` bytes, read from its central directory at the end (the end record, then the
 * directory itself), so the entries' contents are never read to list them.
 *
 * @example
 * const entries = await listZipEntries((s, e) => readItemFileRange(db, file.id, s, e), file.size);
 */
export async function listZipEntries(range: ByteRange, size: number): Promise<ZipEntry[]> {
  if (size < END_BYTES) throw new ArchiveError('The file is not a zip archive.');
  const tailStart = Math.max(0, size - END_BYTES - MAX_COMMENT);
  const tail = await bytesOf(range, tailStart, size);
  let end = -1;
  for (let i = tail.length - END_BYTES; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_SIGNATURE && i + END_BYTES + tail.readUInt16LE(i + 20) <= tail.length) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new ArchiveError('The file is not a zip archive.');
  const count = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff || directorySize === 0xffffffff) {
    throw new ArchiveError('ZIP64 archives (over 4 GB or 65,535 files) are not supported.');
  }
  if (count > MAX_ENTRIES) throw new ArchiveError(`The archive holds ${count} files; at most ${MAX_ENTRIES} are read.`);
  if (directoryOffset + directorySize > tailStart + end)
    throw new ArchiveError('The archive is damaged: its directory is out of place.');
  const directory = await bytesOf(range, directoryOffset, directoryOffset + directorySize);
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== ENTRY_SIGNATURE) {
      throw new ArchiveError('The archive is damaged: its directory cannot be read.');
    }
    const flags = directory.readUInt16LE(at + 8);
    const nameLength = directory.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    if (next > directory.length) throw new ArchiveError('The archive is damaged: its directory cannot be read.');
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    if (flags & 1) throw new ArchiveError(`${name} is encrypted: publish an archive without a password.`);
    entries.push({
      name,
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      size: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/**
 * The content of one entry as a stream (stored as is, or inflated as it is read), checked against the size the
 * directory declares: an entry that inflates to more (a zip bomb) or less fails with an ArchiveError.
 *
 * @example
 * for await (const chunk of zipEntryChunks(range, entry)) { ... }
 */
export async function* zipEntryChunks(range: ByteRange, entry: ZipEntry): AsyncGenerator<Uint8Array> {
  if (entry.method !== 0 && entry.method !== 8) {
    throw new ArchiveError(
      `${entry.name} is compressed with method ${entry.method}: only stored and deflated files are read.`,
    );
  }
  const header = await bytesOf(range, entry.localHeaderOffset, entry.localHeaderOffset + 30);
  if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new ArchiveError(`The archive is damaged at ${entry.name}.`);
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const compressed = range(start, start + entry.compressedSize);
  let size = 0;
  const check = (bytes: number) => {
    size += bytes;
    if (size > entry.size) throw new ArchiveError(`${entry.name} holds more than its declared ${entry.size} bytes.`);
  };
  if (entry.method === 0) {
    for await (const chunk of compressed) {
      check(chunk.length);
      yield chunk;
    }
  } else {
    const inflate = createInflateRaw();
    // A failure on either side destroys both and surfaces in the loop below; leaving the loop early destroys both too.
    pipeline(Readable.from(compressed), inflate, () => undefined);
    try {
      for await (const chunk of inflate as AsyncIterable<Buffer>) {
        check(chunk.length);
        yield chunk;
      }
    } catch (error) {
      if (error instanceof ArchiveError) throw error;
      throw new ArchiveError(`${entry.name} cannot be inflated: the archive is damaged.`);
    } finally {
      inflate.destroy();
    }
  }
  if (size !== entry.size) throw new ArchiveError(`${entry.name} is shorter than its declared ${entry.size} bytes.`);
}
