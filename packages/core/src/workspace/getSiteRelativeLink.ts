import { slugify } from '../ids/slugify.ts';
import { toUrlSlug } from '../ids/urlSlug.ts';
import { getContentFamily, type ContentFamily } from './getContentFamily.ts';
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

const ROUTES: Readonly<Record<ContentFamily, (id: string) => string>> = {
  content: (id) => `/content/${id}`,
  site: (id) => `/content/${id}`,
  app: (id) => `/apps/${id}`,
  dataset: (id) => `/datasets/${id}`,
  document: (id) => `/documents/${id}`,
  map: (id) => `/maps/${id}`,
  template: (id) => `/templates/${id}`,
  project: (id) => `/projects/${id}`,
  initiative: (id) => `/initiatives/${id}`,
  discussion: (id) => `/discussions/${id}`,
  event: (id) => `/events/${id}`,
  page: (id) => `/pages/${id}`,
  feedback: (id) => `/feedback/surveys/${id}`,
  solution: (id) => `/templates/${id}/about`,
  initiativeTemplate: (id) => `/initiatives/templates/${id}/about`,
};

/**
 * An event's URL slug: its slugified title, a hyphen and its id (spec 3 §2); the id alone without a title.
 *
 * @example
 * getEventSlug({ title: 'Spring Clean-up!', id: 'e1' }); // "spring-clean-up-e1"
 */
export function getEventSlug(event: { readonly title?: string; readonly id: string }): string {
  const title = event.title === undefined ? '' : slugify(event.title);
  return title === '' ? event.id : `${title}-${event.id}`;
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
 * The link of an entity inside a site (spec 3 §2): groups `/groups/{id}`, users `/people/{username}`, events
 * `/events/{title-id}`, solutions `/templates/{id}/about` (or `/content/{id}/about` once deployed), and every
 * other entity or item by its content family. A project or initiative without slug or id routes to `/projects` or
 * `/initiatives`; anything else without an id has an empty route.
 *
 * @example
 * getSiteRelativeLink({ type: 'Web Map', id: 'c3d4' }); // "/maps/c3d4"
 * getSiteRelativeLink({ type: 'project', id: 'p1', slug: 'riverside|park-plan' }); // "/projects/riverside::park-plan"
 * getSiteRelativeLink({ type: 'Solution', id: 's1', typeKeywords: ['Deployed'] }); // "/content/s1/about"
 */
export function getSiteRelativeLink(target: SiteLinkTarget): string {
  const entityType = getHubEntityType(target.type);
  if (entityType === 'user') return target.username ? `/people/${encodeURIComponent(target.username)}` : '';
  const id = target.id;
  if (entityType === 'group') return id ? `/groups/${id}` : '';
  const family = familyOf(target.type, entityType);
  const work = family === 'project' || family === 'initiative';
  if (work && target.slug) return ROUTES[family](toUrlSlug(target.slug));
  // Spec 3 §2: initiatives and projects get a route even without an id (their list); other items need one.
  if (!id) return work ? `/${family}s` : '';
  if (family === 'event') return ROUTES.event(getEventSlug({ id, ...(target.title ? { title: target.title } : {}) }));
  if (family === 'solution' && (target.isDeployed || target.typeKeywords?.includes('Deployed'))) {
    return `/content/${id}/about`;
  }
  return ROUTES[family](id);
}

function familyOf(type: string, entityType: ReturnType<typeof getHubEntityType>): ContentFamily {
  switch (entityType) {
    case 'content':
      return getContentFamily(type);
    case 'survey':
      return 'feedback';
    case 'template':
      return 'solution';
    default:
      return entityType === 'group' || entityType === 'user' ? 'content' : entityType;
  }
}
