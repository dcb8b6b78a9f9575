import type { PolicyTable } from '../PermissionPolicy.ts';
import { itemPolicies } from './itemPolicies.ts';
import { workspacePolicies } from './workspacePolicies.ts';

/**
 * Discussions (spec 2 §6): the discussions service must be online; create also needs hub-premium, view
 * hub-basic or hub-premium.
 */
export const DISCUSSION_POLICIES = Object.freeze({
  ...itemPolicies('discussion', { services: ['discussions'] }),
  'hub:discussion:create': {
    dependencies: ['hub:discussion'],
    authenticated: true,
    privileges: ['portal:user:createItem'],
    licenses: ['hub-premium'],
  },
  'hub:discussion:view': { dependencies: ['hub:discussion'], licenses: ['hub-basic', 'hub-premium'] },
  ...workspacePolicies('discussion', {
    dashboard: 'view',
    details: 'edit',
    participation: 'edit',
    settings: 'edit',
  }),
} satisfies PolicyTable);
