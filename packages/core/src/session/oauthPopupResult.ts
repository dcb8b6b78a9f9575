import { z } from 'zod/mini';

/**
 * The event a sign-in popup dispatches on its opener, per client. Dispatched cancelable: the
 * waiting opener cancels it, so the popup knows somebody received the result.
 *
 * @example
 * opener.addEventListener(oauthPopupEventName('plaza-web'), onResult);
 */
export function oauthPopupEventName(clientId: string): string {
  return `plaza:oauth-popup:${clientId}`;
}

/**
 * What the popup hands to its opener: the session serialized (as for a session store), or the
 * error's code and message. Checked with zod on arrival; it crosses windows.
 */
export const oauthPopupResultSchema = z.union([
  z.object({ session: z.string().check(z.minLength(1)) }),
  z.object({ error: z.object({ code: z.string().check(z.minLength(1)), message: z.string() }) }),
]);

export type OAuthPopupResult = z.infer<typeof oauthPopupResultSchema>;
