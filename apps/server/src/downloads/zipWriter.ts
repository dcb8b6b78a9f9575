import { crc32 } from 'node:zlib';

/** ZIP's 32-bit sizes: an entry or archive past this needs ZIP64, which Plaza does not write. */
export const ZIP_LIMIT = 0xffff_fffe;

/** An entry to archive: its name and its bytes, produced as they are written. */
export interface ZipSource {
  readonly name: string;
  bytes(): AsyncIterable<Uint8Array>;
}

/** Thrown when an entry or the archive would pass {@link ZIP_LIMIT}. */
export class ZipTooLargeError extends Error {
  constructor() {
    super('The dataset is too large for a Shapefile archive (more than 4 GB).');
    this.name = 'ZipTooLargeError';
  }
}

function u16(value: number): Buffer {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value);
  return b;
}
function u32(value: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
}

/** The DOS date and time of an instant (ZIP's local-time fields, written in UTC). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

const FLAGS = 0x0808; // sizes in a data descriptor after the data; UTF-8 names

/**
 * A ZIP archive (PKWARE APPNOTE 6.3) written as a stream: each entry stored as it is produced, its CRC and sizes in a
 * data descriptor after it, then the central directory. Memory holds one chunk and the directory, whatever the size.
 *
 * @example
 * for await (const chunk of zipStream([{ name: 'a.txt', bytes: async function* () { yield Buffer.from('hi') } }])) out.write(chunk);
 */
export async function* zipStream(entries: readonly ZipSource[], at = new Date()): AsyncGenerator<Uint8Array> {
  const { time, date } = dosTime(at);
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.concat([
      u32(0x04034b50),
      u16(20),
      u16(FLAGS),
      u16(0),
      u16(time),
      u16(date),
      u32(0),
      u32(0),
      u32(0),
      u16(name.length),
      u16(0),
      name,
    ]);
    yield local;
    let crc = 0;
    let size = 0;
    for await (const chunk of entry.bytes()) {
      crc = crc32(chunk, crc);
      size += chunk.length;
      if (size > ZIP_LIMIT || offset + local.length + size > ZIP_LIMIT) throw new ZipTooLargeError();
      yield chunk;
    }
    yield Buffer.concat([u32(0x08074b50), u32(crc), u32(size), u32(size)]);
    directory.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20),
        u16(20),
        u16(FLAGS),
        u16(0),
        u16(time),
        u16(date),
        u32(crc),
        u32(size),
        u32(size),
        u16(name.length),
        u16(0),
        u16(0),
        u16(0),
        u16(0),
        u32(0),
        u32(offset),
        name,
      ]),
    );
    offset += local.length + size + 16;
  }
  const central = Buffer.concat(directory);
  yield central;
  yield Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
}
