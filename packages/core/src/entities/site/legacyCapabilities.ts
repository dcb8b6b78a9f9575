/**
 * The legacy site capabilities that are feature switches today (the reference's table): each capability is the
 * negation of its feature — `hideFollow` means follow is off, `disableDiscussions` means discussions are off.
 *
 * @example
 * CAPABILITY_FEATURES.find((c) => c.capability === 'hideFollow')?.feature; // "hub:site:feature:follow"
 */
export const CAPABILITY_FEATURES = Object.freeze([
  Object.freeze({ capability: 'hideFollow', feature: 'hub:site:feature:follow' }),
  Object.freeze({ capability: 'disableDiscussions', feature: 'hub:site:feature:discussions' }),
] as const);

/**
 * A site's feature switches with those the legacy capabilities decide set from them (on unless the capability is
 * present); other switches are kept, in their order.
 *
 * @example
 * featuresFromCapabilities(['hideFollow'], {}); // { 'hub:site:feature:follow': false, 'hub:site:feature:discussions': true }
 */
export function featuresFromCapabilities(
  capabilities: readonly string[],
  features: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...features };
  for (const { capability, feature } of CAPABILITY_FEATURES) next[feature] = !capabilities.includes(capability);
  return next;
}

/**
 * The legacy capabilities a site's feature switches write back (a save keeps both in step, as the reference does):
 * the other capabilities are kept in their order, and `hideFollow` / `disableDiscussions` are present exactly when
 * their feature is off (or not set).
 *
 * @example
 * capabilitiesFromFeatures(['pages'], { 'hub:site:feature:follow': false, 'hub:site:feature:discussions': true });
 * // ['pages', 'hideFollow']
 */
export function capabilitiesFromFeatures(
  capabilities: readonly string[],
  features: Readonly<Record<string, unknown>>,
): string[] {
  const flags = new Map<string, boolean>(capabilities.map((capability) => [capability, true]));
  for (const { capability, feature } of CAPABILITY_FEATURES) flags.set(capability, !features[feature]);
  return [...flags].filter(([, on]) => on).map(([capability]) => capability);
}
