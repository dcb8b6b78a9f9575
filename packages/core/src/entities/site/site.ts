import { z } from 'zod';
import { hubCatalogSchema } from '../../catalogs/HubCatalog.ts';
import { entityFeaturesSchema, hubItemEntitySchema } from '../common/hubItemEntity.ts';
import { hubNoticeSchema } from '../../notices/hubNotice.ts';

/** Colours and fonts of a site (spec 1 §3 "Default theme"). */
export const siteThemeSchema = z.looseObject({
  header: z.looseObject({ background: z.string(), text: z.string() }),
  body: z.looseObject({ background: z.string(), text: z.string(), link: z.string() }),
  button: z.looseObject({ background: z.string(), text: z.string() }),
  globalNav: z.looseObject({ background: z.string(), text: z.string() }).optional(),
  fonts: z.looseObject({ base: z.looseObject({ family: z.string() }), heading: z.looseObject({ family: z.string() }) }),
});
/** A site's theme: header, body, link and button colours and fonts. */
export type SiteTheme = z.infer<typeof siteThemeSchema>;

const layoutComponentSchema = <S extends z.ZodType>(settings: S) =>
  z.looseObject({ component: z.looseObject({ name: z.string(), settings }) });

/** Header, footer and sections of a site layout. */
export const siteLayoutSchema = z.looseObject({
  header: layoutComponentSchema(z.looseObject({ headerType: z.string() })),
  footer: layoutComponentSchema(z.looseObject({ footerType: z.string() })),
  sections: z.array(z.unknown()),
});
/** A site's or page's layout: sections → rows → cards, plus header and footer components. */
export type SiteLayout = z.infer<typeof siteLayoutSchema>;

/** A page linked into a site. */
export const sitePageLinkSchema = z.looseObject({ id: z.string(), title: z.string(), slug: z.string().optional() });

/** Side panel open state per content family (spec 1 §3 contentViews). */
export const siteContentViewsSchema = z.looseObject({
  sidePanelOpen: z.looseObject({
    app: z.boolean(),
    map: z.boolean(),
    dataset: z.boolean(),
    document: z.boolean(),
    feedback: z.boolean(),
  }),
});

const recordSchema = z.record(z.string(), z.unknown());

/**
 * A Site (spec 1 §3): item type Hub Site Application (Site Application on enterprise).
 *
 * @example
 * const input = hubSiteSchema.partial().parse(await request.json());
 */
export const hubSiteSchema = hubItemEntitySchema.extend({
  subdomain: z.string(),
  defaultHostname: z.string(),
  customHostname: z.string().optional(),
  clientId: z.string().optional(),
  map: z.looseObject({ basemaps: z.looseObject({ primary: z.unknown().optional() }) }),
  defaultExtent: recordSchema.optional(),
  theme: siteThemeSchema,
  pages: z.array(sitePageLinkSchema),
  headerSass: z.string().optional(),
  headContent: z.string().optional(),
  layout: siteLayoutSchema,
  uiVersion: z.string(),
  feeds: recordSchema,
  events: recordSchema.optional(),
  initiatives: z.array(z.string()).optional(),
  projects: z.array(z.string()).optional(),
  content: recordSchema.optional(),
  catalog: hubCatalogSchema,
  features: entityFeaturesSchema,
  telemetry: recordSchema,
  legacyCapabilities: z.array(z.string()),
  legacyTeams: z.array(z.string()),
  isHubHome: z.boolean(),
  followersGroupId: z.string().optional(),
  contentViews: siteContentViewsSchema,
  /** Notices shown on the site (issue 19, spec 3 §3), stored as `data.notices`. */
  notices: z.array(hubNoticeSchema),
});
/** A site entity; see {@link hubSiteSchema}. */
export type HubSite = z.infer<typeof hubSiteSchema>;

/**
 * Item types of sites: cloud first, enterprise second.
 *
 * @example
 * SITE_ITEM_TYPES.includes(item.type); // a site on either edition
 */
export const SITE_ITEM_TYPES = Object.freeze(['Hub Site Application', 'Site Application'] as const);
/** Type keywords every site carries. */
export const SITE_TYPE_KEYWORDS = Object.freeze(['Hub Site', 'hubSite'] as const);
