import type { PolicyTable } from '../PermissionPolicy.ts';
import { itemPolicies } from './itemPolicies.ts';
import { workspacePolicies } from './workspacePolicies.ts';

/** Surveys (spec 2 §6): create needs to edit and publish features, create items and share to groups. */
export const SURVEY_POLICIES = Object.freeze({
  ...itemPolicies('survey'),
  'hub:survey:create': {
    dependencies: ['hub:survey'],
    authenticated: true,
    privileges: [
      'features:user:edit',
      'portal:publisher:publishFeatures',
      'portal:user:createItem',
      'portal:user:shareToGroup',
    ],
  },
  ...workspacePolicies('survey', {
    dashboard: 'view',
    details: 'edit',
    collaborators: 'edit',
    settings: 'edit',
  }),
} satisfies PolicyTable);
