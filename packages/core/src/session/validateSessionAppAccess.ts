import { validateAppAccess } from '@esri/arcgis-rest-request';
import { z } from 'zod/mini';
import { toPortalRequestError } from '../portal/portalRequest.ts';
import type { Session } from './Session.ts';

const appAccessSchema = z.object({ valid: z.boolean(), viewOnlyUserTypeApp: z._default(z.boolean(), false) });

/**
 * Whether the signed-in user may use an app, as the portal says.
 *
 * @example
 * const access: AppAccess = await validateSessionAppAccess(session, 'plaza-web');
 */
export type AppAccess = z.infer<typeof appAccessSchema>;

/**
 * Asks the portal whether the session's user may use the app `clientId`
 * (`POST {portal}/oauth2/validateAppAccess`), through the client library's `validateAppAccess`.
 *
 * @example
 * const { valid } = await validateSessionAppAccess(session, 'plaza-web');
 */
export async function validateSessionAppAccess(
  session: Pick<Session, 'portal' | 'token'>,
  clientId: string,
): Promise<AppAccess> {
  const url = `${session.portal}/oauth2/validateAppAccess`;
  try {
    return appAccessSchema.parse(await validateAppAccess(session.token, clientId, session.portal));
  } catch (error) {
    throw toPortalRequestError(error, url);
  }
}
