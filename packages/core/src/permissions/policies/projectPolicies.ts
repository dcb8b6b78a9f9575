import type { PolicyTable } from '../PermissionPolicy.ts';
import { itemPolicies } from './itemPolicies.ts';
import { workspacePolicies } from './workspacePolicies.ts';

/**
 * Projects (spec 2 §2, §6). Entity features (spec 1 §3 defaults: events off, content on, discussions off)
 * are the permissions `hub:project:events`, `hub:project:content` and `hub:project:discussions`.
 */
export const PROJECT_POLICIES = Object.freeze({
  ...itemPolicies('project'),
  'hub:project:events': { dependencies: ['hub:project', 'hub:event'] },
  'hub:project:content': { dependencies: ['hub:project'] },
  'hub:project:discussions': { dependencies: ['hub:project', 'hub:discussion'] },
  ...workspacePolicies('project', {
    overview: 'view',
    dashboard: 'view',
    details: 'edit',
    initiatives: 'edit',
    metrics: { access: 'edit', services: ['metrics'] },
    collaborators: 'edit',
    content: { access: 'edit', dependencies: ['hub:project:content'] },
    events: { access: 'edit', dependencies: ['hub:project:events'] },
    settings: 'edit',
  }),
} satisfies PolicyTable);
