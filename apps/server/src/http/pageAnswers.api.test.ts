import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger.ts';
import { createPagesApp, type PagesApp } from '../ssr/createPagesApp.ts';
import { createViteWebRenderer, type ViteWebRenderer } from '../ssr/viteWebRenderer.ts';
import { createTestApp, type TestApp } from '../testing/testApp.ts';
import type { AppOptions } from '../app.ts';
import { AdmissionQueue } from './admission/AdmissionQueue.ts';

// Issue 40 item 1: the last requests that answered 500, each reproduced against real pages (rendered from the web
// app's sources) and the APIs of one app; and load shed on pages as on the APIs (503, Retry-After, logged).
let t: TestApp;
let vite: ViteWebRenderer;
let groupId: string;
const logs: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  vite = await createViteWebRenderer();
  const groups = (await (await t.app.request('/sharing/rest/community/groups?f=json&q=*&num=1')).json()) as {
    results: { id: string }[];
  };
  groupId = groups.results[0]!.id;
}, 120_000);
afterAll(async () => {
  await vite?.close();
  await t?.close();
});

function pagesApp(options: Omit<AppOptions, 'renderer' | 'internalPortalUrl'> = {}): PagesApp {
  const logger = createLogger('debug', (line) => logs.push(line));
  return createPagesApp({ db: t.db, config: t.config, logger }, vite.renderer, options);
}

const portalHost = (): string => `http://${t.config.baseDomain}`;
const siteHost = (): string => `http://data-riverside.${t.config.baseDomain}`;

describe('requests that answered 500', () => {
  it('answers each in its contract: the hub shape on /api, an HTML page elsewhere, never 5xx', async () => {
    const pages = pagesApp();
    try {
      for (const path of ['/api/?token=garbage', '/api/.?token=1e3', '/api?token=garbage']) {
        const res = await pages.app.request(`${portalHost()}${path}`);
        expect({ path, status: res.status }).toEqual({ path, status: 401 });
        expect(await res.json()).toEqual({ error: { title: 'Unauthorized', detail: 'Invalid or expired token.' } });
      }
      const expected: [string, number][] = [
        [`${portalHost()}/search?q=%00`, 400],
        [`${siteHost()}/search?q=%00`, 400],
        [`${portalHost()}/apps/sites/%ED%A0%80`, 400],
        [`${siteHost()}/apps/sites/%ED%A0%80`, 400],
        [`${portalHost()}/apps/sites/0?error=224029309968718300000&locale=+`, 404],
        [`${portalHost()}/favicon.ico?error=224029309968718300000`, 404],
        [`${siteHost()}/datasets/${groupId}`, 404],
        [`${portalHost()}//sharing//rest//oauth2//authorize?code_challenge_method=S256&response_type=code`, 404],
      ];
      for (const [url, status] of expected) {
        const res = await pages.app.request(url);
        const body = await res.text();
        expect({ url, status: res.status }).toEqual({ url, status });
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(body).toMatch(/^<!doctype html>/i);
      }
      // A cookie that does not decode is no choice of language (the fuzz test found this one).
      const cookie = await pages.app.request(`${siteHost()}/`, { headers: { cookie: 'plaza_locale=%' } });
      expect(cookie.status).toBe(200);
      // A path that does not decode, on every surface, in that surface's shape.
      const portal = await pages.app.request('/sharing/rest/content/items/%ED%A0%80?f=json');
      expect(await portal.json()).toMatchObject({ error: { code: 400, messageCode: 'GWM_0001' } });
      const hub = await pages.app.request('/api/events/v1/events/%E0%A4%A');
      expect(hub.status).toBe(400);
      expect(await hub.json()).toEqual({
        error: { title: 'Bad Request', detail: 'The address is not valid: its path is not percent-encoded UTF-8.' },
      });
    } finally {
      pages.close();
    }
    expect(logs.filter((line) => / ERROR /.test(line))).toEqual([]);
  }, 120_000);
});

describe('load shed on pages', () => {
  it('holds each page of a burst as one place in line: those in line are drawn, the rest get 503, none a 500', async () => {
    // Right after a restart, pages are slow and a burst overlaps: each page's portal calls used to queue on their own,
    // so the line overflowed with some pages half-drawn, and those answered 500 (issue 40: 20 of 100 home pages).
    const queue = new AdmissionQueue({ maxActive: 2, maxWaiting: 20, maxWaitMs: 60_000 });
    const pages = pagesApp({ admission: queue });
    const holders = [await queue.enter(), await queue.enter()];
    try {
      const answers = Array.from({ length: 30 }, async () => {
        const res = await pages.app.request(`${siteHost()}/`);
        await res.text();
        return `${res.status} ${res.headers.get('retry-after') ?? ''}`.trim();
      });
      // Twenty pages wait in line, ten are refused at once; then the places free up.
      while (queue.load.waiting + queue.load.shed < 30) await new Promise((resolve) => setTimeout(resolve, 10));
      for (const leave of holders) leave();
      const statuses = await Promise.all(answers);
      expect(statuses.sort()).toEqual([...Array<string>(20).fill('200'), ...Array<string>(10).fill('503 1')]);
    } finally {
      for (const leave of holders) leave();
      pages.close();
    }
  }, 120_000);

  it('answers a page and an API 503 with Retry-After when the line is full, logs and counts them', async () => {
    logs.length = 0;
    const queue = new AdmissionQueue({ maxActive: 1, maxWaiting: 0, maxWaitMs: 60_000 });
    const pages = pagesApp({ admission: queue });
    // Someone holds the one place: every request is refused at once.
    const leave = await queue.enter();
    try {
      const page = await pages.app.request(`${siteHost()}/search?q=trees`);
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe('1');
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('The server is busy. Try again in a moment.');
      const api = await pages.app.request('/api/search/v1/collections/all/items');
      expect(api.status).toBe(503);
      expect(api.headers.get('retry-after')).toBe('1');
      expect(await api.json()).toEqual({
        error: { title: 'Service Unavailable', detail: 'The server is busy. Try again in a moment.' },
      });
      // Probes are never held in line.
      expect((await pages.app.request('/healthz')).status).toBe(200);
      const shed = logs.filter((line) => line.includes('load shed'));
      expect(shed).toHaveLength(2);
      expect(shed[0]).toMatch(
        /WARN load shed requestId=[\w-]+ method=GET path=\/search surface=page reason=full shedTotal=1/,
      );
      expect(shed[1]).toMatch(/surface=hub reason=full shedTotal=2/);
      expect(queue.load.shed).toBe(2);
      leave();
      // Once the place is free, the page is drawn, its portal calls in its own place (no deadlock with one place).
      expect((await pages.app.request(`${siteHost()}/search?q=trees`)).status).toBe(200);
    } finally {
      leave();
      pages.close();
    }
  }, 120_000);
});
