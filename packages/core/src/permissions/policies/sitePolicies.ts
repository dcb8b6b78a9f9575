import type { PolicyTable } from '../PermissionPolicy.ts';
import { itemPolicies } from './itemPolicies.ts';
import { workspacePolicies } from './workspacePolicies.ts';

/**
 * Sites (spec 2 §6, spec 1 §6). Entity features a site can switch off (`site.features[permission] = false`):
 * events, content, follow and discussions. Management panes need edit (ADR 0025). Owners can delete their
 * sites because the portal gives an owner item control `admin`, which is what `canDelete` reads.
 */
export const SITE_POLICIES = Object.freeze({
  ...itemPolicies('site'),
  'hub:site:events': { dependencies: ['hub:site', 'hub:event'] },
  'hub:site:content': { dependencies: ['hub:site'] },
  'hub:site:feature:follow': { dependencies: ['hub:site'] },
  'hub:site:feature:discussions': { dependencies: ['hub:site', 'hub:discussion'] },
  ...workspacePolicies('site', {
    overview: 'view',
    dashboard: 'view',
    details: 'edit',
    pages: 'edit',
    content: { access: 'edit', dependencies: ['hub:site:content'] },
    projects: 'edit',
    initiatives: 'edit',
    collaborators: 'edit',
    followers: { access: 'edit', dependencies: ['hub:site:feature:follow'] },
    events: { access: 'edit', dependencies: ['hub:site:events'] },
    discussion: { access: 'edit', dependencies: ['hub:site:feature:discussions'] },
    settings: 'edit',
  }),
} satisfies PolicyTable);
