import { itemErrors } from '../itemErrors.ts';

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
  unresolved: () => itemErrors.invalid('dataUrl names a host that could not be resolved.'),
  status: (status: number) => itemErrors.invalid(`dataUrl answered with status ${status}.`),
  tooManyRedirects: (max: number) => itemErrors.invalid(`dataUrl redirected more than ${max} times.`),
  timeout: (ms: number) => itemErrors.invalid(`dataUrl did not answer within ${ms / 1000} seconds.`),
  unreachable: (reason: string) => itemErrors.invalid(`dataUrl could not be fetched (${reason}).`),
} as const;
