import type { ContentView } from '../content/contentView.ts';

/** One way to get an item's data: a file to download, or an API or page to use. */
export interface FeedDistribution {
  readonly title: string;
  /** The data as a file (`dcat:downloadURL`). */
  readonly downloadUrl?: string;
  /** Where the data is used or reached (`dcat:accessURL`). */
  readonly accessUrl?: string;
  /** IANA media type (`text/csv`). */
  readonly mediaType?: string;
  /** The EU file-type authority code (`CSV`, `GEOJSON`, `KML`, `REST`, `HTML`). */
  readonly format: string;
}

/** A public item as the feeds list it: its content view, its page on the site, and its distributions. */
export interface FeedItem {
  readonly view: ContentView;
  /** The item's page on the site, absolute. */
  readonly landingPage: string;
  readonly distributions: readonly FeedDistribution[];
}

/** What every feed says about the site itself. */
export interface FeedCatalog {
  readonly title: string;
  readonly description: string;
  readonly publisher: string;
  /** The site's home, absolute. */
  readonly homepage: string;
  /** This feed's own address. */
  readonly feedUrl: string;
  readonly language: string;
}

/**
 * The EU publications office's file-type IRI of a format code, used by DCAT-US 3 and DCAT-AP 3 alike.
 *
 * @example
 * fileTypeIri('CSV'); // "http://publications.europa.eu/resource/authority/file-type/CSV"
 */
export function fileTypeIri(code: string): string {
  return `http://publications.europa.eu/resource/authority/file-type/${code}`;
}

/**
 * The IANA IRI of a media type.
 *
 * @example
 * mediaTypeIri('text/csv'); // "https://www.iana.org/assignments/media-types/text/csv"
 */
export function mediaTypeIri(mediaType: string): string {
  return `https://www.iana.org/assignments/media-types/${mediaType}`;
}

/** A date as ISO 8601 (date and time, UTC). */
export function isoDate(epoch: number): string {
  return new Date(epoch).toISOString();
}
