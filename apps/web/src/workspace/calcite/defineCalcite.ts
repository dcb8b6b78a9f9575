import { CALCITE_ASSET_BASE } from './calciteAssetBase.ts';

let ready: Promise<void> | undefined;

/**
 * The folder above Calcite's `assets/`: the copy the build made (production), or the package's own folder as the
 * development server serves it (nothing is copied while developing).
 */
async function assetBase(): Promise<string> {
  if (import.meta.env.DEV) {
    const { default: css } = await import('@esri/calcite-components/main.css?url');
    return new URL('.', new URL(css, window.location.href)).href;
  }
  return new URL(CALCITE_ASSET_BASE, window.location.href).href;
}

/**
 * Registers the Calcite components the workspace uses, once, in the browser: assets from this server (never a
 * CDN), each component's module loaded on demand into the workspace's own chunks. Loaders await it, so a pane never
 * renders an element that is not defined yet. Never call it on the server (Calcite needs a DOM).
 *
 * @example
 * export async function loader() { await defineCalcite(); ... }
 */
export function defineCalcite(): Promise<void> {
  ready ??= (async () => {
    const { setAssetPath } = await import('@esri/calcite-components');
    setAssetPath(await assetBase());
    await Promise.all([
      import('@esri/calcite-components/components/calcite-action'),
      import('@esri/calcite-components/components/calcite-block'),
      import('@esri/calcite-components/components/calcite-button'),
      import('@esri/calcite-components/components/calcite-chip'),
      import('@esri/calcite-components/components/calcite-chip-group'),
      import('@esri/calcite-components/components/calcite-dialog'),
      import('@esri/calcite-components/components/calcite-icon'),
      import('@esri/calcite-components/components/calcite-input-date-picker'),
      import('@esri/calcite-components/components/calcite-input-message'),
      import('@esri/calcite-components/components/calcite-input-text'),
      import('@esri/calcite-components/components/calcite-label'),
      import('@esri/calcite-components/components/calcite-link'),
      import('@esri/calcite-components/components/calcite-list'),
      import('@esri/calcite-components/components/calcite-list-item'),
      import('@esri/calcite-components/components/calcite-loader'),
      import('@esri/calcite-components/components/calcite-navigation'),
      import('@esri/calcite-components/components/calcite-navigation-logo'),
      import('@esri/calcite-components/components/calcite-notice'),
      import('@esri/calcite-components/components/calcite-option'),
      import('@esri/calcite-components/components/calcite-panel'),
      import('@esri/calcite-components/components/calcite-progress'),
      import('@esri/calcite-components/components/calcite-radio-button'),
      import('@esri/calcite-components/components/calcite-radio-button-group'),
      import('@esri/calcite-components/components/calcite-select'),
      import('@esri/calcite-components/components/calcite-shell'),
      import('@esri/calcite-components/components/calcite-switch'),
      import('@esri/calcite-components/components/calcite-text-area'),
    ]);
  })().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}
