import { itemErrors } from '../itemErrors.ts';

const NETWORK_FAILURE = 'The file could not be fetched from dataUrl: check the address and that it is reachable.';

/**
 * Why a `dataUrl` was not fetched: every one a 400 in the portal envelope that names `dataUrl`.
 * Messages never repeat the URL or the addresses it resolved to (the URL may carry a token; the
 * addresses would map a private network for the caller).
 */
export const dataUrlErrors = {
  invalid: () => itemErrors.invalid('dataUrl is not a valid URL.'),
  notHttp: () => itemErrors.invalid('dataUrl must be an http: or https: URL.'),
  redirectNotHttp: () => itemErrors.invalid('dataUrl redirected to a URL that is not http: or https:.'),
  refused: () =>
    itemErrors.invalid(
      'dataUrl points to an address this server does not fetch from (loopback, private, link-local or unspecified).',
    ),
  // One message for every network failure (no name, refused, reset, timed out): telling them apart
  // would let a caller map which hosts and ports answer (issue 12).
  unresolved: () => itemErrors.invalid(NETWORK_FAILURE),
  status: (status: number) => itemErrors.invalid(`dataUrl answered with status ${status}.`),
  tooManyRedirects: (max: number) => itemErrors.invalid(`dataUrl redirected more than ${max} times.`),
  timeout: () => itemErrors.invalid(NETWORK_FAILURE),
  unreachable: () => itemErrors.invalid(NETWORK_FAILURE),
} as const;
