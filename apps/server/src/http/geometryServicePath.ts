import { SERVER_ROOT_PATH } from './authInfo.ts';

/**
 * Where the geometry service answers, under the federated server's services (the ArcGIS path); `portals/self` names
 * it as `helperServices.geometry.url` (ADR 0209).
 *
 * @example
 * `${origin}${GEOMETRY_SERVICE_PATH}/project`;
 */
export const GEOMETRY_SERVICE_PATH = `${SERVER_ROOT_PATH}/rest/services/Utilities/Geometry/GeometryServer`;
