import type { ColumnType, Generated } from 'kysely';

// Tables of items, folders, sharing and stored files (issue 4; migration 0010). Listed in `Database`.

/** Item access (PORTAL-API.md "Visibility"). */
export type ItemAccess = 'private' | 'shared' | 'org' | 'public';

type JsonOrNull<T> = ColumnType<T | null, string | null | undefined, string | null>;
type TextArray = ColumnType<string[], string[] | undefined, string[]>;

export interface ItemTable {
  id: string;
  owner: string;
  org_id: string;
  /** Folder id, or null for the owner's root folder. */
  owner_folder: string | null;
  title: string;
  type: string;
  type_keywords: TextArray;
  tags: TextArray;
  categories: TextArray;
  /** Lower-cased copies for exact, case-insensitive search; maintained by a trigger. */
  tags_lc: Generated<string[]>;
  type_keywords_lc: Generated<string[]>;
  categories_lc: Generated<string[]>;
  snippet: Generated<string>;
  description: Generated<string>;
  license_info: Generated<string>;
  access_information: Generated<string>;
  culture: Generated<string>;
  url: string | null;
  /** File name of the item's data file, when it has one. */
  name: string | null;
  spatial_reference: string | null;
  /** Extent in WGS84 (xmin, ymin, xmax, ymax); all null when the item has none. */
  extent_xmin: number | null;
  extent_ymin: number | null;
  extent_xmax: number | null;
  extent_ymax: number | null;
  properties: JsonOrNull<Record<string, unknown>>;
  access: Generated<ItemAccess>;
  protected: Generated<boolean>;
  num_views: Generated<number>;
  /** Bytes of the item's data. */
  size: Generated<number>;
  /** Path of the thumbnail under `info/` (e.g. `thumbnail/thumbnail.png`). */
  thumbnail: string | null;
  created: number;
  modified: number;
  /** Ids of the groups the item is shared to, mirrored from `item_groups` by a trigger (ADR 0055). */
  group_ids: Generated<string[]>;
  /** Weighted full-text vector (title A, tags B, snippet C, description D); maintained by a trigger. */
  search_vector: Generated<string>;
}

export interface FolderTable {
  id: string;
  owner: string;
  title: string;
  created: number;
}

export interface ItemGroupTable {
  item_id: string;
  group_id: string;
  created: number;
}

/** What a stored file is to its item. */
export type ItemFileRole = 'data' | 'resource' | 'info' | 'download' | 'version';

export interface ItemFileTable {
  id: string;
  item_id: string;
  role: ItemFileRole;
  /**
   * `''` for data; `prefix/name` for resources; `thumbnail/x.png` or `metadata/metadata.xml` for info; `{id}.{ext}`
   * for downloads; the file's own id for versions.
   */
  path: string;
  content_type: string;
  size: number;
  /** Resources only: `private` resources are readable by the owner and admins only. */
  access: Generated<'inherit' | 'private'>;
  created: number;
  modified: number;
  /** Data and versions: who made this file the item's file (ADR 0152); null for files stored before versions. */
  author: string | null;
  /** Data and versions: the uploaded file's name. */
  file_name: string | null;
}

export interface FileChunkTable {
  file_id: string;
  seq: number;
  bytes: Uint8Array;
}

/** A relationship of one item to another (migration 0168): `Survey2Service`, `Map2Service`, ... */
export interface ItemRelationshipTable {
  origin_id: string;
  destination_id: string;
  type: string;
  created: number;
}
