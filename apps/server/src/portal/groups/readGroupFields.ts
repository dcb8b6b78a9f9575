import { z } from 'zod';
import type { Access, MembershipAccess } from '../../db/schema.ts';
import { portalErrors } from '../../errors/portalError.ts';
import { membershipAccessParam } from './membershipAccessParam.ts';
import { stringParam, type PortalParams } from '../../http/portalParams.ts';

/** Capabilities a group may carry; `updateitemcontrol` makes a shared-update group. */
export const GROUP_CAPABILITIES = ['updateitemcontrol'] as const;

/** The group fields of a createGroup or update call; absent fields stay as they are. */
export interface GroupFields {
  title?: string;
  snippet?: string;
  description?: string;
  tags?: string[];
  typeKeywords?: string[];
  access?: Access;
  isInvitationOnly?: boolean;
  isViewOnly?: boolean;
  autoJoin?: boolean;
  capabilities?: string[];
  membershipAccess?: MembershipAccess;
  sortField?: string;
  sortOrder?: 'asc' | 'desc';
  thumbnail?: string | null;
}

const list = z
  .string()
  .max(10_000)
  .transform((s) =>
    s
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t !== ''),
  );
const bool = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(['true', 'false']))
  .transform((s) => s === 'true');

const schema = z.object({
  title: z.string().trim().min(1).max(250).optional(),
  snippet: z.string().max(250).optional(),
  description: z.string().max(64_000).optional(),
  tags: list.optional(),
  typeKeywords: list.optional(),
  access: z.enum(['private', 'org', 'public']).optional(),
  isInvitationOnly: bool.optional(),
  isViewOnly: bool.optional(),
  autoJoin: bool.optional(),
  capabilities: list.pipe(z.array(z.enum(GROUP_CAPABILITIES))).optional(),
  membershipAccess: membershipAccessParam.optional(),
  sortField: z.enum(['title', 'owner', 'avgrating', 'numviews', 'created', 'modified']).optional(),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  thumbnail: z.string().max(2048).optional(),
});

const FIELDS = Object.keys(schema.shape) as (keyof typeof schema.shape)[];

/** What a refused text field must be, said with its refusal. */
const FIELD_LIMITS: Readonly<Record<string, string>> = {
  title: 'A title has 1 to 250 characters.',
  snippet: 'A summary has at most 250 characters.',
  description: 'A description has at most 64000 characters.',
};

/**
 * Reads the group fields of a call. An invalid value is a 400 naming the field, never a silent drop.
 *
 * @example
 * const fields = readGroupFields(await readPortalParams(c));
 */
export function readGroupFields(params: PortalParams): GroupFields {
  const raw: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = stringParam(params, field);
    if (value !== undefined) raw[field] = value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'unknown');
    const limit = FIELD_LIMITS[field];
    throw portalErrors.badRequest(`Invalid group field: ${field}.${limit ? ` ${limit}` : ''}`);
  }
  const { thumbnail, ...rest } = parsed.data;
  return { ...rest, ...(thumbnail !== undefined ? { thumbnail: thumbnail === '' ? null : thumbnail } : {}) };
}
