import { expect, test, type Page } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { dcatUsValidator } from '../apps/web/src/feeds/testdata/dcatUsValidator.ts';
import { E2E_PASSWORD, E2E_PORT } from './playwright.config.ts';

// Issue 17: the site's open-data feeds as harvesters read them — DCAT-US 3.0 valid by its JSON schema, DCAT-AP 3.0
// JSON-LD, RSS 2.0 and the sitemap well-formed, robots.txt naming the sitemap — listing the public items of the
// catalog and nothing private.
const SITE = `http://data-riverside.localhost:${E2E_PORT}`;
const PRIVATE_TITLES = ['Staff Directory', 'Draft Budget Model 2027'];

async function fetchText(page: Page, path: string): Promise<{ type: string; body: string }> {
  const response = await page.goto(`${SITE}${path}`);
  expect(response?.status(), path).toBe(200);
  return { type: response!.headers()['content-type'] ?? '', body: await response!.text() };
}

test('the DCAT feeds list the public catalog, valid by their standards, with downloads of hosted layers', async ({
  page,
}) => {
  const us = await fetchText(page, '/api/feed/v1/dcat-us/3.0');
  expect(us.type).toBe('application/json; charset=utf-8');
  const catalog = JSON.parse(us.body) as {
    title: string;
    dataset: { title: string; distribution: { downloadURL?: string }[] }[];
  };
  const validate = dcatUsValidator();
  expect(validate(catalog), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
  expect(catalog.title).toBe('Riverside Open Data');
  const titles = catalog.dataset.map((d) => d.title);
  expect(titles).toContain('Street Trees');
  expect(titles).toContain('Building Permits 2025');
  for (const secret of PRIVATE_TITLES) expect(titles).not.toContain(secret);
  // A hosted layer's CSV download answers with the file.
  const permits = catalog.dataset.find((d) => d.title === 'Building Permits 2025')!;
  const csvUrl = permits.distribution.find((d) => d.downloadURL?.endsWith('/csv'))!.downloadURL!;
  expect(csvUrl).toMatch(new RegExp(`^${SITE}/api/download/v1/items/[0-9a-f]{32}/csv$`));

  const ap = await fetchText(page, '/api/feed/v1/dcat-ap/3.0');
  expect(ap.type).toBe('application/ld+json; charset=utf-8');
  const jsonLd = JSON.parse(ap.body) as { '@type': string; 'dcat:dataset': { 'dct:title': { '@value': string } }[] };
  expect(jsonLd['@type']).toBe('dcat:Catalog');
  expect(jsonLd['dcat:dataset'].map((d) => d['dct:title']['@value']).sort()).toEqual([...titles].sort());
});

test('RSS, the sitemap and robots.txt are well formed and public only', async ({ page }) => {
  const parser = new XMLParser({ ignoreAttributes: false });
  const feed = await fetchText(page, '/api/feed/v1/rss');
  expect(feed.type).toBe('application/rss+xml; charset=utf-8');
  expect(XMLValidator.validate(feed.body)).toBe(true);
  const channel = parser.parse(feed.body).rss.channel as { title: string; item: { title: string; link: string }[] };
  expect(channel.title).toBe('Riverside Open Data');
  expect(channel.item.length).toBeGreaterThan(10);
  for (const item of channel.item) {
    expect(PRIVATE_TITLES).not.toContain(item.title);
    expect(item.link.startsWith(`${SITE}/`)).toBe(true);
  }

  const map = await fetchText(page, '/sitemap.xml');
  expect(XMLValidator.validate(map.body)).toBe(true);
  const urlset = parser.parse(map.body).urlset as { '@_xmlns': string; url: { loc: string }[] };
  expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const locs = urlset.url.map((u) => u.loc);
  expect(locs[0]).toBe(`${SITE}/`);
  expect(locs).toContain(`${SITE}/datasets/riverside::street-trees`);
  expect(locs).toContain(`${SITE}/pages/riverside::about-the-data`);
  expect(locs.some((loc) => /staff-directory|budget-model/.test(loc))).toBe(false);
  // Every listed page answers.
  expect((await page.goto(`${SITE}/datasets/riverside::street-trees`))?.status()).toBe(200);

  const robots = await fetchText(page, '/robots.txt');
  expect(robots.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  expect(robots.body).toContain('Disallow: /workspace');
});

// Issue 43 item 9 (ADR 0240): events are pages of the site too — the public ones are in the sitemap and the RSS feed.
test("the sitemap and the RSS feed list the organisation's public events, and no staff-only one", async ({
  page,
  request,
}) => {
  const listed = await request.get(`http://localhost:${E2E_PORT}/api/events/v1/events?num=100`);
  const events = ((await listed.json()) as { items: { id: string; title: string }[] }).items;
  const workshop = events.find((e) => e.title === 'River Restoration Workshop')!;
  expect(workshop).toBeDefined();
  const map = await fetchText(page, '/sitemap.xml');
  expect(XMLValidator.validate(map.body)).toBe(true);
  const locs = [...map.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const eventPage = locs.find((loc) => loc.startsWith(`${SITE}/events/`) && loc.endsWith(`-${workshop.id}`));
  expect(eventPage).toBeDefined();
  expect(map.body).not.toMatch(/staff-planting-day/);
  const feed = await fetchText(page, '/api/feed/v1/rss');
  const channel = new XMLParser().parse(feed.body).rss.channel as {
    item: { title: string; link: string; category?: string | string[] }[];
  };
  const entry = channel.item.find((i) => i.title === 'River Restoration Workshop');
  expect(entry?.link).toBe(eventPage);
  expect([entry?.category].flat()).toContain('Event');
  expect(channel.item.map((i) => i.title)).not.toContain('Staff Planting Day');
  // The event's page answers.
  const opened = await page.goto(eventPage!);
  expect(opened?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('River Restoration Workshop');
});

test('a site that turns its RSS feed off does not publish it, and the other feeds stay', async ({ page }) => {
  await page.goto(`${SITE}/robots.txt`);
  // The site's owner switches `feeds.rss` off in the site's data, and back on at the end, through the portal's API.
  const statuses = await page.evaluate(async (password) => {
    const form = (fields: Record<string, string>) => new URLSearchParams({ f: 'json', ...fields });
    const signedIn = await fetch('/sharing/rest/generateToken', {
      method: 'POST',
      body: form({ username: 'admin_riverside', password, client: 'referer', referer: location.origin }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const q = 'type:"Hub Site Application" AND title:"Riverside Open Data"';
    const found = await fetch(`/sharing/rest/search?${form({ q, token })}`);
    const site = ((await found.json()) as { results: { id: string; owner: string }[] }).results[0]!;
    const data = (await (await fetch(`/sharing/rest/content/items/${site.id}/data?${form({ token })}`)).json()) as {
      feeds?: Record<string, unknown>;
    };
    const save = (feeds: Record<string, unknown> | undefined) =>
      fetch(`/sharing/rest/content/users/${site.owner}/items/${site.id}/update`, {
        method: 'POST',
        body: form({ token, text: JSON.stringify({ ...data, ...(feeds ? { feeds } : {}) }) }),
      });
    const status = async (path: string) => (await fetch(path)).status;
    await save({ ...data.feeds, rss: false });
    try {
      return {
        rss: await status('/api/feed/v1/rss'),
        dcat: await status('/api/feed/v1/dcat-us/3.0'),
        sitemap: await status('/sitemap.xml'),
      };
    } finally {
      await save(data.feeds);
    }
  }, E2E_PASSWORD);
  expect(statuses).toEqual({ rss: 404, dcat: 200, sitemap: 200 });
  expect((await page.goto(`${SITE}/api/feed/v1/rss`))?.status()).toBe(200);
});
