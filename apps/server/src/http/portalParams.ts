import type { Context } from 'hono';
import { findBodyTooLarge } from './bodyLimit.ts';
import { portalErrors } from '../errors/portalError.ts';

/** Parameters of a sharing REST call: the query string merged with a urlencoded or multipart body. */
export type PortalParams = Readonly<Record<string, string | File>>;

/**
 * Reads the parameters of a `/sharing/rest` request. Body values win over the query string,
 * as on the portal. Multipart file parts stay `File`s.
 */
export async function readPortalParams(c: Context): Promise<PortalParams> {
  const params: Record<string, string | File> = { ...c.req.query() };
  if (c.req.method === 'POST') {
    const type = c.req.header('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      const body = await readBody(c);
      for (const [key, value] of Object.entries(body)) {
        const single = Array.isArray(value) ? value[0] : value;
        if (typeof single === 'string' || single instanceof File) params[key] = single;
      }
    }
  }
  return params;
}

/** The parsed form body; a body that cannot be read (broken multipart, no boundary) is a 400. */
async function readBody(c: Context): Promise<Awaited<ReturnType<Context['req']['parseBody']>>> {
  try {
    return await c.req.parseBody();
  } catch (error) {
    if (findBodyTooLarge(error)) throw error;
    throw portalErrors.badRequest('The request body could not be read.', ['The request body could not be read.']);
  }
}

/** A string parameter, or undefined when absent or a file. */
export function stringParam(params: PortalParams, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}
