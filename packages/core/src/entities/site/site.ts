import { z } from 'zod/mini';
import { hubCatalogSchema } from '../../catalogs/HubCatalog.ts';
import { entityFeaturesSchema, entityPermissionSchema, hubItemEntitySchema } from '../common/hubItemEntity.ts';
import { hubNoticeSchema } from '../../notices/hubNotice.ts';

/** Colours and fonts of a site (spec 1 §3 "Default theme"). */
export const siteThemeSchema = z.looseObject({
  header: z.looseObject({ background: z.string(), text: z.string() }),
  body: z.looseObject({ background: z.string(), text: z.string(), link: z.string() }),
  button: z.looseObject({ background: z.string(), text: z.string() }),
  globalNav: z.optional(z.looseObject({ background: z.string(), text: z.string() })),
  fonts: z.looseObject({ base: z.looseObject({ family: z.string() }), heading: z.looseObject({ family: z.string() }) }),
});
/** A site's theme: header, body, link and button colours and fonts. */
export type SiteTheme = z.infer<typeof siteThemeSchema>;

const layoutComponentSchema = <S extends z.ZodMiniType>(settings: S) =>
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
export const sitePageLinkSchema = z.looseObject({ id: z.string(), title: z.string(), slug: z.optional(z.string()) });

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
 * const input = z.partial(hubSiteSchema).parse(await request.json());
 */
export const hubSiteSchema = z.extend(hubItemEntitySchema, {
  subdomain: z.string(),
  defaultHostname: z.string(),
  customHostname: z.optional(z.string()),
  clientId: z.optional(z.string()),
  map: z.looseObject({ basemaps: z.looseObject({ primary: z.optional(z.unknown()) }) }),
  defaultExtent: z.optional(recordSchema),
  theme: siteThemeSchema,
  pages: z.array(sitePageLinkSchema),
  headerSass: z.optional(z.string()),
  headContent: z.optional(z.string()),
  layout: siteLayoutSchema,
  uiVersion: z.string(),
  feeds: recordSchema,
  events: z.optional(recordSchema),
  initiatives: z.optional(z.array(z.string())),
  projects: z.optional(z.array(z.string())),
  content: z.optional(recordSchema),
  catalog: hubCatalogSchema,
  features: entityFeaturesSchema,
  /** Grants on the site's policies (`data.permissions`), with the implicit ones of spec 1 §6. */
  permissions: z.array(entityPermissionSchema),
  telemetry: recordSchema,
  legacyCapabilities: z.array(z.string()),
  legacyTeams: z.array(z.string()),
  isHubHome: z.boolean(),
  followersGroupId: z.optional(z.string()),
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
