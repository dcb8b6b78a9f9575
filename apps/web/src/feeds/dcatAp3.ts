import { fileTypeIri, isoDate, mediaTypeIri, type FeedCatalog, type FeedItem } from './feedModel.ts';

/** The vocabularies DCAT-AP 3 uses, given inline so no reader has to fetch a context. */
export const DCAT_AP_CONTEXT = Object.freeze({
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  locn: 'http://www.w3.org/ns/locn#',
  gsp: 'http://www.opengis.net/ont/geosparql#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
});

const dateTime = (epoch: number) => ({ '@value': isoDate(epoch), '@type': 'xsd:dateTime' });
const iri = (value: string) => ({ '@id': value });

/**
 * The site's catalog as DCAT-AP 3.0 JSON-LD (ADR 0126): a `dcat:Catalog` (title, description, publisher as a
 * `foaf:Agent`, homepage, modified) of `dcat:Dataset`s (title, description, identifier, keywords, dates, landing page,
 * publisher, spatial box as a GeoSPARQL WKT literal) with their `dcat:Distribution`s — each with the mandatory
 * `dcat:accessURL` (a download's own url when it is a file), download url, media type, format and licence.
 *
 * @example
 * const jsonLd = dcatAp3(catalog, items);
 */
export function dcatAp3(catalog: FeedCatalog, items: readonly FeedItem[]) {
  const text = (value: string) => ({ '@value': value, '@language': catalog.language });
  const agent = (name: string) => ({ '@type': 'foaf:Agent', 'foaf:name': name });
  const latest = items.reduce((max, { view }) => Math.max(max, view.dates.updated.epoch), 0);
  return {
    '@context': DCAT_AP_CONTEXT,
    '@id': catalog.feedUrl,
    '@type': 'dcat:Catalog',
    'dct:title': text(catalog.title),
    'dct:description': text(catalog.description || catalog.title),
    'dct:publisher': agent(catalog.publisher),
    'foaf:homepage': iri(catalog.homepage),
    ...(latest > 0 ? { 'dct:modified': dateTime(latest) } : {}),
    'dcat:dataset': items.map(({ view, landingPage, distributions }) => {
      const [[west, south], [east, north]] = view.extent ?? [
        [0, 0],
        [0, 0],
      ];
      return {
        '@id': landingPage,
        '@type': 'dcat:Dataset',
        'dct:title': text(view.title),
        'dct:description': text(view.descriptionText || view.summary || view.title),
        'dct:identifier': view.id,
        'dcat:keyword': view.tags.map(text),
        'dct:issued': dateTime(view.dates.created.epoch),
        'dct:modified': dateTime((view.dates.dataUpdated ?? view.dates.updated).epoch),
        'dcat:landingPage': iri(landingPage),
        'dct:publisher': agent(view.publisher.organization),
        ...(view.extent
          ? {
              'dct:spatial': {
                '@type': 'dct:Location',
                'dcat:bbox': {
                  '@value': `POLYGON((${west} ${south}, ${east} ${south}, ${east} ${north}, ${west} ${north}, ${west} ${south}))`,
                  '@type': 'gsp:wktLiteral',
                },
              },
            }
          : {}),
        'dcat:distribution': distributions.map((d) => ({
          '@type': 'dcat:Distribution',
          'dct:title': text(d.title),
          'dcat:accessURL': iri(d.accessUrl ?? d.downloadUrl ?? landingPage),
          ...(d.downloadUrl ? { 'dcat:downloadURL': iri(d.downloadUrl) } : {}),
          ...(d.mediaType ? { 'dcat:mediaType': iri(mediaTypeIri(d.mediaType)) } : {}),
          'dct:format': iri(fileTypeIri(d.format)),
          ...(view.licenseUrl ? { 'dct:license': iri(view.licenseUrl) } : {}),
        })),
      };
    }),
  };
}
