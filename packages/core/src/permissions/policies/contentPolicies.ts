import type { PolicyTable } from '../PermissionPolicy.ts';
import { itemPolicies } from './itemPolicies.ts';
import { workspacePolicies } from './workspacePolicies.ts';

/**
 * Content (spec 2 §2, §6). Its collaborators pane is gated by the site permission
 * `hub:site:workspace:collaborators` (spec 2 §2), so it has no pane policy of its own. Scheduled downloads
 * are available in devext, qaext and production with the downloads service.
 */
export const CONTENT_POLICIES = Object.freeze({
  ...itemPolicies('content'),
  ...workspacePolicies('content', {
    overview: 'view',
    dashboard: 'view',
    details: 'edit',
    discussion: { access: 'edit', dependencies: ['hub:discussion'] },
    settings: 'edit',
  }),
  'hub:content:workspace:settings:schedule': {
    dependencies: ['hub:content:workspace:settings'],
    services: ['hub-downloads'],
    availability: ['general'],
    environments: ['devext', 'qaext', 'production'],
  },
} satisfies PolicyTable);
