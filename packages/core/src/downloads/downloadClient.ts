import { z } from 'zod/mini';
import { HubError } from '../errors/HubError.ts';
import { HubApiRequestError } from '../errors/HubApiRequestError.ts';
import { hubApiRequest, type HubApiCallOptions } from '../hub-api/hubApiRequest.ts';

/**
 * Base path of the downloads service (hub.js `fetchHubApiDownloadFile`).
 *
 * @example
 * `${hubUrl}${DOWNLOAD_API_PATH}/items/${id}/csv?redirect=false`;
 */
export const DOWNLOAD_API_PATH = '/api/download/v1';

/**
 * The formats a hosted layer is exported in (hub.js `ServiceDownloadFormat` names).
 *
 * @example
 * DOWNLOAD_FORMATS.map((format) => t(`download.format.${format}`));
 */
export const DOWNLOAD_FORMATS = Object.freeze(['csv', 'geojson', 'kml', 'shapefile'] as const);
/** A format of {@link DOWNLOAD_FORMATS}. */
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** What an export is filtered by: a where clause, an envelope (`xmin,ymin,xmax,ymax`, WGS84), fields. */
export interface DownloadFilter {
  readonly layer?: number;
  readonly where?: string;
  readonly geometry?: string;
  readonly fields?: readonly string[];
}

const statusSchema = z.object({
  id: z.optional(z.string()),
  status: z.string(),
  progressInPercent: z.optional(z.number()),
  recordCount: z.optional(z.number()),
  size: z.optional(z.number()),
  resultUrl: z.optional(z.string()),
  generatedAt: z.optional(z.string()),
  message: z.optional(z.string()),
});

/** Where an export stands (hub.js's statuses, reduced as its `DownloadOperationStatus`). */
export interface DownloadStatus {
  readonly status: 'pending' | 'processing' | 'completed' | 'failed';
  readonly progressInPercent: number;
  readonly recordCount?: number;
  readonly size?: number;
  /** The file, once it is ready. */
  readonly resultUrl?: string;
  readonly generatedAt?: string;
  /** Why it failed. */
  readonly message?: string;
}

/**
 * A download that failed: the service refused it (its status and sentence) or the export failed (its reason).
 *
 * @example
 * catch (e) { if (e instanceof DownloadError) show(e.message); }
 */
export class DownloadError extends HubError {
  constructor(message: string, options: { readonly status?: number; readonly cause?: unknown } = {}) {
    super('DOWNLOAD_FAILED', message, options);
    this.name = 'DownloadError';
  }
}

const STATUS: Readonly<Record<string, DownloadStatus['status']>> = {
  Pending: 'pending',
  InProgress: 'processing',
  PagingData: 'processing',
  ExportingData: 'processing',
  ConvertingData: 'processing',
  Completed: 'completed',
  Failed: 'failed',
  CompletedWithErrors: 'failed',
};

/**
 * Asks the downloads service for an export of an item's layer (`GET /items/{id}/{format}?redirect=false`): it is
 * found (the same request answers the same export) or queued; the answer says where it stands. `refresh` builds a
 * finished or failed export again (`updateCache`).
 *
 * @example
 * const status = await requestDownload(item.id, 'csv', { where: "Status = 'Issued'" }, { hubUrl });
 */
export async function requestDownload(
  itemId: string,
  format: DownloadFormat,
  filter: DownloadFilter,
  options: HubApiCallOptions & { readonly refresh?: boolean },
): Promise<DownloadStatus> {
  const query: Record<string, string> = { redirect: 'false' };
  if (filter.layer !== undefined) query.layers = String(filter.layer);
  if (filter.where) query.where = filter.where;
  if (filter.geometry) query.geometry = filter.geometry;
  if (filter.fields && filter.fields.length > 0) query.fields = filter.fields.join(',');
  if (format !== 'csv') query.spatialRefId = '4326';
  if (options.refresh) query.updateCache = 'true';
  let json: unknown;
  try {
    json = await hubApiRequest(
      `${DOWNLOAD_API_PATH}/items/${encodeURIComponent(itemId)}/${format}`,
      { query },
      options,
    );
  } catch (error) {
    if (error instanceof HubApiRequestError) {
      throw new DownloadError(error.detail ?? error.message, { status: error.status, cause: error });
    }
    throw error;
  }
  const answer = statusSchema.parse(json);
  return {
    status: STATUS[answer.status] ?? 'processing',
    progressInPercent: answer.progressInPercent ?? 0,
    ...(answer.recordCount !== undefined ? { recordCount: answer.recordCount } : {}),
    ...(answer.size !== undefined ? { size: answer.size } : {}),
    ...(answer.resultUrl ? { resultUrl: answer.resultUrl } : {}),
    ...(answer.generatedAt ? { generatedAt: answer.generatedAt } : {}),
    ...(answer.message ? { message: answer.message } : {}),
  };
}

/**
 * Asks for an export and follows it until its file is ready, telling `onProgress` each step; answers the finished
 * status (with `resultUrl`). A failed export throws {@link DownloadError} with its reason; an aborted signal stops.
 *
 * @example
 * const { resultUrl } = await fetchDownloadFile(item.id, 'geojson', {}, { hubUrl, onProgress: (s) => show(s.progressInPercent) });
 */
export async function fetchDownloadFile(
  itemId: string,
  format: DownloadFormat,
  filter: DownloadFilter,
  options: HubApiCallOptions & {
    readonly refresh?: boolean;
    readonly pollMs?: number;
    readonly onProgress?: (status: DownloadStatus) => void;
  },
): Promise<DownloadStatus> {
  let refresh = options.refresh;
  for (;;) {
    const status = await requestDownload(itemId, format, filter, { ...options, refresh: refresh ?? false });
    refresh = false;
    options.onProgress?.(status);
    if (status.status === 'completed') return status;
    if (status.status === 'failed') throw new DownloadError(status.message ?? 'The export failed.');
    await wait(options.pollMs ?? 1000, options.signal);
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
