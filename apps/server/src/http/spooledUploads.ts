import fs from 'node:fs';

/** A file part of a multipart request, spooled to a temporary file that lives as long as the request. */
export interface SpooledFile {
  readonly path: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
}

const byRequest = new WeakMap<Request, ReadonlyMap<string, SpooledFile>>();

/** Records the spooled files of a request (by form field name). */
export function rememberSpooledFiles(request: Request, files: ReadonlyMap<string, SpooledFile>): void {
  byRequest.set(request, files);
}

/**
 * The spooled file sent under a form field (`file`, `thumbnail`, `metadata`), or undefined.
 *
 * @example
 * const file = spooledFile(c.req.raw, 'file');
 */
export function spooledFile(request: Request, field: string): SpooledFile | undefined {
  return byRequest.get(request)?.get(field);
}

/** The bytes of a spooled file as a stream (read in 64 KB pieces). */
export function readSpooledFile(file: SpooledFile): AsyncIterable<Uint8Array> {
  return fs.createReadStream(file.path);
}
