import type { PolicyTable } from '../PermissionPolicy.ts';
import { workspacePolicies } from './workspacePolicies.ts';

/** Users (spec 2 §2, §6): editing a user requires being that user (the entity's `owner` is its username). */
export const USER_POLICIES = Object.freeze({
  'hub:user': { services: ['portal'] },
  'hub:user:view': { dependencies: ['hub:user'] },
  'hub:user:owner': { dependencies: ['hub:user'], authenticated: true, entityOwner: true },
  'hub:user:edit': { dependencies: ['hub:user:owner'] },
  // Spec 2 §6 names `manage` for every family; the reference's is edit.
  'hub:user:manage': { dependencies: ['hub:user:edit'] },
  ...workspacePolicies('user', { overview: 'view' }),
} satisfies PolicyTable);
