import { ArcGISRequestError, request, type IRequestOptions } from '@esri/arcgis-rest-request';
import { PortalRequestError } from '../errors/PortalRequestError.ts';

/** Where a portal call goes and who makes it. */
export interface PortalCallOptions {
  /** The portal's REST root, e.g. `https://example.org/sharing/rest`. Always required: the client's default is a public cloud host. */
  readonly portal: string;
  readonly authentication?: IRequestOptions['authentication'];
  readonly signal?: AbortSignal;
}

/** Options of {@link portalRequest}: the call options plus parameters and the HTTP method. */
export interface PortalRequestOptions extends PortalCallOptions {
  readonly params?: IRequestOptions['params'];
  readonly httpMethod?: 'GET' | 'POST';
}

/**
 * The one way Plaza calls the portal: `@esri/arcgis-rest-request` underneath, and every
 * failure normalised to a {@link PortalRequestError} with a code.
 *
 * @example
 * const self = await portalRequest<{ id: string }>('portals/self', { portal, httpMethod: 'GET' });
 */
export async function portalRequest<T>(path: string, options: PortalRequestOptions): Promise<T> {
  const url = `${options.portal.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  // A bare token goes as the `token` parameter, as arcgis-rest-js would send it, without its console warning
  // about passing tokens directly (issue 13); a session handle or identity manager is handed over as is.
  const token = typeof options.authentication === 'string' ? options.authentication : undefined;
  try {
    return (await request(url, {
      portal: options.portal,
      httpMethod: options.httpMethod ?? 'GET',
      params: { f: 'json', ...options.params, ...(token ? { token } : {}) },
      ...(options.authentication && !token ? { authentication: options.authentication } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })) as T;
  } catch (error) {
    throw toPortalRequestError(error, url);
  }
}

/**
 * Turns whatever a portal call threw into a {@link PortalRequestError}.
 *
 * @example
 * catch (error) { throw toPortalRequestError(error, url); }
 */
export function toPortalRequestError(error: unknown, url: string): PortalRequestError {
  if (error instanceof PortalRequestError) return error;
  if (error instanceof ArcGISRequestError) {
    const body = (error.response as { error?: { code?: number; messageCode?: string; details?: unknown } } | undefined)
      ?.error;
    const details = Array.isArray(body?.details)
      ? body.details.filter((detail): detail is string => typeof detail === 'string')
      : [];
    const status = typeof body?.code === 'number' ? body.code : typeof error.code === 'number' ? error.code : undefined;
    const code = body?.messageCode ?? (status !== undefined ? String(status) : 'UNKNOWN_ERROR_CODE');
    const isAuthError =
      status === 498 || status === 499 || code === 'GWM_0003' || error.originalMessage === 'Unable to generate token.';
    return new PortalRequestError(code, error.originalMessage || error.message, {
      url,
      cause: error,
      isAuthError,
      details,
      ...(status !== undefined ? { status } : {}),
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new PortalRequestError('UNKNOWN_ERROR_CODE', message, { url, cause: error });
}
