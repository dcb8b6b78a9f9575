/**
 * The feature flags of a Plaza deployment (ADR 0091): the workspace, history and keyboard shortcuts are alpha
 * features of the original cloud environments (spec 2 §6), but in Plaza they are how members create and edit, so
 * the deployment turns them on. A flag only skips the availability and environment gates (ADR 0024): sign-in,
 * privileges, ownership and licences are still checked.
 *
 * @example
 * createContext({ portal, portalSelf, featureFlags: HUB_FEATURE_FLAGS });
 */
export const HUB_FEATURE_FLAGS: Readonly<Record<string, boolean>> = Object.freeze({
  'hub:feature:workspace': true,
  'hub:feature:history': true,
  'hub:feature:keyboardshortcuts': true,
  // Events (spec 2 §6: alpha in devext/qaext) are served by this deployment's events service (issue 14, ADR 0141).
  'hub:event': true,
  // Discussions are served by this deployment's discussions service (issue 16, ADR 0150).
  'hub:discussion': true,
  // Following sites and initiatives (issue 19): the follow card is a qaext flag in the spec; Plaza serves it.
  'hub:feature:followcard': true,
  'hub:feature:follow': true,
});
