import type { PortalCallOptions } from '../portal/portalRequest.ts';

/** Which service answers a search: the portal's `search` calls, or the hub search API (spec 3 §7). */
export type SearchApi = 'portal' | 'hub-search';

/**
 * Where searches go and who makes them (`IHubRequestOptions` in the spec's messages).
 * `hubApiUrl` is the origin of the hub services; by default the portal's origin (the embedded portal
 * serves both).
 */
export interface HubRequestOptions extends PortalCallOptions {
  readonly hubApiUrl?: string;
  /** Enterprise portal: event and channel searches never go to the hub API there (spec 3 §6). */
  readonly isPortal?: boolean;
}

/**
 * Options of {@link hubSearch}: request options are required; `now` resolves relative dates;
 * `fetch` is used for hub search API calls (portal calls go through `@esri/arcgis-rest-request`).
 *
 * @example
 * const options: HubSearchOptions = { requestOptions: { portal: 'http://localhost:3000/sharing/rest' } };
 */
export interface HubSearchOptions {
  readonly requestOptions: HubRequestOptions;
  /** Default `portal`. */
  readonly api?: SearchApi;
  /** The site host sent as `target` to the hub search API when it differs from the API's host. */
  readonly site?: string;
  readonly now?: () => number;
  readonly fetch?: typeof fetch;
}
