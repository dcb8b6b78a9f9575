import { Hono, type Context } from 'hono';
import { sql } from 'kysely';
import { isItemAdmin } from '../../access/itemControl.ts';
import { itemVisibility } from '../../access/itemVisibility.ts';
import type { UserCaller } from '../../auth/caller.ts';
import { nowFrom } from '../../auth/clock.ts';
import { newSecret } from '../../auth/tokenSecret.ts';
import { requestExport } from '../../commands/downloads/requestExport.ts';
import { deleteDownloadSchedule, saveDownloadSchedule } from '../../commands/downloads/saveDownloadSchedule.ts';
import {
  countDownloadFetch,
  countItemDownloads,
  findDownload,
  type DownloadState,
} from '../../db/repositories/downloadRepository.ts';
import { findDownloadSchedule } from '../../db/repositories/downloadScheduleRepository.ts';
import { findFeatureLayers } from '../../db/repositories/featureLayerRepository.ts';
import { findItemFile } from '../../db/repositories/itemFileRepository.ts';
import { findVisibleItem, type ItemRow } from '../../db/repositories/itemRepository.ts';
import { readServerSecret } from '../../db/repositories/serverSecretRepository.ts';
import { exportFormatName, EXPORT_FORMATS } from '../../downloads/exportFormats.ts';
import { downloadPath } from '../../downloads/exportLayerJob.ts';
import type { AppEnv } from '../../http/appEnv.ts';
import { HubApiError } from '../../errors/hubApiError.ts';
import { fileResponse } from '../../portal/content/fileResponse.ts';
import { readJsonBody } from '../../http/readJsonBody.ts';
import { presentDownload, presentSchedule } from '../../presenters/downloadPresenter.ts';
import { downloadFilter, readDownloadAsk } from './downloadInput.ts';
import { parseSchedule } from './scheduleInput.ts';
import { checkDownloadLink, DOWNLOAD_LINK_SECRET, signDownloadLink } from './signedDownloadLink.ts';

const ITEM_ID = /^[0-9a-f]{32}$/;
/** File items whose own file is the download of a format (no export needed). */
const FILE_FORMATS: Readonly<Record<string, string>> = { CSV: 'csv', GeoJson: 'geojson', KML: 'kml' };

async function visibleItem(c: Context<AppEnv>, id: string): Promise<ItemRow> {
  const { db } = c.get('deps');
  const item = ITEM_ID.test(id) ? await findVisibleItem(db, id, itemVisibility(c.get('caller'))) : undefined;
  if (!item) throw new HubApiError(404, 'Not Found', `Item ${id} not found.`);
  return item;
}

/** An item the caller manages (its owner or an administrator), for changing its schedule or reading its counts. */
async function managedItem(c: Context<AppEnv>, id: string, doing = 'schedule its downloads'): Promise<ItemRow> {
  const item = await visibleItem(c, id);
  const caller = c.get('caller');
  if (caller.kind !== 'user') throw new HubApiError(401, 'Unauthorized', `Sign in to ${doing}.`);
  if (!isItemAdmin(caller, item)) {
    throw new HubApiError(403, 'Forbidden', `Only those who manage the item may ${doing}.`);
  }
  return item;
}

/** An ASCII file name from an item's title (`Building Permits` → `Building_Permits.csv`). */
function fileName(title: string, extension: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 100);
  return `${base || 'download'}.${extension}`;
}

/** The server's secret for download links, shared by every process through the database. */
function linkSecret(c: Context<AppEnv>): Promise<string> {
  const deps = c.get('deps');
  return readServerSecret(deps.db, DOWNLOAD_LINK_SECRET, newSecret, nowFrom(deps));
}

/**
 * Where a finished download is fetched (issue 40, ADR 0189). A public item's file needs nothing; any other's link is
 * signed for that one file for 15 minutes (a browser follows it without the page's headers) — never the caller's
 * token, which would open everything the caller may.
 */
async function resultUrl(c: Context<AppEnv>, item: ItemRow, state: DownloadState): Promise<string> {
  const url = new URL(`/api/download/v1/files/${state.id}`, c.req.url);
  if (item.access !== 'public') {
    const { expires, signature } = signDownloadLink(await linkSecret(c), state.id, nowFrom(c.get('deps')));
    url.searchParams.set('expires', expires);
    url.searchParams.set('signature', signature);
  }
  return url.href;
}

/**
 * The item of a download's file: by a signed link, whoever follows it (while it has not expired); otherwise as the
 * caller may read it. A link of another file, or altered, opens nothing; an expired one says so to whoever may not
 * read the item otherwise.
 */
async function fileItem(c: Context<AppEnv>, state: DownloadState): Promise<ItemRow> {
  const expires = c.req.query('expires');
  const signature = c.req.query('signature');
  if (expires === undefined || signature === undefined) return visibleItem(c, state.item_id);
  const verdict = checkDownloadLink(await linkSecret(c), state.id, { expires, signature }, nowFrom(c.get('deps')));
  if (verdict === 'valid') {
    const item = await findVisibleItem(c.get('deps').db, state.item_id, sql`true`);
    if (item) return item;
  }
  const readable = await findVisibleItem(c.get('deps').db, state.item_id, itemVisibility(c.get('caller')));
  if (readable) return readable;
  if (verdict === 'expired') {
    throw new HubApiError(403, 'Forbidden', 'This download link has expired: ask for the download again.');
  }
  throw new HubApiError(404, 'Not Found', `Download ${state.id} not found.`);
}

/**
 * `/api/download/v1` (issue 17, ADR 0125; hub.js `fetchHubApiDownloadFile`): `GET /items/{id}/{format}` finds or
 * queues an export of the item's hosted layer in CSV, GeoJSON or KML — filtered by `where`, `geometry` and `fields`
 * — and answers its status and progress until the file is ready (then `resultUrl`, or a redirect to it unless
 * `redirect=false`; a non-public item's link is signed for that file and 15 minutes, ADR 0189); `GET /files/{id}`
 * streams the file to whoever may read the item or holds its signed link; `GET`/`POST`/`DELETE /items/{id}/schedule` read and change
 * the item's download schedule (its managers only change it); `GET /items/{id}/stats` counts its downloads by format
 * for its managers. Access follows the item: an item the caller may not
 * read is a 404, for the export, its file and its schedule alike.
 *
 * @example
 * app.route('/api/download/v1', downloadRoutes());
 */
export function downloadRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>({ strict: false });

  routes.get('/items/:id/schedule', async (c) => {
    const item = await visibleItem(c, c.req.param('id').toLowerCase());
    const row = await findDownloadSchedule(c.get('deps').db, item.id);
    if (!row) throw new HubApiError(404, 'Not Found', `Download schedule not found for item ${item.id}`);
    return c.json(presentSchedule(row));
  });

  routes.post('/items/:id/schedule', async (c) => {
    const item = await managedItem(c, c.req.param('id').toLowerCase());
    const schedule = parseSchedule(await readJsonBody(c), item.id);
    const { db, jobs } = c.get('deps');
    const caller = c.get('caller') as UserCaller;
    await saveDownloadSchedule(db, item.id, schedule, caller.username, nowFrom(c.get('deps')));
    jobs?.poke();
    const row = await findDownloadSchedule(db, item.id);
    if (!row) throw new Error('The schedule was saved but cannot be read back.');
    return c.json(presentSchedule(row));
  });

  routes.delete('/items/:id/schedule', async (c) => {
    const item = await managedItem(c, c.req.param('id').toLowerCase());
    if (!(await deleteDownloadSchedule(c.get('deps').db, item.id))) {
      throw new HubApiError(404, 'Not Found', `Download schedule not found for item ${item.id}`);
    }
    return c.json({ success: true, itemId: item.id });
  });

  // How often the item's downloads were fetched, per format, for those who manage it (the owner's dashboard).
  routes.get('/items/:id/stats', async (c) => {
    const item = await managedItem(c, c.req.param('id').toLowerCase(), 'see its download counts');
    const formats = await countItemDownloads(c.get('deps').db, item.id);
    const total = formats.reduce((sum, entry) => sum + entry.fetches, 0);
    return c.json({ itemId: item.id, total, formats });
  });

  routes.get('/items/:id/:format', async (c) => {
    const item = await visibleItem(c, c.req.param('id').toLowerCase());
    const format = exportFormatName(c.req.param('format'));
    if (!format) {
      const names = Object.keys(EXPORT_FORMATS).join(', ');
      throw new HubApiError(400, 'Bad Request', `Format "${c.req.param('format')}" is not offered: use ${names}.`);
    }
    const ask = readDownloadAsk(new URL(c.req.url).searchParams);
    const { db, jobs } = c.get('deps');
    const layers = await findFeatureLayers(db, item.id);
    if (layers.length === 0) {
      // A file item's own file, when it is already in the format asked and nothing filters it.
      const own = FILE_FORMATS[item.type] === format && !ask.where && !ask.geometry && !ask.fields;
      if (own && (await findItemFile(db, item.id, 'data', ''))) {
        const url = new URL(`/sharing/rest/content/items/${item.id}/data`, c.req.url).href;
        return ask.redirect
          ? c.redirect(url, 302)
          : c.json({ status: 'Completed', progressInPercent: 100, resultUrl: url });
      }
      throw new HubApiError(400, 'Bad Request', `Item ${item.id} has no hosted layer to export.`);
    }
    const layer = ask.layerId === undefined ? layers[0]! : layers.find((l) => l.layer_id === ask.layerId);
    if (!layer) throw new HubApiError(400, 'Bad Request', `Layer ${ask.layerId} does not exist in item ${item.id}.`);
    if (!EXPORT_FORMATS[format]!.tables && layer.geometry_type === null) {
      throw new HubApiError(
        400,
        'Bad Request',
        `Layer ${layer.layer_id} has no geometry: it has no ${format}; use csv.`,
      );
    }
    const caller = c.get('caller');
    const state = await requestExport(db, {
      itemId: item.id,
      layer,
      format,
      filter: downloadFilter(ask, layer.fields),
      requestedBy: caller.kind === 'user' ? caller.username : '',
      refresh: ask.refresh,
      now: nowFrom(c.get('deps')),
    });
    if (state.status === 'queued') jobs?.poke();
    const url = await resultUrl(c, item, state);
    if (state.status === 'completed' && ask.redirect) return c.redirect(url, 302);
    return c.json(presentDownload(state, url), state.status === 'completed' ? 200 : 202);
  });

  routes.get('/files/:id', async (c) => {
    const { db } = c.get('deps');
    const id = c.req.param('id');
    const state = ITEM_ID.test(id) ? await findDownload(db, id) : undefined;
    if (!state) throw new HubApiError(404, 'Not Found', `Download ${id} not found.`);
    const item = await fileItem(c, state);
    const file =
      state.status === 'completed'
        ? await findItemFile(db, item.id, 'download', downloadPath(state.id, state.format))
        : undefined;
    if (!file) throw new HubApiError(404, 'Not Found', `Download ${id} is not ready.`);
    await countDownloadFetch(db, state.id);
    const extension = EXPORT_FORMATS[state.format]?.extension ?? state.format;
    return fileResponse(db, file, { publicItem: item.access === 'public', download: fileName(item.title, extension) });
  });

  return routes;
}
