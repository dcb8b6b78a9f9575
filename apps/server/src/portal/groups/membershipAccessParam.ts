import { z } from 'zod';
import type { MembershipAccess } from '../../db/schema.ts';

/**
 * `membershipAccess` of createGroup and update as the portal contract spells it (ADR 0101): `org`,
 * `collaboration`, or anyone as '' (what `@plaza/core` sends, spec 1 §3) or `none` (the REST
 * reference's spelling). Anything else, the entity words `organization`/`collaborators`/`anyone`
 * included, is refused. Answers spell anyone '' (`presentGroup`).
 *
 * @example
 * membershipAccessParam.parse(''); // 'none'
 */
export const membershipAccessParam = z
  .enum(['org', 'collaboration', 'none', ''])
  .transform((value): MembershipAccess => (value === '' ? 'none' : value));
