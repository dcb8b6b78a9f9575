import type { PolicyTable } from '../PermissionPolicy.ts';
import { itemPolicies } from './itemPolicies.ts';
import { workspacePolicies } from './workspacePolicies.ts';

/**
 * Initiatives (spec 2 §2, §6). Entity features as for projects: `hub:initiative:events`,
 * `hub:initiative:content`, `hub:initiative:discussions`.
 */
export const INITIATIVE_POLICIES = Object.freeze({
  ...itemPolicies('initiative'),
  'hub:initiative:events': { dependencies: ['hub:initiative', 'hub:event'] },
  'hub:initiative:content': { dependencies: ['hub:initiative'] },
  'hub:initiative:discussions': { dependencies: ['hub:initiative', 'hub:discussion'] },
  ...workspacePolicies('initiative', {
    overview: 'view',
    dashboard: 'view',
    details: 'edit',
    metrics: { access: 'edit', services: ['metrics'] },
    projects: 'edit',
    collaborators: 'edit',
    content: { access: 'edit', dependencies: ['hub:initiative:content'] },
    events: { access: 'edit', dependencies: ['hub:initiative:events'] },
    settings: 'edit',
  }),
} satisfies PolicyTable);
