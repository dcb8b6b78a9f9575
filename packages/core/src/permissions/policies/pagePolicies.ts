import type { PolicyTable } from '../PermissionPolicy.ts';
import { itemPolicies } from './itemPolicies.ts';
import { workspacePolicies } from './workspacePolicies.ts';

/** Pages (spec 2 §2, §6). */
export const PAGE_POLICIES = Object.freeze({
  ...itemPolicies('page'),
  ...workspacePolicies('page', {
    overview: 'view',
    dashboard: 'view',
    details: 'edit',
    collaborators: 'edit',
    settings: 'edit',
  }),
} satisfies PolicyTable);
