import { version } from '@esri/calcite-components/package.json';

/**
 * Where the build copies Calcite's assets (icons, translations): under `/assets/`, which the server serves with
 * long-lived caching, in a folder named after the version so a new version never meets an old cached file
 * (`scripts/copyCalciteAssets.mjs`). `setAssetPath` wants the folder above `assets/`.
 *
 * @example
 * setAssetPath(new URL(CALCITE_ASSET_BASE, location.href).href);
 */
export const CALCITE_ASSET_BASE = `/assets/calcite-${version}/`;
