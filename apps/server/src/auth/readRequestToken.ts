import type { Context } from 'hono';
import { readPortalParams, stringParam } from '../http/portalParams.ts';

/**
 * The token a request carries, read in the contract's order: `Authorization: Bearer`,
 * `X-Esri-Authorization: Bearer`, then (sharing REST only) the body's and the query's `token`.
 * The hub services under `/api` read headers and the query string only: their bodies are JSON.
 */
export async function readRequestToken(c: Context, where: 'sharing' | 'api'): Promise<string | undefined> {
  const fromHeader = bearer(c.req.header('authorization')) ?? bearer(c.req.header('x-esri-authorization'));
  if (fromHeader) return fromHeader;
  if (where === 'api') return nonEmpty(c.req.query('token'));
  return nonEmpty(stringParam(await readPortalParams(c), 'token'));
}

/** The token of an `Authorization: Bearer …` header value, if it is one. */
export function bearer(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function nonEmpty(value: string | undefined): string | undefined {
  return value && value.trim() !== '' ? value.trim() : undefined;
}
