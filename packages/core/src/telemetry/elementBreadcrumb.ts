import { TELEMETRY_LIMITS } from './telemetryLimits.ts';

/**
 * The element of a tracked event (spec 3 §3): the `data-element` names from the outermost to the one acted on, joined
 * by ' > ', cut to its last 256 characters with a leading '...' when longer (the end names what was clicked).
 *
 * @example
 * elementBreadcrumb(['site-header', 'search', 'submit']); // 'site-header > search > submit'
 * elementBreadcrumb(Array(100).fill('section')).length; // 256, starting with '...'
 */
export function elementBreadcrumb(names: readonly string[]): string {
  const joined = names.filter((name) => name !== '').join(' > ');
  const max = TELEMETRY_LIMITS.breadcrumbMax;
  return joined.length <= max ? joined : `...${joined.slice(joined.length - (max - 3))}`;
}
