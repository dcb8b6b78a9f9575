import { hubLogger, type HubLogger } from '../log/hubLogger.ts';

/** The default home site model (spec 3 §6): a site item (with url) and its data. */
export interface HomeSiteModel {
  readonly item: { readonly id: string; readonly url?: string | null; readonly [key: string]: unknown };
  readonly data: Record<string, unknown>;
}

/** What a new organisation's home site is filled with (spec 3 §6 organisation info). */
export interface HomeSiteOrgInfo {
  readonly orgId: string;
  readonly siteTitle: string;
  readonly orgTitle: string;
  readonly url: string;
}

type Json = Record<string, unknown>;

function objectAt(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

/**
 * A copy of the default home site model filled for an organisation (spec 3 §6): the item's url, the data's
 * `catalog.orgId`, `values.title`, the layout header's title and the first section's first card's `orgName`.
 * The input is never changed. When the layout has no header or no first card, what could be set is set and an
 * error naming the model id is logged (spec 3 §8: not user-visible).
 *
 * @example
 * const model = injectHomeSiteValues(template, { orgId, orgTitle: 'Riverside', siteTitle: 'Riverside', url });
 * model.data.catalog; // { orgId, ... }
 */
export function injectHomeSiteValues(
  model: HomeSiteModel,
  org: HomeSiteOrgInfo,
  logger: HubLogger = hubLogger,
): HomeSiteModel {
  const data = structuredClone(model.data);
  data.catalog = { ...(objectAt(data.catalog) ?? {}), orgId: org.orgId };
  const values: Json = objectAt(data.values) ?? {};
  data.values = values;
  values.title = org.siteTitle;
  const layout = objectAt(values.layout);
  const headerSettings = objectAt(objectAt(objectAt(layout?.header)?.component)?.settings);
  const sections = Array.isArray(layout?.sections) ? (layout.sections as unknown[]) : [];
  const rows = objectAt(sections[0])?.rows;
  const cards = Array.isArray(rows) ? objectAt(rows[0])?.cards : undefined;
  const cardSettings = Array.isArray(cards) ? objectAt(objectAt(objectAt(cards[0])?.component)?.settings) : undefined;
  if (headerSettings) headerSettings.title = org.siteTitle;
  if (cardSettings) cardSettings.orgName = org.orgTitle;
  if (!headerSettings || !cardSettings) {
    logger.error(`Could not inject the organisation's values into the home site model ${model.item.id}.`);
  }
  return { item: { ...model.item, url: org.url }, data };
}
