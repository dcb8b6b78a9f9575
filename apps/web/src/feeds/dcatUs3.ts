import { fileTypeIri, isoDate, mediaTypeIri, type FeedCatalog, type FeedItem } from './feedModel.ts';

/**
 * The site's catalog as DCAT-US 3.0 JSON (the DOI-DO/dcat-us JSON schema; ADR 0126): a Catalog of Datasets, each with
 * its title, description, publisher, identifiers, keywords, dates, landing page and bounding box, and its
 * distributions (downloads and APIs, with the licence).
 *
 * @example
 * const json = dcatUs3(catalog, items);
 */
export function dcatUs3(catalog: FeedCatalog, items: readonly FeedItem[]) {
  const publisher = { '@type': 'Organization', name: catalog.publisher, prefLabel: catalog.publisher };
  return {
    '@context': 'https://raw.githubusercontent.com/DOI-DO/dcat-us/main/context/dcat-us-3.0.jsonld',
    '@id': catalog.feedUrl,
    '@type': 'Catalog',
    conformsTo: 'https://resources.data.gov/schemas/dcat-us/v3.0/schema',
    title: catalog.title,
    description: catalog.description || catalog.title,
    publisher,
    homepage: catalog.homepage,
    dataset: items.map(({ view, landingPage, distributions }) => {
      const [[west, south], [east, north]] = view.extent ?? [
        [0, 0],
        [0, 0],
      ];
      return {
        '@id': landingPage,
        '@type': 'Dataset',
        title: view.title,
        description: view.descriptionText || view.summary || view.title,
        publisher: { ...publisher, name: view.publisher.organization, prefLabel: view.publisher.organization },
        identifier: [landingPage, view.id],
        // The published JSON schema takes one keyword string (its Dataset.keyword): the tags, comma-separated.
        ...(view.tags.length > 0 ? { keyword: view.tags.join(', ') } : {}),
        issued: isoDate(view.dates.created.epoch),
        modified: isoDate((view.dates.dataUpdated ?? view.dates.updated).epoch),
        landingPage,
        ...(view.extent
          ? {
              geographicBoundingBox: [
                {
                  '@type': 'GeographicBoundingBox',
                  westBoundingLongitude: String(west),
                  southBoundingLatitude: String(south),
                  eastBoundingLongitude: String(east),
                  northBoundingLatitude: String(north),
                },
              ],
            }
          : {}),
        distribution: distributions.map((d) => ({
          '@type': 'Distribution',
          title: d.title,
          ...(d.downloadUrl ? { downloadURL: d.downloadUrl } : {}),
          ...(d.accessUrl ? { accessURL: d.accessUrl } : {}),
          ...(d.mediaType ? { mediaType: mediaTypeIri(d.mediaType) } : {}),
          format: fileTypeIri(d.format),
          ...(view.licenseUrl ? { license: view.licenseUrl } : {}),
        })),
      };
    }),
  };
}
