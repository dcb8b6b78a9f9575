import { HubError } from './HubError.ts';

/** The code of a failed hub service call, decided by its HTTP status. */
export type HubApiErrorCode =
  | 'HUB_API_BAD_REQUEST'
  | 'HUB_API_UNAUTHORIZED'
  | 'HUB_API_FORBIDDEN'
  | 'HUB_API_NOT_FOUND'
  | 'HUB_API_CONFLICT'
  | 'HUB_API_ERROR';

/**
 * A hub service call (`/api/...`) that failed. The message is `{title} :: {detail} :: {status}` when the
 * service answered `{error:{title,detail}}`, else `Got {status} {statusText}` (spec 1 §8). It carries the status,
 * status text and url (spec 1 §8 "Discussions API", spec 3 §8 "Hub API errors").
 *
 * @example
 * try { await lookupDomain(hostname, options); }
 * catch (e) { if (e instanceof HubApiRequestError && e.code === 'HUB_API_NOT_FOUND') return null; throw e; }
 */
export class HubApiRequestError extends HubError {
  declare readonly code: HubApiErrorCode;
  declare readonly status: number;

  constructor(init: {
    readonly status: number;
    readonly statusText: string;
    readonly url: string;
    readonly title?: string | undefined;
    readonly detail?: string | undefined;
    readonly cause?: unknown;
  }) {
    const message =
      init.title !== undefined
        ? `${init.title} :: ${init.detail ?? ''} :: ${init.status}`
        : `Got ${init.status} ${init.statusText}`;
    super(hubApiErrorCode(init.status), message, { status: init.status, cause: init.cause });
    this.name = 'HubApiRequestError';
    this.statusText = init.statusText;
    this.url = init.url;
    this.title = init.title;
    this.detail = init.detail;
  }

  readonly statusText: string;
  readonly url: string;
  readonly title: string | undefined;
  readonly detail: string | undefined;
}

function hubApiErrorCode(status: number): HubApiErrorCode {
  switch (status) {
    case 400:
      return 'HUB_API_BAD_REQUEST';
    case 401:
      return 'HUB_API_UNAUTHORIZED';
    case 403:
      return 'HUB_API_FORBIDDEN';
    case 404:
      return 'HUB_API_NOT_FOUND';
    case 409:
      return 'HUB_API_CONFLICT';
    default:
      return 'HUB_API_ERROR';
  }
}
