import { siteValues, type MutableSiteModel } from './siteMigrationModel.ts';

/** Index-era placeholders of a DCAT-US 1.1 feed and their v3 names. */
const V3_VALUES: readonly (readonly [string, string])[] = [
  ['{{default.name}}', '{{name}}'],
  ['{{default.description}}', '{{description}}'],
  ['{{item.tags}}', '{{tags}}'],
  ['{{item.created:toISO}}', '{{created:toISO}}'],
  ['{{item.modified:toISO}}', '{{modified:toISO}}'],
  ['{{default.source.source}}', '{{source}}'],
  ['{{item.owner}}', '{{owner}}'],
  ['{{org.portalProperties.links.contactUs.url}}', '{{orgContactEmail}}'],
  ['{{org.name}}', '{{orgName}}'],
  ['{{item.categories}}', '{{categories}}'],
  ['{{item.licenseInfo}}', '{{licenseInfo}}'],
  ['{{item.modified}}', '{{modified}}'],
  ['{{enrichments.categories}}', '{{categories}}'],
  ['{{default.id}}', '{{id}}'],
  ['{{item.licenseInfo || No License}}', '{{licenseInfo || No License}}'],
  [
    '{{org.portalProperties.links.contactUs.url || mailto:data@tempe.gov}}',
    '{{orgContactEmail || mailto:data@tempe.gov}}',
  ],
  ['{{default.description || No Description}}', '{{description || No Description}}'],
  ['{{item.id}}', '{{id}}'],
];

/**
 * Step 1.5: feeds get their own place, `data.feeds` (started empty); a custom DCAT-US 1.1 configuration
 * (`data.values.dcatConfig`, left where it was) is copied to `data.feeds.dcatUS11` with its index-era placeholders
 * renamed to the v3 ones.
 */
export function migrateFeedConfig(model: MutableSiteModel): void {
  const config = siteValues(model).dcatConfig;
  model.data.feeds = config ? { dcatUS11: toV3Values(config) } : {};
}

function toV3Values(config: unknown): unknown {
  let text = JSON.stringify(config);
  for (const [from, to] of V3_VALUES) text = text.split(from).join(to);
  return JSON.parse(text) as unknown;
}
