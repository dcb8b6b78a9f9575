import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv.ts';
import { htmlErrorResponse } from './htmlErrorPage.ts';
import { requestSurface } from './requestSurface.ts';

/** The largest body a request may carry on a path (bytes). */
export type BodyLimitFor = (c: Context<AppEnv>) => number;

/** A body grew past its limit while it was read (thrown by the reader, answered 413 by the error handler). */
export class BodyTooLargeError extends Error {
  readonly code = 'BODY_TOO_LARGE';
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than the limit of ${formatLimit(limitBytes)}.`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Refuses a body larger than its limit before reading it: by `Content-Length` at once (413, and the
 * connection is closed so the rest is never read), and while streaming when there is no length (the
 * stream fails with {@link BodyTooLargeError}, which the error handler answers 413). Nothing is buffered
 * here: readers downstream still stream (issue 12, ADR 0110).
 *
 * @example
 * app.use('*', bodyLimit(() => 10 * 1024 * 1024));
 */
export function bodyLimit(limitFor: BodyLimitFor): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const limit = limitFor(c);
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      const length = Number(declared);
      if (!Number.isSafeInteger(length) || length < 0) {
        return tooLargeResponse(c, limit);
      }
      if (length > limit) return tooLargeResponse(c, limit);
      return next();
    }
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.byteLength;
          if (size > limit) controller.error(new BodyTooLargeError(limit));
          else controller.enqueue(chunk);
        },
      }),
    );
    c.req.raw = new Request(c.req.raw.url, {
      method: c.req.raw.method,
      headers: c.req.raw.headers,
      body: counted,
      duplex: 'half',
    } as RequestInit);
    return next();
  };
}

/** The error this module threw, found anywhere in a chain of causes (readers wrap stream errors). */
export function findBodyTooLarge(error: unknown): BodyTooLargeError | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof BodyTooLargeError) return e;
  }
  return undefined;
}

/** 413 in the contract's shape of the path; the connection closes so the unread body is dropped. */
export function tooLargeResponse(c: Context<AppEnv>, limit: number): Response {
  const message = new BodyTooLargeError(limit).message;
  c.header('Connection', 'close');
  const surface = requestSurface(c.req.path);
  if (surface === 'portal') {
    return c.json({ error: { code: 413, messageCode: 'GWM_0413', message, details: [message] } }, 413);
  }
  if (surface === 'hub') return c.json({ error: { title: 'Payload Too Large', detail: message } }, 413);
  if (surface === 'page') return htmlErrorResponse(413, message, { Connection: 'close' });
  return c.text(message, 413);
}

function formatLimit(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
