import { z } from 'zod/mini';
import { SessionError, type SessionErrorCode } from './SessionError.ts';

/** The portal's envelope: HTTP 200 with `{"error":{"code","message"}}`. */
const portalErrorBody = z.object({
  error: z.object({ code: z.optional(z.number()), message: z.optional(z.string()) }),
});

/** RFC 6749 §5.2: HTTP 400/401 with `{"error","error_description"}` (the embedded portal's `/oauth2/token`). */
const oauthErrorBody = z.object({ error: z.string(), error_description: z.optional(z.string()) });

const clientError = z.object({ response: z.unknown(), code: z.optional(z.unknown()) });

/**
 * Wraps whatever a client-library token call threw (`ArcGISTokenRequestError`, `ArcGISRequestError`,
 * a network `TypeError`) into a {@link SessionError} with the given code. Unless a fixed message is
 * given, the portal's own message is used, read from either error shape a portal answers with.
 *
 * @example
 * catch (e) { throw tokenRequestFailure(e, 'SIGN_IN_FAILED'); }
 */
export function tokenRequestFailure(error: unknown, code: SessionErrorCode, message?: string): SessionError {
  if (error instanceof SessionError) return error;
  const thrown = clientError.safeParse(error);
  const response = thrown.success ? thrown.data.response : undefined;
  const portal = portalErrorBody.safeParse(response);
  const oauth = oauthErrorBody.safeParse(response);
  const httpStatus =
    thrown.success && typeof thrown.data.code === 'string' ? /^HTTP (\d{3})/.exec(thrown.data.code) : null;

  const portalMessage = portal.success
    ? portal.data.error.message
    : oauth.success
      ? (oauth.data.error_description ?? oauth.data.error)
      : undefined;
  const status = portal.success ? portal.data.error.code : httpStatus ? Number(httpStatus[1]) : undefined;
  const fallback = error instanceof Error ? error.message : String(error);
  return new SessionError(code, message ?? portalMessage ?? fallback, {
    cause: error,
    ...(status !== undefined ? { status } : {}),
  });
}
