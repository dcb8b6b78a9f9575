/**
 * Reads exact byte counts from a stream of chunks, holding no more than the bytes asked for and one chunk: how the
 * fixed-layout files of a shapefile (records with lengths in their headers) are read as streams.
 *
 * @example
 * const reader = new ByteReader(chunks);
 * const header = await reader.read(100); // undefined at the end of the stream
 */
export class ByteReader {
  readonly #chunks: AsyncIterator<Uint8Array>;
  #buffer: Buffer = Buffer.alloc(0);
  #done = false;
  /** Bytes handed out so far. */
  offset = 0;

  constructor(chunks: AsyncIterable<Uint8Array>) {
    this.#chunks = chunks[Symbol.asyncIterator]();
  }

  /** The next `count` bytes; undefined when the stream has ended before them; throws when it ends part-way. */
  async read(count: number): Promise<Buffer | undefined> {
    if (this.#buffer.length < count && !this.#done) {
      const pieces: Buffer[] = [this.#buffer];
      let size = this.#buffer.length;
      while (size < count) {
        const next = await this.#chunks.next();
        if (next.done) {
          this.#done = true;
          break;
        }
        pieces.push(Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength));
        size += next.value.byteLength;
      }
      this.#buffer = Buffer.concat(pieces, size);
    }
    if (this.#buffer.length < count) {
      if (this.#buffer.length === 0) return undefined;
      throw new ShortReadError(`the file ends ${count - this.#buffer.length} bytes short at byte ${this.offset}`);
    }
    const bytes = this.#buffer.subarray(0, count);
    this.#buffer = this.#buffer.subarray(count);
    this.offset += count;
    return bytes;
  }

  /** Skips `count` bytes (false when the stream ends first). */
  async skip(count: number): Promise<boolean> {
    return count === 0 || (await this.read(count)) !== undefined;
  }

  /** Stops reading the stream (its source is released). */
  async close(): Promise<void> {
    await this.#chunks.return?.();
  }
}

/** A stream that ends part-way through the bytes asked for. */
export class ShortReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShortReadError';
  }
}

/** For `.catch`: a short read as undefined (like the stream's end); any other failure as it is. */
export function shortAsEnd(error: unknown): undefined {
  if (error instanceof ShortReadError) return undefined;
  throw error;
}
