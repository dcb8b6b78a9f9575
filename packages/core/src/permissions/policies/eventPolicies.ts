import type { PolicyTable } from '../PermissionPolicy.ts';
import { itemPolicies } from './itemPolicies.ts';
import { workspacePolicies } from './workspacePolicies.ts';

/**
 * Events (spec 2 §6): alpha, premium-only, in devext and qaext, with the events service. Edit and delete
 * read the entity's `canEdit`/`canDelete` (from the events service's permission object); changing access
 * needs the entity's `canChangeAccess` (ADR 0025).
 */
export const EVENT_POLICIES = Object.freeze({
  ...itemPolicies('event', {
    services: ['events'],
    availability: ['alpha'],
    licenses: ['hub-premium'],
    environments: ['devext', 'qaext'],
  }),
  'hub:event:canChangeAccess': {
    dependencies: ['hub:event'],
    authenticated: true,
    assertions: [{ property: 'entity:canChangeAccess', type: 'eq', value: true }],
  },
  ...workspacePolicies('event', {
    dashboard: 'view',
    details: 'edit',
    collaborators: 'edit',
    attendees: 'edit',
    settings: 'edit',
  }),
} satisfies PolicyTable);
