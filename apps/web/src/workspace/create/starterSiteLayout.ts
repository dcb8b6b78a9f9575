import {
  getDefaultItemCollections,
  siteDefaultLayout,
  upgradeCatalogSchema,
  type HubCatalog,
  type SiteLayout,
} from '@plaza/core';

/** The words of a new site's first layout, in the language of the person creating it. */
export interface StarterWords {
  readonly title: string;
  readonly subtitle: string;
  readonly latest: string;
  readonly aboutHeading: string;
  readonly aboutText: string;
}

const card = (name: string, settings: Record<string, unknown>) => ({ width: 12, component: { name, settings } });
const section = (cards: ReturnType<typeof card>[], style: Record<string, unknown> = {}, containment = 'fixed') => ({
  containment,
  style,
  rows: cards.map((c) => ({ cards: [c] })),
});

/**
 * The home layout a site created in the workspace starts from (issue 13): a hero with the site's name and a search
 * box, the latest content of its catalog, and an "about" text to edit; core's default header and footer around it.
 * Core's own site default stays spec 1 §3's empty layout; this is the workspace's starting point.
 *
 * @example
 * starterSiteLayout({ title: 'Harbour', subtitle: '…', latest: 'Latest content', aboutHeading: 'About', aboutText: '…' });
 */
export function starterSiteLayout(words: StarterWords): SiteLayout {
  return {
    ...siteDefaultLayout(),
    sections: [
      section(
        [card('jumbotron-card', { title: words.title, subtitle: words.subtitle, showSearch: true })],
        { background: { color: '#0b3d4a' }, color: '#ffffff' },
        'fluid',
      ),
      section([
        card('items/gallery-card', {
          title: words.latest,
          query: { sortField: 'modified', sortOrder: 'desc' },
          limit: 6,
          layout: 'grid',
          showSearchLink: true,
        }),
      ]),
      section([card('markdown-card', { markdown: `## ${words.aboutHeading}\n\n${words.aboutText}` })]),
    ],
  } as SiteLayout;
}

/**
 * A new site's catalog: the default collections over its organisation's items (`orgid`). Core's default catalog
 * has an empty scope, which searches nothing a site can show (issue 13).
 *
 * @example
 * starterSiteCatalog(portal.id).scopes.item.filters; // [{ predicates: [{ orgid: [portal.id] }] }]
 */
export function starterSiteCatalog(orgId: string): HubCatalog {
  const catalog = upgradeCatalogSchema({});
  return {
    ...catalog,
    scopes: { ...catalog.scopes, item: { targetEntity: 'item', filters: [{ predicates: [{ orgid: [orgId] }] }] } },
    // Core's upgraded catalog has no collections, as the reference's (ADR 0198): the starter names them.
    collections: getDefaultItemCollections(),
  } as HubCatalog;
}
