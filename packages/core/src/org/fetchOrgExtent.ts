import type { IRequestOptions } from '@esri/arcgis-rest-request';
import { WORLD_EXTENT, type Envelope } from '../content/extent.ts';
import { portalRequest } from '../portal/portalRequest.ts';

/** What the organisation's extent is read from: its `portals/self` record. */
export interface OrgExtentSource {
  /** The organisation's default extent, in its own spatial reference (often Web Mercator). */
  readonly defaultExtent?: Envelope | null;
  /** The organisation's helper services; the geometry service's `project` turns the extent into WGS84. */
  readonly helperServices?: { readonly geometry?: { readonly url?: string } | null } | null;
}

/** Who projects the extent (the geometry service may need the caller's token). */
export interface OrgExtentOptions {
  readonly authentication?: IRequestOptions['authentication'];
  readonly signal?: AbortSignal;
}

interface ProjectResponse {
  readonly geometries?: readonly Partial<Envelope>[];
}

const world = (): Envelope => ({ ...WORLD_EXTENT, spatialReference: { wkid: 4326 } });
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The organisation's geographic extent (spec 2 §7 Geometry): its default extent sent to
 * `POST {geometryService}/project` (`geometries` as an envelope, `inSR` its wkid, `outSR` 4326), in WGS84. Without a
 * geometry service or a default extent, and whenever the projection fails or answers no envelope, it is the world
 * (−180, −90, 180, 90 in wkid 4326; spec 2 §9). Never throws but for an aborted signal.
 *
 * @example
 * const self = await getPortalSelf({ portal });
 * const extent = await fetchOrgExtent(self, { authentication: session });
 */
export async function fetchOrgExtent(source: OrgExtentSource, options: OrgExtentOptions = {}): Promise<Envelope> {
  const url = source.helperServices?.geometry?.url;
  const extent = source.defaultExtent;
  if (!url || !extent) return world();
  const inSR = extent.spatialReference?.latestWkid ?? extent.spatialReference?.wkid ?? 4326;
  try {
    const response = await portalRequest<ProjectResponse>('project', {
      portal: url,
      httpMethod: 'POST',
      params: {
        geometries: JSON.stringify({ geometryType: 'esriGeometryEnvelope', geometries: [extent] }),
        transformForward: false,
        transformation: '',
        inSR,
        outSR: 4326,
      },
      ...(options.authentication ? { authentication: options.authentication } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const g = response.geometries?.[0];
    if (!g || ![g.xmin, g.ymin, g.xmax, g.ymax].every(isFiniteNumber)) return world();
    return { xmin: g.xmin!, ymin: g.ymin!, xmax: g.xmax!, ymax: g.ymax!, spatialReference: { wkid: 4326 } };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return world();
  }
}
