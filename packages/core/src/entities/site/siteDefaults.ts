import { upgradeCatalogSchema } from '../../catalogs/upgradeCatalogSchema.ts';
import { SITE_SCHEMA_VERSION } from '../../constants.ts';
import { cloneDefault, deepFreeze } from '../common/deepFreeze.ts';
import { itemEntityDefaults } from '../common/itemEntityDefaults.ts';
import type { HubSite, SiteLayout, SiteTheme } from './site.ts';
import { SITE_ITEM_TYPES, SITE_TYPE_KEYWORDS } from './site.ts';

const THEME: SiteTheme = deepFreeze({
  header: { background: '#ffffff', text: '#595959' },
  body: { background: '#ffffff', text: '#595959', link: '#0079c1' },
  button: { background: '#0079c1', text: '#ffffff' },
  globalNav: { background: '#ffffff', text: '#595959' },
  fonts: { base: { family: 'Avenir Next' }, heading: { family: 'Avenir Next' } },
});

const LAYOUT: SiteLayout = deepFreeze({
  header: { component: { name: 'site-header', settings: { headerType: 'default' } } },
  footer: { component: { name: 'site-footer', settings: { footerType: 'none' } } },
  sections: [],
});

const SITE: HubSite = deepFreeze({
  ...itemEntityDefaults(SITE_ITEM_TYPES[0], SITE_TYPE_KEYWORDS, SITE_SCHEMA_VERSION),
  subdomain: '',
  defaultHostname: '',
  map: { basemaps: {} },
  theme: THEME,
  pages: [],
  layout: LAYOUT,
  uiVersion: '2.4',
  feeds: {},
  notices: [],
  catalog: upgradeCatalogSchema({}),
  features: { 'hub:site:feature:follow': true, 'hub:site:feature:discussions': true },
  permissions: [],
  telemetry: {},
  legacyCapabilities: [],
  legacyTeams: [],
  isHubHome: false,
  contentViews: { sidePanelOpen: { app: true, map: true, dataset: true, document: true, feedback: true } },
});

/**
 * A new site with every default (spec 1 §3): white header with grey text, blue links and buttons with white text,
 * Avenir Next, header type `default`, footer type `none`, uiVersion 2.4, follow and discussions on. Each call
 * returns a fresh copy, so changing it never changes the next one.
 *
 * @example
 * const site = { ...siteDefaults(), name: 'Parks' };
 * site.theme.body.link; // "#0079c1"
 */
export function siteDefaults(): HubSite {
  return cloneDefault(SITE);
}

/**
 * The default site theme (a fresh copy).
 *
 * @example
 * siteDefaultTheme().fonts.base.family; // "Avenir Next"
 */
export function siteDefaultTheme(): SiteTheme {
  return cloneDefault(THEME);
}

/**
 * The default site layout (a fresh copy): header type `default`, footer type `none`, no sections.
 *
 * @example
 * siteDefaultLayout().footer.component.settings.footerType; // "none"
 */
export function siteDefaultLayout(): SiteLayout {
  return cloneDefault(LAYOUT);
}
