import type { PolicyTable } from '../PermissionPolicy.ts';
import { itemPolicies } from './itemPolicies.ts';
import { workspacePolicies } from './workspacePolicies.ts';

const TEMPLATE_PANES = { dashboard: 'view', details: 'edit', collaborators: 'edit', settings: 'edit' } as const;

/** Templates and initiative templates (spec 2 §2, §6): the same panes and rules. */
export const TEMPLATE_POLICIES = Object.freeze({
  ...itemPolicies('template'),
  ...workspacePolicies('template', TEMPLATE_PANES),
  ...itemPolicies('initiativeTemplate'),
  ...workspacePolicies('initiativeTemplate', TEMPLATE_PANES),
} satisfies PolicyTable);
