/**
 * The exact messages of search validation (spec 3 §5, spec 1 §5). Code decides, never the message:
 * each message has the code of {@link SEARCH_ERROR_CODES}.
 *
 * @example
 * SEARCH_MESSAGES.queryRequired; // "Query is required."
 */
export const SEARCH_MESSAGES = {
  queryRequired: 'Query is required.',
  filtersArray: 'Query must have a filters array.',
  filterOrCollection: 'Query must contain at least one Filter or a collection.',
  requestOptionsRequired: 'requestOptions: IHubRequestOptions is required.',
  optionsRequestOptionsRequired: 'options.requestOptions is required.',
  groupIdRequired: 'Group Id required. Please pass as a predicate in the query.',
  authenticationRequired: 'requestOptions must pass authentication.',
} as const;

/**
 * Codes of the errors search raises.
 *
 * @example
 * if (error instanceof HubError && error.code === SEARCH_ERROR_CODES.authenticationRequired) signIn();
 */
export const SEARCH_ERROR_CODES = {
  queryRequired: 'QUERY_REQUIRED',
  filtersArray: 'QUERY_FILTERS_NOT_ARRAY',
  filterOrCollection: 'QUERY_EMPTY',
  requestOptionsRequired: 'REQUEST_OPTIONS_REQUIRED',
  optionsRequestOptionsRequired: 'REQUEST_OPTIONS_REQUIRED',
  groupIdRequired: 'GROUP_ID_REQUIRED',
  authenticationRequired: 'AUTHENTICATION_REQUIRED',
  notImplemented: 'SEARCH_NOT_IMPLEMENTED',
  topLevelPredicate: 'INVALID_TOP_LEVEL_PREDICATE',
} as const;

/**
 * The not-implemented message (spec 3 §5): the target entity against the API named.
 *
 * @example
 * notImplementedMessage('event', 'portal'); // 'Search via "event" filter against "portal" api is not implemented. ...'
 */
export function notImplementedMessage(targetEntity: string, api: string): string {
  return `Search via "${targetEntity}" filter against "${api}" api is not implemented. Please ensure "targetEntity" is defined on the query.`;
}

/**
 * The four top-level predicate messages (spec 1 §5).
 *
 * @example
 * TOP_LEVEL_MESSAGES.ored('term'); // "'term' predicates cannot be OR'd to other predicates"
 */
export const TOP_LEVEL_MESSAGES = {
  manyFilters: (name: string, n: number) => `Only 1 IFilter can have a '${name}' predicate but ${n} were detected`,
  manyPredicates: (name: string, n: number) => `Only 1 '${name}' predicate is allowed but ${n} were detected`,
  ored: (name: string) => `'${name}' predicates cannot be OR'd to other predicates`,
  primitive: (name: string) =>
    `'${name}' predicate must be a string or boolean primitive. string[] and IMatchOptions are not allowed.`,
} as const;
