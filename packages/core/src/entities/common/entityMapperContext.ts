import type { SiteLinkTarget } from '../../workspace/getSiteRelativeLink.ts';
import type { EntityLinks } from './hubItemEntity.ts';

/** What a mapper needs beyond the item to compute derived fields. */
export interface EntityMapperContext {
  /** The portal REST root (`https://host/sharing/rest`), for thumbnail urls. */
  readonly portal: string;
  /** Appended to thumbnail urls of non-public items. */
  readonly token?: string;
  /** True on a portal anonymous visitors cannot use: nothing is downloaded through the hub's proxy there. */
  readonly privatePortal?: boolean;
  /** True when the portal keeps deleted items in a recycle bin (ADR 0031). */
  readonly recycleBinEnabled?: boolean;
  /** Builds `self`, `siteRelative` and `workspaceRelative` links; by default the workspace's `getEntityLinks`. */
  readonly buildLinks?: (entity: SiteLinkTarget) => EntityLinks;
}
