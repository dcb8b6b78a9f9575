import { csvProxyUrl, fetchDatasetLayer, getItemGroups, getUser, isServiceUrl, portalRequest } from '@plaza/core';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { contentAudienceOf, type ContentAudience } from '../../content/contentAudience.ts';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { contentViewOf, type ContentView } from '../../content/contentView.ts';
import { datasetJsonLd } from '../../content/datasetJsonLd.ts';
import { datasetSummaryOf, type DatasetSummary } from '../../content/datasetSummary.ts';
import { fetchContentItem } from '../../content/fetchContentItem.ts';
import { loadWorkEntity, type WorkEntityData } from '../../content/workEntityData.ts';
import { notFound, requireSite } from '../../site/requireSite.ts';
import { siteHref } from '../../site/siteHref.ts';
import { loadEventList, type EventListItem } from '../EventSearch/loadEventList.ts';
import type { FollowTargetView } from '../../follow/followTarget.ts';
import { webMapViewOf, type WebMapView } from '../../content/webMapView.ts';

export interface ContentData {
  readonly view: ContentView;
  /** Who can see a non-public item, for the signed-in reader who can (issue 18); absent for public items. */
  readonly audience?: ContentAudience;
  /** The signed-in reader's token, for the file of a non-public item (their browser only; never server-rendered). */
  readonly token?: string;
  /** schema.org Dataset JSON-LD (datasets only), already escaped for a script element. */
  readonly jsonLd?: string;
  /** A dataset's layer (issue 15): its record count, fields and url; absent when the item has none. */
  readonly dataset?: DatasetSummary;
  /** Upcoming events of a project or an initiative (issue 14). */
  readonly events?: readonly EventListItem[];
  /** A discussion's question to people (`data.prompt`), shown above its board. */
  readonly prompt?: string;
  /** An initiative's or project's timeline, metrics, featured content and associations (issue 20). */
  readonly work?: WorkEntityData;
  /** An initiative to follow (issue 19), once it has a followers group. */
  readonly follow?: FollowTargetView;
  /** A Web Map item's layers and basemap, for the page's map viewer (issue 43). */
  readonly webMap?: WebMapView;
}

/**
 * A content page for every family route of spec 3 §2 (`/datasets/{id}`, `/maps/{id}`, ..., `/projects/{id}`,
 * `/initiatives/{id}`), by id or slug. An item the visitor may not see is a 404 like one that does not exist;
 * an item asked for under another family's route is redirected to its own.
 */
export async function contentLoader(args: LoaderFunctionArgs): Promise<ContentData> {
  const data = await loadContent(args);
  if (data.view.access === 'public') return data;
  // Only a signed-in reader gets here (anonymous readers see public items only): who else can see it, in words.
  const { authentication, portal, signal } = await requireSite(args.request, args.context);
  const groups =
    data.view.access === 'shared' && authentication
      ? await getItemGroups(data.view.id, { portal, signal, authentication }).then(
          (shared) => shared.map((group) => group.title),
          () => [],
        )
      : [];
  const audience = contentAudienceOf(
    { access: data.view.access, owner: data.view.owner.username },
    { reader: authentication?.current().username, orgName: data.view.publisher.organization, groups },
  );
  const token = authentication?.current().token;
  return { ...data, ...(audience ? { audience } : {}), ...(token ? { token } : {}) };
}

async function loadContent({ request, context, params }: LoaderFunctionArgs): Promise<ContentData> {
  const { site, portal, signal, authentication } = await requireSite(request, context);
  const call = { portal, signal, ...(authentication ? { authentication } : {}) };
  const item = await fetchContentItem(params.id ?? '', { ...call, orgKey: site.orgKey });
  if (!item) notFound();
  // An initiative's or project's own parts and events are read alongside its owner (issue 20): the page waits once.
  const workKind = item.type === 'Hub Initiative' ? 'initiative' : item.type === 'Hub Project' ? 'project' : undefined;
  const workParts = workKind
    ? Promise.all([
        loadEventList({ entityIds: [item.id] }, { portal, signal, now: Date.now() }).catch(() => undefined),
        loadWorkEntity(workKind, item.id, call, { inBrowser: typeof window !== 'undefined' }),
      ])
    : undefined;
  // Settled at once, so an early redirect or not-found below never leaves it unhandled.
  workParts?.catch(() => undefined);
  const [owner, orgName] = await Promise.all([
    getUser(item.owner, call).catch(() => undefined),
    !item.orgId || item.orgId === site.orgId
      ? Promise.resolve(site.orgName)
      : portalRequest<{ name: string }>(`portals/${item.orgId}`, call).then(
          (o) => o.name,
          () => '',
        ),
  ]);
  const view = contentViewOf(
    item,
    { portal, orgName, siteOrgId: site.orgId, ...(owner?.fullName ? { ownerFullName: owner.fullName } : {}) },
    await loadMarkup(),
  );
  const url = new URL(request.url);
  const family = (path: string) => path.slice(site.basePath.length).split('/')[1];
  const canonical = siteHref(site.basePath, view.href);
  if (family(url.pathname) !== family(canonical)) throw redirect(canonical);
  if ((view.family === 'project' || view.family === 'initiative') && workParts) {
    // A page without its events is better than no page: the events service failing leaves the section out.
    const [events, work] = await workParts;
    // The entity's discussions switch (data.settings.features, spec 1 §3) turns its board off as cannotDiscuss does.
    const shown = work?.discussions === false ? { ...view, discussable: false } : view;
    const followersGroupId = item.properties?.followersGroupId;
    const follow: FollowTargetView | undefined =
      view.family === 'initiative' && typeof followersGroupId === 'string'
        ? { kind: 'initiative', id: view.id, name: view.title, followersGroupId }
        : undefined;
    return { view: shown, ...(events ? { events } : {}), ...(follow ? { follow } : {}), ...(work ? { work } : {}) };
  }
  if (view.family === 'discussion') {
    const data = await portalRequest<{ prompt?: unknown }>(`content/items/${item.id}/data`, call).catch(
      () => undefined,
    );
    return typeof data?.prompt === 'string' && data.prompt.trim() ? { view, prompt: data.prompt.trim() } : { view };
  }
  if (item.type === 'Web Map') {
    // A map whose data does not answer still has its page: the viewer says it has no layers.
    const data = await portalRequest<unknown>(`content/items/${item.id}/data`, call).catch(() => undefined);
    return { view, webMap: webMapViewOf(data, portal) };
  }
  // Datasets, and map and feature services (the reference's map family holds Map, Scene and WMS services), have data.
  if (view.family !== 'dataset' && !(view.family === 'map' && isServiceUrl(item.url))) return { view };
  const siteUrl = `${url.origin}${siteHref(site.basePath, '/')}`;
  // A small public CSV is read through the hub's dataset service (spec 3 §7, ADR 0163): its rows as a table and map.
  const layerUrl = isServiceUrl(item.url)
    ? item.url!
    : csvProxyUrl({ ...item, size: typeof item.size === 'number' ? item.size : undefined }, new URL(portal).origin, {
        privatePortal: site.privatePortal,
      });
  // A page without its data is better than no page: a layer that does not answer leaves the data section out.
  const layer = layerUrl
    ? await fetchDatasetLayer(layerUrl, { signal, ...(authentication ? { authentication } : {}) }).catch(
        () => undefined,
      )
    : undefined;
  return {
    view,
    jsonLd: datasetJsonLd(view, { pageUrl: `${url.origin}${canonical}`, siteTitle: site.title, siteUrl }),
    ...(layer ? { dataset: datasetSummaryOf(layer, portal, item.id) } : {}),
  };
}
