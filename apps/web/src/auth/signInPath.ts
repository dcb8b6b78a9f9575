/**
 * The sign-in page for a return path: `/auth/signin?returnTo=…`. The "Sign in" link points here, so it works before
 * the page is interactive; once it is, the link starts the sign-in itself.
 *
 * @example
 * signInPath('/pages/about'); // "/auth/signin?returnTo=%2Fpages%2Fabout"
 */
export function signInPath(returnTo: string): string {
  return `/auth/signin?${new URLSearchParams({ returnTo })}`;
}
