/**
 * The colour of a web map's n-th operational layer (issue 43): drawn on the map and shown as its legend swatch.
 * Distinct hues that keep 3:1 contrast against the basemap's land and sea.
 */
export const LAYER_COLORS = ['#1f6fb2', '#b3261e', '#2e7d32', '#7b3fa0', '#b45309', '#0f766e'] as const;

export function layerColor(index: number): string {
  return LAYER_COLORS[index % LAYER_COLORS.length]!;
}
