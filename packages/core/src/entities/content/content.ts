import type { ContentEntity, ContentExtendedProps } from '../../content/contentEntity.ts';
import type { DatedValue } from '../../content/datedValue.ts';
import type { ContentLicense } from '../../content/licenses.ts';
import type { ContentFamily } from '../../workspace/getContentFamily.ts';
import type { EntityLinks, HubItemEntity } from '../common/hubItemEntity.ts';

/** Who published a content item (spec 3 §3 derived content model `publisher`). */
export interface ContentPublisher {
  readonly name: string;
  readonly username: string;
  readonly orgId?: string;
}

/** A link that goes with a content item (spec 3 §3 `additionalResources`). */
export interface ContentResource {
  readonly name: string;
  readonly url: string;
  /** True when the link is where the item's data comes from (its service or file url). */
  readonly isDataSource: boolean;
}

/**
 * Any portal item that is not a site, page, project, initiative, template, discussion, survey or event, as a hub
 * entity (spec 2 §3 "Content entity", spec 3 §3 derived content model; ADR 0153): the common fields plus its licence
 * (stored as `licenseInfo`), and derived — its family, file, publisher, whether it is offered for download, its
 * resources, its dates with their precision, its service facts and its links. Its data is the item's file, which the
 * entity neither reads nor writes.
 */
export interface HubContent extends HubItemEntity {
  /** The item's licence as stored (HTML or text); see `readLicense`/`licenseInfoOf`. */
  readonly licenseInfo: string;
  // derived
  readonly license: ContentLicense;
  readonly family: ContentFamily;
  /** The name of the item's file, for file items. */
  readonly fileName?: string;
  /** The size of the item's file in bytes, for file items. */
  readonly size?: number;
  /** The owner's folder the item is in (`ownerFolder`); absent in the root folder. */
  readonly folderId?: string;
  readonly publisher: ContentPublisher;
  readonly isDownloadable: boolean;
  readonly additionalResources: readonly ContentResource[];
  readonly dates: { readonly created: DatedValue; readonly updated: DatedValue };
  readonly extendedProps: ContentExtendedProps;
  readonly links: EntityLinks & Partial<Pick<ContentEntity['links'], 'siteRelativeEntityType' | 'contentEditUrl'>>;
}

/**
 * Schema version of content entities: content items carry no hub schema of their own.
 *
 * @example
 * content.schemaVersion === CONTENT_SCHEMA_VERSION; // 1
 */
export const CONTENT_SCHEMA_VERSION = 1;
