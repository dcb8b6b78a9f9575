import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'hono';
import type { ItemFileInput } from '../../commands/items/storeItemFiles.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { stringParam, type PortalParams } from '../portalParams.ts';
import { createAddressPolicy } from './dataUrl/addressPolicy.ts';
import { fetchDataUrl } from './dataUrl/fetchDataUrl.ts';
import { readItemFiles } from './readItemFiles.ts';
import { UPLOAD_LIMITS } from './uploads/uploadLimits.ts';

/**
 * Runs an addItem/update command with the call's files. When the call sends a `dataUrl` and neither a
 * `file` nor a non-empty `text`, the URL is fetched first into a temporary folder, exactly like a
 * spooled upload (ADR 0104), so the command's transaction starts only once the body is complete and a
 * failed fetch writes nothing. The folder is removed when the command is done.
 *
 * @example
 * await withItemFiles(c, params, (files) => updateItem(db, { id, fields, files, now }));
 */
export async function withItemFiles<T>(
  c: Context<AppEnv>,
  params: PortalParams,
  run: (files: ItemFileInput) => Promise<T>,
): Promise<T> {
  const files = readItemFiles(c.req.raw, params);
  const dataUrl = stringParam(params, 'dataUrl')?.trim();
  if (!dataUrl || files.file || (files.text !== undefined && files.text !== '')) return run(files);
  const { config, logger } = c.get('deps');
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'plaza-data-url-'));
  try {
    const file = await fetchDataUrl(dataUrl, {
      policy: createAddressPolicy(config.dataUrl.allowPrivate),
      timeoutMs: config.dataUrl.timeoutMs,
      maxBytes: UPLOAD_LIMITS.fileBytes,
      dir,
    });
    logger.info('dataUrl fetched', { url: withoutQuery(dataUrl), size: file.size });
    return await run({ ...files, text: undefined, file });
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** The URL without credentials, query or fragment: a signed URL's secrets are never logged. */
function withoutQuery(raw: string): string {
  try {
    const url = new URL(raw);
    return `${url.origin}${url.pathname}`;
  } catch {
    return '[invalid]';
  }
}
