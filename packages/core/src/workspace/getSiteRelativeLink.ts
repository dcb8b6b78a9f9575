import { slugify } from '../ids/slugify.ts';
import { toUrlSlug } from '../ids/urlSlug.ts';
import { getContentFamily } from './getContentFamily.ts';
import { getHubEntityType } from './getHubEntityType.ts';

/** What a site-relative link is built from: an entity, or a portal item. */
export interface SiteLinkTarget {
  /** A hub entity type (`site`, `event`, …) or a portal item type (`Web Map`, `Solution`, …). */
  readonly type: string;
  readonly id?: string;
  /** Projects and initiatives are addressed by slug when they have one. */
  readonly slug?: string;
  /** Events are addressed by `{slugified title}-{id}`. */
  readonly title?: string;
  /** Users are addressed by username. */
  readonly username?: string;
  /** Deployed solutions live under /content; `Deployed` in typeKeywords means the same. */
  readonly isDeployed?: boolean;
  readonly typeKeywords?: readonly string[];
}

/** The families whose route is the plural of their name (the reference's rule). */
const PLURAL_ROUTE_FAMILIES: ReadonlySet<string> = new Set([
  'app',
  'dataset',
  'document',
  'map',
  'template',
  'project',
  'initiative',
  'discussion',
  'event',
]);

/** The item type a hub entity type given as `type` stands for. */
const ITEM_TYPE_OF_ENTITY: Readonly<Record<string, string>> = Object.freeze({
  site: 'Hub Site Application',
  page: 'Hub Page',
  project: 'Hub Project',
  initiative: 'Hub Initiative',
  initiativeTemplate: 'Hub Initiative Template',
  template: 'Solution',
  discussion: 'Discussion',
  survey: 'Form',
  event: 'Event',
});

/**
 * An event's URL slug: its slugified title, a hyphen and its id (spec 3 §2), empty parts and repeated hyphens
 * dropped as the reference does; the id alone without a title.
 *
 * @example
 * getEventSlug({ title: 'Spring Clean-up!', id: 'e1' }); // "spring-clean-up-e1"
 */
export function getEventSlug(event: { readonly title?: string; readonly id: string }): string {
  return [slugify(event.title ?? ''), event.id].join('-').split('-').filter(Boolean).join('-');
}

/**
 * The id inside an event slug: its last hyphen-separated segment (spec 2 §7).
 *
 * @example
 * getEventIdFromSlug('spring-clean-up-e1'); // "e1"
 */
export function getEventIdFromSlug(slug: string): string {
  return slug.split('-').pop() ?? slug;
}

/**
 * The link of an entity inside a site (spec 3 §2), as the reference builds it (getHubRelativeUrl; ADR 0203): groups
 * `/groups/{id}`, users `/people/{username}`; solutions `/templates/{id}/about` (`/content/{id}/about` once
 * deployed), initiative templates `/initiatives/templates/{id}/about`, pages `/pages/{id}`, surveys
 * `/feedback/surveys/{id}`; every other family the plural of its name (`/maps/{id}`, `/events/{title-id}`, …) or
 * `/content/{id}`. Projects and initiatives are addressed by their slug (`::` for `|`) when they have one, and get
 * their list route without an identifier; anything else without one gets no route (empty).
 *
 * @example
 * getSiteRelativeLink({ type: 'Web Map', id: 'c3d4' }); // "/maps/c3d4"
 * getSiteRelativeLink({ type: 'Hub Page', id: 'p1' }); // "/pages/p1"
 * getSiteRelativeLink({ type: 'Solution', id: 's1', typeKeywords: ['Deployed'] }); // "/content/s1/about"
 */
export function getSiteRelativeLink(target: SiteLinkTarget): string {
  const entityType = getHubEntityType(target.type);
  if (entityType === 'user') return target.username ? `/people/${encodeURIComponent(target.username)}` : '';
  if (entityType === 'group') return target.id ? `/groups/${target.id}` : '';
  const type = ITEM_TYPE_OF_ENTITY[target.type] ?? target.type;
  const keywords = [...(target.typeKeywords ?? []), ...(target.isDeployed ? ['Deployed'] : [])];
  const family = getContentFamily(type);
  const work = family === 'project' || family === 'initiative';
  const identifier =
    work && target.slug
      ? toUrlSlug(target.slug)
      : family === 'event' && target.id
        ? getEventSlug({ id: target.id, ...(target.title ? { title: target.title } : {}) })
        : target.id;
  const special = specialRoute(type, keywords, identifier);
  if (special !== undefined) return special;
  if (!identifier) return work ? `/${family}s` : '';
  if (family === 'feedback') return `/feedback/surveys/${identifier}`;
  if (type === 'Hub Page' || type === 'Site Page' || keywords.includes('hubPage')) return `/pages/${identifier}`;
  return family && PLURAL_ROUTE_FAMILIES.has(family) ? `/${family}s/${identifier}` : `/content/${identifier}`;
}

/** Solutions and initiative templates have their own about pages. */
function specialRoute(type: string, keywords: readonly string[], identifier: string | undefined): string | undefined {
  if (!identifier) return undefined;
  if (type === 'Solution') {
    return keywords.includes('Deployed') ? `/content/${identifier}/about` : `/templates/${identifier}/about`;
  }
  if (type === 'Web Mapping Application' && keywords.includes('hubSolutionTemplate')) {
    return `/templates/${identifier}/about`;
  }
  if (type === 'Hub Initiative Template' || (type === 'Hub Initiative' && keywords.includes('hubInitiativeTemplate'))) {
    return `/initiatives/templates/${identifier}/about`;
  }
  return undefined;
}
