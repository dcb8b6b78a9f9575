import { exchangeToken } from '@esri/arcgis-rest-request';
import { toPortalRequestError } from '../portal/portalRequest.ts';
import type { Session } from './Session.ts';

/**
 * A token of another registered client for the same user (`POST {portal}/oauth2/exchangeToken`
 * with `client_id` and the session's token), through the client library's `exchangeToken`.
 * Failures are {@link PortalRequestError}s.
 *
 * @example
 * const appToken = await exchangeSessionToken(session, 'survey-app');
 */
export async function exchangeSessionToken(
  session: Pick<Session, 'portal' | 'token'>,
  clientId: string,
): Promise<string> {
  try {
    return await exchangeToken(session.token, clientId, session.portal);
  } catch (error) {
    throw toPortalRequestError(error, `${session.portal}/oauth2/exchangeToken`);
  }
}
