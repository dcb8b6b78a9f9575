import { getHubEntityType } from './getHubEntityType.ts';
import { getSiteRelativeLink, type SiteLinkTarget } from './getSiteRelativeLink.ts';
import { getWorkspaceRoute } from './getWorkspaceRoute.ts';
import { getGroupHomeUrl, getItemHomeUrl, getUserHomeUrl } from './portalHomeUrls.ts';

/** The links every entity carries (spec 1 §3 derived fields, spec 2 §3 content links). */
export interface EntityLinkSet {
  /** The entity's own page on the portal (item, group or user home); for events, its site page. */
  readonly self: string;
  readonly siteRelative: string;
  readonly workspaceRelative: string;
}

/**
 * The `self`, `siteRelative` and `workspaceRelative` links of an entity (a site's own URL is its `url`,
 * set where the site is created).
 *
 * @example
 * getEntityLinks({ type: 'Web Map', id: 'c3d4' }, 'https://example.org/portal');
 * // { self: 'https://example.org/portal/home/item.html?id=c3d4', siteRelative: '/maps/c3d4',
 * //   workspaceRelative: '/workspace/content/c3d4' }
 */
export function getEntityLinks(target: SiteLinkTarget, portalUrl: string): EntityLinkSet {
  const entityType = getHubEntityType(target.type);
  const siteRelative = getSiteRelativeLink(target);
  const workspaceId = entityType === 'user' ? (target.id ?? target.username) : target.id;
  return {
    self: selfLink(entityType, target, portalUrl, siteRelative),
    siteRelative,
    workspaceRelative: getWorkspaceRoute(entityType, workspaceId),
  };
}

function selfLink(
  entityType: ReturnType<typeof getHubEntityType>,
  target: SiteLinkTarget,
  portalUrl: string,
  siteRelative: string,
): string {
  if (entityType === 'user') return target.username ? getUserHomeUrl(portalUrl, target.username) : '';
  if (entityType === 'event') return siteRelative;
  if (!target.id) return '';
  return entityType === 'group' ? getGroupHomeUrl(portalUrl, target.id) : getItemHomeUrl(portalUrl, target.id);
}
