import {
  discussionDefaults,
  discussionToModel,
  getDefaultItemCollections,
  getDefaultHostname,
  getSiteUrl,
  initiativeDefaults,
  initiativeToModel,
  pageDefaults,
  pageToModel,
  projectDefaults,
  projectToModel,
  setSubdomainKeyword,
  siteDefaults,
  siteToModel,
  type HubCatalog,
  type HubItemEntity,
  type ItemModel,
  type PortalItem,
} from '@plaza/core';
import type { Db } from '../db/database.ts';
import { newId } from '../db/newId.ts';
import { insertItemsBulk } from '../db/repositories/bulkItemRepository.ts';
import { insertDomainUnlessTaken } from '../db/repositories/domainRepository.ts';
import type { NewItem } from '../db/repositories/itemRepository.ts';
import { writeItemFile } from '../db/repositories/itemFileRepository.ts';
import { addItemShares } from '../db/repositories/itemShareRepository.ts';
import { DEMO_ORGS, demoUsername } from './demoData.ts';
import { demoItemId } from './demoItemId.ts';
import { DEMO_ITEMS, type DemoItem } from './demoItems.ts';
import { DEMO_SITES, type DemoPage, type DemoSite } from './demoSites.ts';
import { demoThumbnail } from './demoThumbnail.ts';
import type { DemoContentContext } from './demoContentContext.ts';
import { demoWorkOf } from './demoWork.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What was written: the sites (for the start-up banner and tests). */
export interface DemoContentResult {
  readonly sites: readonly { readonly id: string; readonly title: string; readonly hostname: string }[];
  readonly items: number;
}

interface PendingItem {
  readonly row: NewItem;
  readonly data?: Record<string, unknown>;
  readonly thumbnail: string;
  readonly resources?: Readonly<Record<string, string>>;
  readonly shares?: readonly string[];
}

const SVG = 'image/svg+xml';
const dayOf = (iso: string): number => Date.parse(`${iso}T12:00:00Z`);
const SITES_CREATED = dayOf('2025-06-01');

/**
 * The demo catalog (issue 8): Riverside's public site with a home page and two pages, a few dozen items of every
 * family (some org-only, private or shared to a group) with thumbnails, and Hillcrest's smaller site. Sites, pages,
 * projects and initiatives are shaped by `@plaza/core`'s mappers, so what is written is what the core reads.
 * Runs inside the identity seed's transaction; ids are derived from keys, so the catalog is the same everywhere.
 *
 * @example
 * await seedDemoContent(trx, { orgIds, groupIds, baseDomain: config.baseDomain });
 */
export async function seedDemoContent(db: Db, context: DemoContentContext): Promise<DemoContentResult> {
  const pending: PendingItem[] = DEMO_ITEMS.map((item) => demoItemModel(item, context));
  const sites: { id: string; title: string; hostname: string; org: string }[] = [];
  for (const site of DEMO_SITES) {
    const written = demoSiteModels(site, context);
    pending.push(...written.items);
    sites.push({ id: written.id, title: site.title, hostname: written.hostname, org: site.org });
  }
  await insertItemsBulk(
    db,
    pending.map((p) => p.row),
  );
  for (const item of pending) {
    const id = item.row.id;
    const now = item.row.modified;
    if (item.data) {
      await writeItemFile(db, { itemId: id, role: 'data', path: '', contentType: 'application/json', now }, [
        Buffer.from(JSON.stringify(item.data), 'utf8'),
      ]);
    }
    await writeItemFile(db, { itemId: id, role: 'info', path: item.row.thumbnail!, contentType: SVG, now }, [
      Buffer.from(item.thumbnail, 'utf8'),
    ]);
    for (const [name, svg] of Object.entries(item.resources ?? {})) {
      await writeItemFile(db, { itemId: id, role: 'resource', path: name, contentType: SVG, now }, [
        Buffer.from(svg, 'utf8'),
      ]);
    }
    if (item.shares?.length) await addItemShares(db, id, item.shares, now);
  }
  // Each site's default hostname in the domain service, as creating a site registers it (spec 1 §4).
  for (const site of sites) {
    const org = DEMO_ORGS.find((o) => o.key === site.org);
    await insertDomainUnlessTaken(db, {
      id: newId(),
      hostname: site.hostname,
      site_id: site.id,
      org_id: orgIdOf(context, site.org),
      org_key: site.org,
      org_title: org?.name ?? site.org,
      site_title: site.title,
      client_key: '',
      ssl_only: false,
      created: SITES_CREATED,
      modified: SITES_CREATED,
    });
  }
  return { sites: sites.map(({ id, title, hostname }) => ({ id, title, hostname })), items: pending.length };
}

function orgIdOf(context: DemoContentContext, orgKey: string): string {
  const id = context.orgIds.get(orgKey);
  if (!id) throw new Error(`The demo org ${orgKey} was not seeded.`);
  return id;
}

/** An item of the catalog: projects and initiatives through their mappers, other families as plain items. */
function demoItemModel(item: DemoItem, context: DemoContentContext): PendingItem {
  const id = demoItemId(item.org, item.key);
  const orgId = orgIdOf(context, item.org);
  const common = {
    id,
    name: item.title,
    summary: item.snippet,
    description: `${item.description}<p>Maintained by ${orgName(item.org)}. Questions and corrections: <a href="mailto:opendata@${item.org}.example">opendata@${item.org}.example</a>.</p>`,
    access: item.access,
    owner: demoUsername(item.owner, item.org),
    orgId,
    tags: [...item.tags],
    categories: [...item.categories],
    slug: `${item.org}|${item.key}`,
    created: dayOf(item.created),
    modified: dayOf(item.modified),
    ...(item.extent ? { extent: extentOf(item.extent) } : {}),
    thumbnail: `thumbnail/${item.key}.svg`,
  } satisfies Partial<HubItemEntity>;
  const shares = (item.sharedWith ?? []).map((title) => {
    const groupId = context.groupIds.get(`${item.org}:${title}`);
    if (!groupId) throw new Error(`The demo group ${title} was not seeded.`);
    return groupId;
  });
  const thumbnail = demoThumbnail(item.type, common.slug);
  if (item.type === 'Hub Project' || item.type === 'Hub Initiative') {
    const catalog = workCatalog(item.tags[0] ?? '', orgId);
    // The demo's projects and initiatives run events (issue 14): their events switch is on.
    const project = projectDefaults();
    const initiative = initiativeDefaults();
    // Its metrics, timeline, featured content and association (issue 20).
    const work = demoWorkOf(item, context);
    const model =
      item.type === 'Hub Project'
        ? projectToModel({
            ...project,
            ...common,
            typeKeywords: [...project.typeKeywords, ...work.typeKeywords],
            status: item.status ?? 'notStarted',
            catalog,
            metrics: work.metrics,
            ...(work.timeline ? { timeline: work.timeline } : {}),
            view: { featuredContentIds: work.featuredContentIds, metricDisplays: work.metricDisplays },
            features: { ...project.features, 'hub:project:events': true, 'hub:project:discussions': true },
          })
        : initiativeToModel({
            ...initiative,
            ...common,
            status: item.status ?? 'notStarted',
            catalog,
            metrics: work.metrics,
            ...(work.timeline ? { timeline: work.timeline } : {}),
            view: {
              ...initiative.view,
              featuredContentIds: work.featuredContentIds,
              metricDisplays: work.metricDisplays,
            },
            ...(work.associations ? { associations: work.associations } : {}),
            contacts: work.contacts,
            // Its followers group, when the demo has one (issue 19).
            ...followersOf(item, context),
            features: { ...initiative.features, 'hub:initiative:events': true, 'hub:initiative:discussions': true },
          });
    return { row: rowOf(model, item, orgId), data: model.data, thumbnail, shares: [...shares, ...work.shares] };
  }
  if (item.type === 'Discussion') {
    const model = discussionToModel({
      ...discussionDefaults(),
      ...common,
      prompt: item.prompt ?? '',
      isDiscussable: true,
    });
    return { row: rowOf(model, item, orgId), data: model.data, thumbnail, shares };
  }
  const portalItem: PortalItem = {
    id,
    owner: common.owner,
    orgId,
    title: item.title,
    type: item.type,
    typeKeywords: [`slug|${common.slug}`],
    tags: common.tags,
    categories: common.categories,
    snippet: item.snippet,
    description: common.description,
    access: item.access,
    created: common.created,
    modified: common.modified,
    thumbnail: common.thumbnail,
    properties: contentProperties(item),
    ...(item.extent ? { extent: extentOf(item.extent) } : {}),
  };
  return { row: rowOf({ item: portalItem, data: {} }, item, orgId), thumbnail, shares };
}

/** A site item and its pages, each with its layout, resources and thumbnail. */
function demoSiteModels(
  site: DemoSite,
  context: DemoContentContext,
): { id: string; hostname: string; items: PendingItem[] } {
  const orgId = orgIdOf(context, site.org);
  const id = demoItemId(site.org, `site-${site.key}`);
  const hostname = getDefaultHostname(site.subdomain, site.org, context.baseDomain);
  const when = SITES_CREATED;
  const pageIds = site.pages.map((page) => demoItemId(site.org, `page-${page.key}`));
  const defaults = siteDefaults();
  const model = siteToModel({
    ...defaults,
    id,
    name: site.title,
    summary: site.snippet,
    description: `<p>${site.snippet}</p>`,
    access: 'public',
    owner: demoUsername('admin', site.org),
    orgId,
    orgUrlKey: site.org,
    typeKeywords: setSubdomainKeyword(defaults.typeKeywords, site.subdomain),
    tags: ['open data'],
    slug: `${site.org}|${site.key}`,
    created: when,
    modified: when,
    thumbnail: `thumbnail/site-${site.key}.svg`,
    extent: extentOf(site.org === 'riverside' ? [-117.52, 33.85, -117.28, 34.02] : [-116.32, 33.62, -115.98, 33.83]),
    subdomain: site.subdomain,
    defaultHostname: hostname,
    url: getSiteUrl(
      { subdomain: site.subdomain, defaultHostname: hostname },
      { isPortal: false, hubUrl: `http://${context.baseDomain}` },
    ),
    theme: site.theme,
    headContent: site.headContent,
    layout: {
      header: { component: { name: 'site-header', settings: { ...site.header } } },
      footer: { component: { name: 'site-footer', settings: { ...site.footer } } },
      sections: [...site.sections],
    },
    pages: site.pages.map((page, i) => ({ id: pageIds[i]!, title: page.title, slug: `${site.org}|${page.key}` })),
    catalog: siteCatalog(site.title, orgId),
    isHubHome: true,
    notices: (site.notices ?? []).map(({ notice, endsInDays }) =>
      endsInDays === undefined
        ? notice
        : {
            ...notice,
            endDate: new Date((context.now ?? Date.now()) + endsInDays * DAY_MS).toISOString().slice(0, 10),
          },
    ),
  });
  const siteItem: PendingItem = {
    row: rowOf(model, { org: site.org }, orgId),
    data: model.data,
    thumbnail: demoThumbnail('Hub Site Application', id),
    resources: site.resources,
  };
  const pages = site.pages.map((page, i) => demoPageModel(page, site, pageIds[i]!, id, orgId, when));
  return { id, hostname, items: [siteItem, ...pages] };
}

function demoPageModel(
  page: DemoPage,
  site: DemoSite,
  id: string,
  siteId: string,
  orgId: string,
  when: number,
): PendingItem {
  const model = pageToModel({
    ...pageDefaults(),
    id,
    name: page.title,
    summary: page.snippet,
    description: `<p>${page.snippet}</p>`,
    access: 'public',
    owner: demoUsername('admin', site.org),
    orgId,
    tags: [],
    slug: `${site.org}|${page.key}`,
    created: when,
    modified: when,
    thumbnail: `thumbnail/page-${page.key}.svg`,
    layout: { sections: [...page.sections] },
  });
  return {
    row: rowOf(model, { org: site.org }, orgId),
    data: {
      ...model.data,
      values: { ...(model.data.values as Record<string, unknown>), sites: [{ id: siteId, title: site.title }] },
    },
    thumbnail: demoThumbnail('Hub Page', id),
    ...(page.resources ? { resources: page.resources } : {}),
  };
}

/** A site's catalog: everything its organisation shares, in the default collections (initiatives too). */
function siteCatalog(title: string, orgId: string): HubCatalog {
  return {
    schemaVersion: 1,
    title,
    scopes: { item: { targetEntity: 'item', filters: [{ predicates: [{ orgid: orgId }] }] } },
    collections: [...getDefaultItemCollections(), ...getDefaultItemCollections(['initiative'])],
  };
}

/** The followers group the demo made for an initiative, as the entity keeps it. */
function followersOf(item: DemoItem, context: DemoContentContext): { followersGroupId?: string } {
  const id = context.groupIds.get(`${item.org}:Followers of ${item.title}`);
  return id ? { followersGroupId: id } : {};
}

function workCatalog(tag: string, orgId: string): HubCatalog {
  return {
    schemaVersion: 1,
    title: 'Related content',
    scopes: { item: { targetEntity: 'item', filters: [{ predicates: [{ orgid: orgId, tags: [tag] }] }] } },
    collections: [],
  };
}

/** Dates of the data and its update frequency (the content model reads them, spec 3 §3). */
function contentProperties(item: DemoItem): Record<string, unknown> {
  return {
    ...(item.published ? { publishedDate: item.published } : {}),
    ...(item.dataUpdated ? { dataUpdatedDate: item.dataUpdated } : {}),
    ...(item.updateFrequency ? { updateFrequency: item.updateFrequency } : {}),
  };
}

function rowOf(model: ItemModel, source: Pick<DemoItem, 'org'> & Partial<DemoItem>, orgId: string): NewItem {
  const { item } = model;
  const [[xmin, ymin] = [], [xmax, ymax] = []] = item.extent ?? [];
  return {
    id: item.id,
    owner: item.owner,
    org_id: orgId,
    owner_folder: null,
    title: item.title,
    type: item.type,
    type_keywords: [...item.typeKeywords],
    tags: [...item.tags],
    categories: [...item.categories],
    snippet: item.snippet ?? '',
    description: item.description ?? '',
    license_info: source.licenseInfo ?? '',
    access_information: source.org === 'riverside' ? 'City of Riverside' : 'Hillcrest County',
    url: item.url ?? null,
    name: null,
    spatial_reference: item.extent ? '4326' : null,
    extent_xmin: xmin ?? null,
    extent_ymin: ymin ?? null,
    extent_xmax: xmax ?? null,
    extent_ymax: ymax ?? null,
    properties: JSON.stringify(item.properties ?? {}),
    access: item.access,
    thumbnail: item.thumbnail ?? null,
    created: item.created,
    modified: item.modified,
  };
}

function extentOf(extent: readonly number[]): number[][] {
  return [
    [extent[0]!, extent[1]!],
    [extent[2]!, extent[3]!],
  ];
}

function orgName(orgKey: string): string {
  const org = DEMO_ORGS.find((o) => o.key === orgKey);
  return orgKey === 'riverside' ? 'the City of Riverside' : `${org?.name ?? orgKey} County`;
}
