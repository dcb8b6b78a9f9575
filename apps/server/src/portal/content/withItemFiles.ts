import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Context } from 'hono';
import type { ItemFileInput } from '../../commands/items/storeItemFiles.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { stringParam, type PortalParams } from '../../http/portalParams.ts';
import { createAddressPolicy } from './dataUrl/addressPolicy.ts';
import { itemErrors } from '../../errors/itemErrors.ts';
import { fetchDataUrl } from './dataUrl/fetchDataUrl.ts';
import { readItemFiles } from './readItemFiles.ts';
import { UPLOAD_LIMITS } from '../../http/uploadLimits.ts';

/**
 * Runs an addItem/update command with the call's files. When the call sends a `dataUrl` and neither a
 * `file` nor a non-empty `text`, the URL is fetched first into a temporary folder, exactly like a
 * spooled upload (ADR 0104); a `thumbnailUrl` without a `thumbnail` file likewise (an image of at most the
 * thumbnail limit, through the same address guard). The command's transaction starts only once every body is
 * complete, so a failed fetch writes nothing. The folder is removed when the command is done.
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
  const thumbnailUrl = stringParam(params, 'thumbnailUrl')?.trim();
  const fetchData = Boolean(dataUrl) && !files.file && (files.text === undefined || files.text === '');
  const fetchThumbnail = Boolean(thumbnailUrl) && !files.thumbnail;
  if (!fetchData && !fetchThumbnail) return run(files);
  const { config, logger } = c.get('deps');
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'plaza-data-url-'));
  const fetchInto = async (url: string, param: 'dataUrl' | 'thumbnailUrl', maxBytes: number) => {
    const into = await fs.promises.mkdtemp(path.join(dir, `${param}-`));
    const file = await fetchDataUrl(url, {
      policy: createAddressPolicy(config.dataUrl.allowPrivate),
      timeoutMs: config.dataUrl.timeoutMs,
      maxBytes,
      dir: into,
      param,
    });
    logger.info(`${param} fetched`, { url: withoutQuery(url), size: file.size });
    return file;
  };
  try {
    const file = fetchData ? await fetchInto(dataUrl!, 'dataUrl', UPLOAD_LIMITS.fileBytes) : undefined;
    const thumbnail = fetchThumbnail
      ? await fetchInto(thumbnailUrl!, 'thumbnailUrl', UPLOAD_LIMITS.thumbnailBytes)
      : undefined;
    if (thumbnail && !thumbnail.contentType.startsWith('image/')) {
      throw itemErrors.invalid('thumbnailUrl did not answer with an image.');
    }
    return await run({
      ...files,
      ...(file ? { text: undefined, file } : {}),
      ...(thumbnail ? { thumbnail } : {}),
    });
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
