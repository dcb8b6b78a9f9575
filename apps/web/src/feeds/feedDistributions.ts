import type { FeedDistribution } from './feedModel.ts';

/** A file item's own file, by its type: format code and media type. */
const FILE_FORMATS: Readonly<Record<string, { format: string; mediaType: string }>> = {
  CSV: { format: 'CSV', mediaType: 'text/csv' },
  GeoJson: { format: 'GEOJSON', mediaType: 'application/geo+json' },
  KML: { format: 'KML', mediaType: 'application/vnd.google-earth.kml+xml' },
  'Microsoft Excel': { format: 'XLSX', mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  PDF: { format: 'PDF', mediaType: 'application/pdf' },
  Shapefile: { format: 'SHP', mediaType: 'application/zip' },
  'Microsoft Word': {
    format: 'DOCX',
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  Image: { format: 'PNG', mediaType: 'image/png' },
};

/** The exports of a hosted layer (issue 17), as distributions. */
const EXPORTS = [
  { title: 'CSV', path: 'csv', format: 'CSV', mediaType: 'text/csv' },
  { title: 'GeoJSON', path: 'geojson', format: 'GEOJSON', mediaType: 'application/geo+json' },
  { title: 'KML', path: 'kml', format: 'KML', mediaType: 'application/vnd.google-earth.kml+xml' },
] as const;

/**
 * The ways to get an item's data: a layer hosted here has its exports, its feature service and its OGC API –
 * Features collection; a file item its file, when it has one that is not empty (issue 43: a feed never lists a file
 * it cannot give); anything with a url that url; every item its page.
 *
 * @example
 * distributionsOf({ id, type: 'PDF', size: 2048 }, 'https://data.example', landingPage); // the PDF's download
 */
export function distributionsOf(
  item: { id: string; type: string; url?: string | null | undefined; size?: number },
  origin: string,
  landingPage: string,
): FeedDistribution[] {
  const hosted = item.url ? new URL(item.url, origin) : undefined;
  const isHostedLayer =
    hosted !== undefined &&
    hosted.origin === origin &&
    /\/(FeatureServer|MapServer)(\/\d+)?\/?$/i.test(hosted.pathname);
  if (isHostedLayer) {
    return [
      ...EXPORTS.map((e) => ({
        title: e.title,
        downloadUrl: `${origin}/api/download/v1/items/${item.id}/${e.path}`,
        mediaType: e.mediaType,
        format: e.format,
      })),
      { title: 'ArcGIS GeoServices REST API', accessUrl: hosted.href, format: 'REST' },
      {
        title: 'OGC API – Features',
        accessUrl: `${origin}/api/ogc/features/v1/collections/${item.id}_0`,
        format: 'REST',
      },
    ];
  }
  const file = FILE_FORMATS[item.type];
  if (file && (item.size ?? 0) > 0) {
    return [{ title: item.type, downloadUrl: `${origin}/sharing/rest/content/items/${item.id}/data`, ...file }];
  }
  if (item.url && /^https?:/i.test(item.url)) return [{ title: item.type, accessUrl: item.url, format: 'HTML' }];
  return [{ title: 'Web page', accessUrl: landingPage, mediaType: 'text/html', format: 'HTML' }];
}
