import { createPolicyRegistry, type PolicyRegistry } from './createPolicyRegistry.ts';
import type { PolicyTable } from './PermissionPolicy.ts';
import { CONTENT_POLICIES } from './policies/contentPolicies.ts';
import { DISCUSSION_POLICIES } from './policies/discussionPolicies.ts';
import { EVENT_POLICIES } from './policies/eventPolicies.ts';
import { FEATURE_POLICIES } from './policies/featurePolicies.ts';
import { GROUP_POLICIES } from './policies/groupPolicies.ts';
import { INITIATIVE_POLICIES } from './policies/initiativePolicies.ts';
import { PAGE_POLICIES } from './policies/pagePolicies.ts';
import { PLATFORM_POLICIES } from './policies/platformPolicies.ts';
import { PROJECT_POLICIES } from './policies/projectPolicies.ts';
import { SITE_POLICIES } from './policies/sitePolicies.ts';
import { SURVEY_POLICIES } from './policies/surveyPolicies.ts';
import { TEMPLATE_POLICIES } from './policies/templatePolicies.ts';
import { USER_POLICIES } from './policies/userPolicies.ts';

/**
 * Every policy Plaza knows, by family (spec 2 §6, spec 1 §6). The {@link Permission} type is this table's
 * keys, so adding a policy here is all it takes to add a permission.
 *
 * @example
 * SYSTEM_POLICIES['hub:site:create'].privileges; // ['portal:user:createItem']
 */
export const SYSTEM_POLICIES = Object.freeze({
  ...FEATURE_POLICIES,
  ...PLATFORM_POLICIES,
  ...SITE_POLICIES,
  ...PAGE_POLICIES,
  ...PROJECT_POLICIES,
  ...INITIATIVE_POLICIES,
  ...TEMPLATE_POLICIES,
  ...CONTENT_POLICIES,
  ...DISCUSSION_POLICIES,
  ...SURVEY_POLICIES,
  ...EVENT_POLICIES,
  ...GROUP_POLICIES,
  ...USER_POLICIES,
} satisfies PolicyTable);

/**
 * The system policies, validated (unknown dependencies, cycles, unknown names) and compiled when this module
 * loads: a broken table fails at start-up, not in the middle of a request.
 *
 * @example
 * SYSTEM_POLICY_REGISTRY.policies.get('hub:site:edit')?.policy.entityEdit; // true
 */
export const SYSTEM_POLICY_REGISTRY: PolicyRegistry = createPolicyRegistry(SYSTEM_POLICIES);
