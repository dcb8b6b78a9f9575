import { portalRequest, type PortalCallOptions } from '@plaza/core';

/** How far a publish job is, as the item's status answers it (ADR 0122). */
export interface PublishJobProgress {
  readonly phase?: 'reading' | 'loading';
  readonly bytesRead?: number;
  readonly bytesTotal?: number;
  readonly rowsLoaded?: number;
  readonly rowsTotal?: number;
  readonly errorCount?: number;
}

/** A row the publish could not take as it was. */
export interface PublishRowError {
  readonly row: number;
  readonly column?: string;
  readonly message: string;
}

/** What a finished publish did. */
export interface PublishJobResult {
  readonly recordCount: number;
  readonly errorCount: number;
  readonly errors: readonly PublishRowError[];
}

/** The status of a publish job: still running (with its progress), done (with its result) or failed (with why). */
export type PublishJobStatus =
  | { readonly state: 'running'; readonly progress: PublishJobProgress }
  | { readonly state: 'completed'; readonly progress: PublishJobProgress; readonly result: PublishJobResult }
  | { readonly state: 'failed'; readonly message: string };

/**
 * The share of a publish done, 0 to 1: reading the file is the first fifth, loading rows the rest.
 *
 * @example
 * publishFraction({ phase: 'loading', rowsLoaded: 50, rowsTotal: 100 }); // 0.6
 */
export function publishFraction(progress: PublishJobProgress): number {
  if (progress.phase === 'loading' && progress.rowsTotal) {
    return 0.2 + 0.8 * Math.min(1, (progress.rowsLoaded ?? 0) / progress.rowsTotal);
  }
  if (progress.phase === 'reading' && progress.bytesTotal) {
    return 0.2 * Math.min(1, (progress.bytesRead ?? 0) / progress.bytesTotal);
  }
  return 0;
}

/** The files whose rows can be published as a hosted layer, as the publish call names them. */
export type PublishFileType = 'csv' | 'geojson' | 'shapefile';

/** The file type an item's rows can be published from, by item type (CSV, GeoJSON, Shapefile); undefined for others. */
export function publishFileType(itemType: string): PublishFileType | undefined {
  const type = itemType.toLowerCase();
  return type === 'csv' || type === 'geojson' || type === 'shapefile' ? type : undefined;
}

/** A field as the analysis of a file proposes it. */
export interface AnalyzedField {
  readonly name: string;
  readonly alias: string;
  readonly type: string;
}

/** What publishing a file would make, as `content/features/analyze` answers. */
export interface FileAnalysis {
  readonly publishParameters: {
    readonly locationType: 'coordinates' | 'none';
    readonly longitudeFieldName?: string;
    readonly latitudeFieldName?: string;
    readonly layerInfo: { readonly geometryType: string | null; readonly fields: readonly AnalyzedField[] };
  };
  readonly sampled: boolean;
}

/** The types a publisher may choose for a field. */
export const FIELD_TYPES = [
  'esriFieldTypeString',
  'esriFieldTypeInteger',
  'esriFieldTypeDouble',
  'esriFieldTypeDate',
] as const;

/** Asks the portal what publishing an item's file would make. */
export async function analyzeFile(
  itemId: string,
  fileType: PublishFileType,
  calls: PortalCallOptions,
): Promise<FileAnalysis> {
  return portalRequest<FileAnalysis>('content/features/analyze', {
    ...calls,
    httpMethod: 'POST',
    params: { itemid: itemId, filetype: fileType },
  });
}

/** Starts publishing a CSV or GeoJSON item as a hosted layer; the job's id. */
export async function startPublish(
  owner: string,
  itemId: string,
  fileType: PublishFileType,
  calls: PortalCallOptions,
  fieldTypes: Readonly<Record<string, string>> = {},
): Promise<string> {
  const answer = await portalRequest<{ services?: { jobId?: string }[] }>(
    `content/users/${encodeURIComponent(owner)}/publish`,
    {
      ...calls,
      httpMethod: 'POST',
      params: {
        itemId,
        filetype: fileType,
        publishParameters: JSON.stringify({
          ...(fileType === 'csv' ? { locationType: 'coordinates' } : {}),
          ...(Object.keys(fieldTypes).length > 0
            ? { layerInfo: { fields: Object.entries(fieldTypes).map(([name, type]) => ({ name, type })) } }
            : {}),
        }),
      },
    },
  );
  const jobId = answer.services?.[0]?.jobId;
  if (!jobId) throw new Error('The portal did not say which job publishes the item.');
  return jobId;
}

/** Reads a publish job's status. */
export async function readPublishStatus(
  owner: string,
  itemId: string,
  jobId: string,
  calls: PortalCallOptions,
): Promise<PublishJobStatus> {
  const answer = await portalRequest<{
    status: string;
    statusMessage?: string;
    progress?: PublishJobProgress;
    result?: PublishJobResult;
  }>(`content/users/${encodeURIComponent(owner)}/items/${itemId}/status`, {
    ...calls,
    params: { jobId, jobType: 'publish' },
  });
  if (answer.status === 'failed') return { state: 'failed', message: answer.statusMessage ?? 'The publish failed.' };
  if (answer.status === 'completed' && answer.result) {
    return { state: 'completed', progress: answer.progress ?? {}, result: answer.result };
  }
  return { state: 'running', progress: answer.progress ?? {} };
}

/**
 * Publishes and follows the job until it ends, reporting each status (polled every `intervalMs`); resolves with the
 * last one. Stops when `signal` aborts.
 *
 * @example
 * const last = await publishAndFollow(owner, itemId, 'csv', calls, setStatus);
 */
export async function publishAndFollow(
  owner: string,
  itemId: string,
  fileType: PublishFileType,
  calls: PortalCallOptions,
  onStatus: (status: PublishJobStatus) => void,
  options: {
    readonly intervalMs?: number;
    readonly signal?: AbortSignal;
    readonly fieldTypes?: Readonly<Record<string, string>>;
  } = {},
): Promise<PublishJobStatus> {
  const jobId = await startPublish(owner, itemId, fileType, calls, options.fieldTypes);
  for (;;) {
    const status = await readPublishStatus(owner, itemId, jobId, calls);
    onStatus(status);
    if (status.state !== 'running') return status;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 700));
    if (options.signal?.aborted) return status;
  }
}
