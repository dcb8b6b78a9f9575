import { configuredBasemapStyle } from './configuredBasemap.ts';
import { DEMO_PLACES } from './demoRegion.ts';

/**
 * The places the built-in basemap draws in detail (ADR 0119), for a map with nothing of its own to show to open there;
 * undefined in a deployment with its own basemap, or outside the browser.
 *
 * @example
 * locationPickerBounds(undefined, detailedRegion());
 */
export function detailedRegion(): [number, number][] | undefined {
  if (typeof document === 'undefined' || configuredBasemapStyle(document)) return undefined;
  return DEMO_PLACES.features.map((f) => f.geometry.coordinates as [number, number]);
}
