import { itemErrors } from '../../../errors/itemErrors.ts';

const networkFailure = (param: string) =>
  `The file could not be fetched from ${param}: check the address and that it is reachable.`;

/**
 * Why a `dataUrl` (or a `thumbnailUrl`) was not fetched: every one a 400 in the portal envelope that names the
 * parameter (`param`, `dataUrl` unless said).
 * Messages never repeat the URL or the addresses it resolved to (the URL may carry a token; the
 * addresses would map a private network for the caller).
 */
export const dataUrlErrors = {
  invalid: (param = 'dataUrl') => itemErrors.invalid(`${param} is not a valid URL.`),
  notHttp: (param = 'dataUrl') => itemErrors.invalid(`${param} must be an http: or https: URL.`),
  redirectNotHttp: (param = 'dataUrl') =>
    itemErrors.invalid(`${param} redirected to a URL that is not http: or https:.`),
  refused: (param = 'dataUrl') =>
    itemErrors.invalid(
      `${param} points to an address this server does not fetch from (loopback, private, link-local or unspecified).`,
    ),
  // One message for every network failure (no name, refused, reset, timed out): telling them apart
  // would let a caller map which hosts and ports answer (issue 12).
  unresolved: (param = 'dataUrl') => itemErrors.invalid(networkFailure(param)),
  status: (status: number, param = 'dataUrl') => itemErrors.invalid(`${param} answered with status ${status}.`),
  tooManyRedirects: (max: number, param = 'dataUrl') =>
    itemErrors.invalid(`${param} redirected more than ${max} times.`),
  timeout: (param = 'dataUrl') => itemErrors.invalid(networkFailure(param)),
  unreachable: (param = 'dataUrl') => itemErrors.invalid(networkFailure(param)),
} as const;
