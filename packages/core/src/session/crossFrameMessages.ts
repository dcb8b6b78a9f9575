import { z } from 'zod/mini';

/**
 * The message a child frame sends to ask its parent for a credential (spec 1 §7).
 *
 * @example
 * window.parent.postMessage({ type: REQUEST_CREDENTIAL_MESSAGE }, parentOrigin);
 */
export const REQUEST_CREDENTIAL_MESSAGE = 'arcgis:auth:requestCredential';
/**
 * The parent's answer carrying a credential.
 *
 * @example
 * if (event.data.type === CREDENTIAL_MESSAGE) use(event.data.credential);
 */
export const CREDENTIAL_MESSAGE = 'arcgis:auth:credential';
/**
 * The parent's answer when it will not give one.
 *
 * @example
 * if (event.data.type === CREDENTIAL_ERROR_MESSAGE) show(event.data.error.message);
 */
export const CREDENTIAL_ERROR_MESSAGE = 'arcgis:auth:error';

/**
 * A message event as both a window and a test double deliver it.
 *
 * @example
 * const onMessage = (event: MessageLike) => console.log(event.origin);
 */
export interface MessageLike {
  readonly origin: string;
  readonly data: unknown;
  readonly source: unknown;
}

/**
 * Where message events arrive: a window.
 *
 * @example
 * const target: MessageTarget = window;
 */
export interface MessageTarget {
  addEventListener(type: 'message', listener: (event: MessageLike) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageLike) => void): void;
}

/**
 * A window messages can be posted to (the parent, or the child frame that asked).
 *
 * @example
 * const parent: MessagePoster = window.parent;
 */
export interface MessagePoster {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** The credential as the ArcGIS identity managers exchange it (`ICredential`). */
export const crossFrameCredentialSchema = z.object({
  token: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  server: z.url(),
  expires: z.optional(z.number()),
  ssl: z.optional(z.boolean()),
});

/**
 * A credential as a parent frame sends it: `server` is the portal without `/sharing/rest`.
 *
 * @example
 * const credential: CrossFrameCredential = { token, userId: 'casey', server: 'https://example.org', expires };
 */
export type CrossFrameCredential = z.infer<typeof crossFrameCredentialSchema>;

/** Any answer a parent frame can send; anything else is an unknown message type. */
export const parentAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(CREDENTIAL_MESSAGE), credential: crossFrameCredentialSchema }),
  z.object({ type: z.literal(CREDENTIAL_ERROR_MESSAGE), error: z.object({ name: z.string(), message: z.string() }) }),
]);
