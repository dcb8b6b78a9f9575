import type { WebRenderer } from './webRenderer.ts';

/**
 * A page renderer loaded when first wanted (issue 42): loading the built web app (its server chunks, React, the
 * translations) took about a second of every start before `/healthz` could answer; the server now calls `load()` once
 * it listens. A page asked for meanwhile waits for it (and starts it, if nobody had). `load()` settles when the
 * renderer is loaded and rejects, as every page then does, when it cannot be.
 *
 * @example
 * const renderer = deferredRenderer(() => loadProductionRenderer(dist));
 * await renderer.load(); // after listening
 */
export function deferredRenderer(load: () => Promise<WebRenderer>): WebRenderer & { load(): Promise<void> } {
  let loading: Promise<WebRenderer> | undefined;
  const loaded = () => (loading ??= load());
  return {
    load: () => loaded().then(() => undefined),
    render: async (request, portalUrl, nonce, onError) => (await loaded()).render(request, portalUrl, nonce, onError),
  };
}
