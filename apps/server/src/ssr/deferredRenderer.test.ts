import { describe, expect, it } from 'vitest';
import { deferredRenderer } from './deferredRenderer.ts';
import type { WebRenderer } from './webRenderer.ts';

describe('deferredRenderer', () => {
  it('loads nothing until asked, then answers a page asked for while loading once the renderer is loaded', async () => {
    let finish: (renderer: WebRenderer) => void = () => undefined;
    let loads = 0;
    const renderer = deferredRenderer(() => {
      loads += 1;
      return new Promise((resolve) => (finish = resolve));
    });
    expect(loads).toBe(0);
    const ready = renderer.load();
    const page = renderer.render(new Request('http://localhost/'), 'http://localhost/sharing/rest', 'n0');
    let settled = false;
    void page.then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    finish({ render: async (request, portalUrl, nonce) => new Response(`${request.url} ${portalUrl} ${nonce}`) });
    await ready;
    expect(loads).toBe(1);
    expect(await (await page).text()).toBe('http://localhost/ http://localhost/sharing/rest n0');
  });

  it('rejects ready and every page when the renderer cannot be loaded', async () => {
    const renderer = deferredRenderer(() => Promise.reject(new Error('The web app is not built')));
    await expect(renderer.load()).rejects.toThrow('The web app is not built');
    await expect(renderer.render(new Request('http://localhost/'), '', 'n')).rejects.toThrow('not built');
  });
});
