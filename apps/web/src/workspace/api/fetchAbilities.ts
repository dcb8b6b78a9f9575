import { POLICY_RESPONSE_CODES, type PolicyResponse, type SessionHandle } from '@plaza/core';
import type { WorkspaceKind } from './workspaceKinds.ts';

/** Why the server's engine refused a permission. */
export interface Denial {
  readonly response: PolicyResponse;
  readonly code: string;
}

/** The server's answer (ADR 0091): permission → granted, the refusals explained, and the flags it used. */
export interface AbilitiesAnswer {
  readonly featureFlags: Readonly<Record<string, boolean>>;
  readonly abilities: Readonly<Record<string, boolean>>;
  readonly denied: Readonly<Record<string, Denial>>;
}

/** A failed hub API call, with the server's own words. */
export class WorkspaceApiError extends Error {
  readonly code = 'WORKSPACE_API_ERROR';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'WorkspaceApiError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPolicyResponse(value: unknown): value is PolicyResponse {
  return typeof value === 'string' && Object.hasOwn(POLICY_RESPONSE_CODES, value);
}

function booleans(value: unknown): Record<string, boolean> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
}

function denials(value: unknown): Record<string, Denial> {
  if (!isRecord(value)) return {};
  const out: Record<string, Denial> = {};
  for (const [permission, denial] of Object.entries(value)) {
    if (isRecord(denial) && isPolicyResponse(denial.response) && typeof denial.code === 'string') {
      out[permission] = { response: denial.response, code: denial.code };
    }
  }
  return out;
}

/** Reads an abilities answer from JSON that came over the wire. */
export function readAbilitiesAnswer(json: unknown): AbilitiesAnswer {
  const body = isRecord(json) ? json : {};
  return {
    featureFlags: booleans(body.featureFlags),
    abilities: booleans(body.abilities),
    denied: denials(body.denied),
  };
}

/**
 * Asks the server what the signed-in user may do (`/api/abilities/v1`): without an entity, the feature gates and
 * create buttons; with one, every permission of its family. The page's `pe`/`pd` parameters are passed on.
 *
 * @example
 * const answer = await fetchAbilities(handle, { kind: 'project', id });
 * answer.abilities['hub:project:workspace:settings']; // true
 */
export async function fetchAbilities(
  handle: SessionHandle,
  target?: { readonly kind: WorkspaceKind; readonly id: string },
  options: { readonly search?: string; readonly signal?: AbortSignal } = {},
): Promise<AbilitiesAnswer> {
  const origin = new URL(handle.portal).origin;
  const path = target ? `/${target.kind}/${encodeURIComponent(target.id)}` : '';
  const flags = new URLSearchParams(options.search ?? '');
  const query = new URLSearchParams();
  for (const key of ['pe', 'pd', 'sol', 'sna']) for (const value of flags.getAll(key)) query.append(key, value);
  const suffix = query.size > 0 ? `?${query}` : '';
  const token = await handle.getToken(handle.portal);
  const response = await fetch(`${origin}/api/abilities/v1${path}${suffix}`, {
    headers: { Authorization: `Bearer ${token}` },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const detail =
      isRecord(json) && isRecord(json.error) && typeof json.error.detail === 'string' ? json.error.detail : '';
    throw new WorkspaceApiError(response.status, detail || response.statusText);
  }
  return readAbilitiesAnswer(json);
}
