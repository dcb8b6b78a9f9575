import { getSiteRelativeLink } from '@plaza/core';
import type { WorkspaceEntity } from '../api/workspaceKinds.ts';

/**
 * Where the entity is seen by visitors: a site at its own address (its hostname on this server's scheme and port),
 * a page, project or initiative at its route on the current site (spec 3 §2).
 *
 * @example
 * viewOnSiteHref({ kind: 'project', entity: project }, location); // "/projects/riverside::greenway"
 */
export function viewOnSiteHref(target: WorkspaceEntity, here: { readonly protocol: string }): string {
  if (target.kind === 'site') {
    const host = target.entity.customHostname || target.entity.defaultHostname;
    return host ? `${here.protocol}//${host}/` : (target.entity.url ?? '/');
  }
  return getSiteRelativeLink({
    type: target.kind,
    id: target.entity.id,
    ...(target.entity.slug ? { slug: target.entity.slug } : {}),
  });
}
