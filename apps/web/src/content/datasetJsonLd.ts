import { isoAtPrecision } from '../format/formatDate.ts';
import type { ContentView } from './contentView.ts';

/**
 * schema.org `Dataset` JSON-LD of a dataset page (PRODUCT.md "Standards"), as the text of a
 * `<script type="application/ld+json">`: `<` is escaped so no value can close the script.
 *
 * @example
 * head = `<script type="application/ld+json">${datasetJsonLd(view, { pageUrl, siteTitle, siteUrl })}</script>`;
 */
export function datasetJsonLd(
  view: ContentView,
  where: { readonly pageUrl: string; readonly siteTitle: string; readonly siteUrl: string },
): string {
  const absolute = (url: string) => new URL(url, where.pageUrl).href;
  const [[w, s], [e, n]] = view.extent ?? [
    [0, 0],
    [0, 0],
  ];
  const document = {
    '@context': 'https://schema.org',
    '@type': 'Dataset',
    '@id': where.pageUrl,
    name: view.title,
    description: view.descriptionText || view.summary || view.title,
    url: where.pageUrl,
    identifier: view.id,
    keywords: view.tags,
    ...(view.licenseUrl ? { license: view.licenseUrl } : view.licenseText ? { license: view.licenseText } : {}),
    isAccessibleForFree: true,
    creator: { '@type': 'Organization', name: view.publisher.organization },
    publisher: { '@type': 'Organization', name: view.publisher.organization },
    dateCreated: isoAtPrecision(view.dates.created.epoch, 'day'),
    dateModified: isoAtPrecision(
      (view.dates.dataUpdated ?? view.dates.updated).epoch,
      (view.dates.dataUpdated ?? view.dates.updated).precision,
    ),
    ...(view.dates.published
      ? { datePublished: isoAtPrecision(view.dates.published.epoch, view.dates.published.precision) }
      : {}),
    ...(view.thumbnailUrl ? { thumbnailUrl: absolute(view.thumbnailUrl) } : {}),
    ...(view.extent
      ? { spatialCoverage: { '@type': 'Place', geo: { '@type': 'GeoShape', box: `${s} ${w} ${n} ${e}` } } }
      : {}),
    includedInDataCatalog: { '@type': 'DataCatalog', name: where.siteTitle, url: where.siteUrl },
  };
  return JSON.stringify(document).replace(/</g, '\\u003c');
}
