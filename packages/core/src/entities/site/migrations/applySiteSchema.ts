import { siteDefaultLayout, siteDefaultTheme, siteDefaults } from '../siteDefaults.ts';
import { SITE_TYPE_KEYWORDS } from '../site.ts';
import { ensureRecord, isRecord } from '../../common/mutableItemModel.ts';
import { type MutableSiteModel } from './siteMigrationModel.ts';

/**
 * Step 1 (ADR 0032): gives a 1.0-era site the shape every later step relies on. Fills what is missing —
 * theme parts, layout header/footer (types `default`/`none`), sections, pages, capabilities, map, contentViews,
 * uiVersion 2.4 — adds the site type keywords and `hubsubdomain|{subdomain}`; never overwrites a stored value.
 */
export function applySiteSchema(model: MutableSiteModel): void {
  model.item.properties = model.item.properties ?? {};
  const values = ensureRecord(model.data, 'values');
  const defaults = siteDefaults();

  const theme = ensureRecord(values, 'theme');
  for (const [part, value] of Object.entries(siteDefaultTheme())) {
    if (!isRecord(theme[part])) theme[part] = value;
  }

  const layout = ensureRecord(values, 'layout');
  const defaultLayout = siteDefaultLayout();
  const header = ensureRecord(ensureRecord(layout, 'header'), 'component');
  if (typeof header.name !== 'string') header.name = defaultLayout.header.component.name;
  const headerSettings = ensureRecord(header, 'settings');
  if (typeof headerSettings.headerType !== 'string') headerSettings.headerType = 'default';
  const footer = ensureRecord(ensureRecord(layout, 'footer'), 'component');
  if (typeof footer.name !== 'string') footer.name = defaultLayout.footer.component.name;
  const footerSettings = ensureRecord(footer, 'settings');
  if (typeof footerSettings.footerType !== 'string') footerSettings.footerType = 'none';
  if (!Array.isArray(layout.sections)) layout.sections = [];

  if (!Array.isArray(values.pages)) values.pages = [];
  if (!Array.isArray(values.capabilities)) values.capabilities = [];
  if (!isRecord(values.map)) values.map = defaults.map;
  if (!isRecord(values.contentViews)) values.contentViews = defaults.contentViews;
  if (typeof values.uiVersion !== 'string') values.uiVersion = defaults.uiVersion;

  const keywords = [...model.item.typeKeywords];
  for (const keyword of SITE_TYPE_KEYWORDS) if (!keywords.includes(keyword)) keywords.push(keyword);
  if (
    typeof values.subdomain === 'string' &&
    values.subdomain &&
    !keywords.some((k) => k.startsWith('hubsubdomain|'))
  ) {
    keywords.push(`hubsubdomain|${values.subdomain}`);
  }
  model.item.typeKeywords = keywords;
}
