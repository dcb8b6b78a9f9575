import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../../http/appEnv.ts';
import { findBodyTooLarge } from '../../../http/bodyLimit.ts';
import { itemErrors } from '../../../errors/itemErrors.ts';
import { rememberSpooledFiles, type SpooledFile } from '../../../http/spooledUploads.ts';
import { checkTokenOutsideBody } from './checkTokenOutsideBody.ts';
import { createUnverifiedSpoolBudget, type SpoolLease } from './unverifiedSpoolBudget.ts';
import { UPLOAD_LIMITS, type UploadLimits } from '../../../http/uploadLimits.ts';

/**
 * Streams a multipart body before anything else reads it: file parts go to temporary files
 * (size-checked while they arrive, never held in memory), text fields are kept, and the request is
 * replaced by an urlencoded one with the text fields only, so the token and parameter readers work
 * unchanged. Urlencoded bodies are read up to the text limit. Temporary files are removed when the
 * response is done. Mounted before the caller middleware on `/sharing/rest/content/*` (ADR 0052).
 * A token in a header or the query is checked before anything is spooled (an invalid one is refused
 * unread); uploads whose token can only be inside the body share `limits.unverifiedBytes` (ADR 0111).
 *
 * @example
 * app.use('/sharing/rest/content/*', spoolUploads());
 */
export function spoolUploads(limits: UploadLimits = UPLOAD_LIMITS): MiddlewareHandler<AppEnv> {
  const unverified = createUnverifiedSpoolBudget(limits.unverifiedBytes);
  return async (c, next) => {
    const type = c.req.header('content-type') ?? '';
    const body = c.req.raw.body;
    if (c.req.method !== 'POST' || !body) return next();
    if (type.includes('multipart/form-data')) {
      const verified = await checkTokenOutsideBody(c);
      const lease = verified ? undefined : unverified.lease();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plaza-upload-'));
      try {
        const { fields, files } = await spool(c.req.raw, type, dir, limits, lease);
        c.req.raw = formRequest(c.req.raw, fields);
        rememberSpooledFiles(c.req.raw, files);
        await next();
      } finally {
        lease?.release();
        fs.rmSync(dir, { recursive: true, force: true });
      }
      return;
    }
    if (type.includes('application/x-www-form-urlencoded')) {
      const text = await readCapped(body as NodeWebStream<Uint8Array>, limits.textBytes);
      c.req.raw = new Request(c.req.raw.url, { method: 'POST', headers: c.req.raw.headers, body: text });
    }
    return next();
  };
}

/** A multipart parser; a content type without a usable boundary is the client's error (400). */
function createParser(contentType: string, limits: UploadLimits): busboy.Busboy {
  try {
    return busboy({
      headers: { 'content-type': contentType },
      limits: { fileSize: limits.fileBytes, fieldSize: limits.textBytes, fields: 500, files: 10 },
    });
  } catch (error) {
    throw itemErrors.invalid(`The multipart body could not be read: ${(error as Error).message}`);
  }
}

function formRequest(original: Request, fields: URLSearchParams): Request {
  const headers = new Headers(original.headers);
  headers.set('content-type', 'application/x-www-form-urlencoded');
  headers.delete('content-length');
  return new Request(original.url, { method: 'POST', headers, body: fields.toString() });
}

async function readCapped(stream: NodeWebStream<Uint8Array>, limit: number): Promise<string> {
  const pieces: Buffer[] = [];
  let size = 0;
  for await (const piece of Readable.fromWeb(stream)) {
    size += (piece as Buffer).length;
    if (size > limit) throw itemErrors.tooLarge('request body', limit);
    pieces.push(piece as Buffer);
  }
  return Buffer.concat(pieces).toString('utf8');
}

async function spool(
  request: Request,
  contentType: string,
  dir: string,
  limits: UploadLimits,
  lease?: SpoolLease,
): Promise<{ fields: URLSearchParams; files: Map<string, SpooledFile> }> {
  const fields = new URLSearchParams();
  const files = new Map<string, SpooledFile>();
  const writes: Promise<unknown>[] = [];
  let failure: Error | undefined;
  const parser = createParser(contentType, limits);
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) failure ??= itemErrors.tooLarge(`"${name}" parameter`, limits.textBytes);
    else fields.append(name, value);
  });
  parser.on('file', (name, stream, info) => {
    const target = path.join(dir, String(files.size + writes.length));
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        try {
          lease?.take(chunk.length);
        } catch (refusal) {
          // Stop reading the body at once: nothing more of it is spooled.
          failure ??= refusal as Error;
          done(refusal as Error);
          parser.destroy(refusal as Error);
          return;
        }
        done(null, chunk);
      },
    });
    stream.on('limit', () => {
      failure ??= itemErrors.tooLarge('file', limits.fileBytes);
    });
    // Each file's pipeline is handled the moment it starts and settled below on every path: one left
    // without a handler when the outer pipeline fails first ended the process (issue 12).
    writes.push(
      pipeline(stream, counter, fs.createWriteStream(target)).then(
        () => {
          files.set(name, { path: target, fileName: info.filename ?? name, contentType: info.mimeType, size });
          return undefined;
        },
        (cause: unknown) => cause ?? new Error('file part failed'),
      ),
    );
  });
  parser.on('filesLimit', () => {
    failure ??= itemErrors.invalid('A request may carry at most 10 files.');
  });
  let error: unknown;
  try {
    await pipeline(Readable.fromWeb(request.body as NodeWebStream<Uint8Array>), parser);
  } catch (cause) {
    error = cause;
  }
  // Wait for every file part whatever happened above, so none rejects later with nobody listening.
  for (const writeError of await Promise.all(writes)) error ??= writeError;
  if (findBodyTooLarge(error)) throw error;
  if (failure) throw failure;
  if (error !== undefined) {
    throw itemErrors.invalid(`The multipart body could not be read: ${(error as Error).message}`);
  }
  return { fields, files };
}
