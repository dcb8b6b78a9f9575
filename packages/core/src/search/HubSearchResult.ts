/** Links every result carries (spec 3 §2, §3). */
export interface HubSearchResultLinks {
  /** The record's page on the portal (external). */
  readonly self: string;
  /** Site-relative route (`/datasets/{id}`, `/groups/{id}`, `/people/{username}`); empty when none. */
  readonly siteRelative: string;
  readonly workspaceRelative?: string;
  readonly thumbnail?: string;
}

/** An enrichment that failed: collected on the result, never fatal (spec 3 §8). */
export interface HubSearchResultError {
  readonly type: 'Other';
  readonly message: string;
}

/** Where a date came from (the field of the raw record). */
export type DateSource = string;

/**
 * The one result shape of every search (spec 3 §3): items, groups, users, events, attendees, posts.
 * Target-specific fields are optional; `rawResult` keeps the record as the service returned it.
 *
 * @example
 * results.map((r) => `${r.type} ${r.name} ${r.links.siteRelative}`);
 */
export interface HubSearchResult {
  readonly id: string;
  readonly type: string;
  readonly name: string;
  readonly title?: string;
  readonly owner: string;
  readonly summary: string;
  readonly access: string;
  readonly family: string;
  readonly createdDate: Date;
  readonly createdDateSource: DateSource;
  readonly updatedDate: Date;
  readonly updatedDateSource: DateSource;
  readonly tags?: readonly string[];
  readonly categories?: readonly string[];
  readonly typeKeywords?: readonly string[];
  readonly orgId?: string;
  readonly links: HubSearchResultLinks;
  readonly rawResult: unknown;
  readonly errors?: readonly HubSearchResultError[];
  // groups
  readonly isSharedUpdate?: boolean;
  readonly membershipAccess?: 'anyone' | 'organization' | 'collaborators';
  readonly isOpenData?: boolean;
  readonly membershipSummary?: { readonly total: number; readonly users: readonly HubSearchResult[] };
  readonly contentCount?: number;
  readonly userMembership?: { readonly membershipAccess?: string; readonly memberType: string };
  // users and group members
  readonly memberType?: string;
  readonly isGroupOwner?: boolean;
  readonly org?: { readonly id: string; readonly name: string; readonly urlKey?: string };
  // events
  readonly ownerUser?: unknown;
  // hub items (the hub search API's records, spec 3 §3 "Hub item")
  readonly source?: string;
  readonly license?: string;
}

/** Normalised counts of one field (spec 3 §7 portal `countFields`, hub API `aggregations`). */
export interface HubAggregation {
  /** `terms` for the hub search API's counts, as the reference marks them. */
  readonly mode?: 'terms';
  readonly field: string;
  readonly values: readonly { readonly value: string; readonly count: number }[];
}

/**
 * One page of results: `next()` fetches the following page with the same query and options
 * (portal `nextStart`, hub search API `rel=next`).
 *
 * @example
 * let page = await hubSearch(query, options);
 * while (page.hasNext) page = await page.next();
 */
export interface HubSearchResponse {
  readonly total: number;
  readonly results: readonly HubSearchResult[];
  readonly hasNext: boolean;
  readonly next: () => Promise<HubSearchResponse>;
  readonly aggregations?: readonly HubAggregation[];
  /**
   * Set when `total` is an estimate (the portal's `totalIsApproximate`, Plaza's search past 1,000 matches, ADR 0195):
   * show it as "about" so many. hub.js has no such field; absent means the total is exact.
   */
  readonly totalIsApproximate?: true;
}
