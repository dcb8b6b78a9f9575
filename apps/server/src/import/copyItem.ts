import type { Db } from '../db/database.ts';
import { insertDomainUnlessTaken, listDomainsOfSite } from '../db/repositories/domainRepository.ts';
import { deleteItemFiles, writeItemFile } from '../db/repositories/itemFileRepository.ts';
import { itemFilePaths } from '../db/repositories/importJournalRepository.ts';
import { insertItem, updateItemRow } from '../db/repositories/itemRepository.ts';
import { addItemShares, listItemGroupIds, removeItemShares } from '../db/repositories/itemShareRepository.ts';
import { newId } from '../db/newId.ts';
import { importedItemModel } from './importedItemModel.ts';
import { remapIds } from './remapIds.ts';
import type { ImportPlan, Planned } from './planImport.ts';
import type { SourceItem } from './readSourceSnapshot.ts';
import { sourceFile, type SourceConnection, type SourceFile } from './sourcePortal.ts';
import { journal, userOf } from './writeAccounts.ts';

/** What copying an item needs besides the plan: the source, Plaza's base domain, the clock. */
export interface CopyContext {
  readonly source: SourceConnection;
  readonly plan: ImportPlan;
  readonly baseDomain: string;
  readonly isPortal: boolean;
  readonly now: number;
}

/**
 * Copies one item — its record, its data (JSON migrated by core, files streamed as they are), thumbnail, resources,
 * its shares to the copied groups and, for a site, its Plaza hostname — and the journal row, in one transaction:
 * an import stopped midway leaves each item whole or absent. Returns what the report should say about it.
 *
 * @example
 * const notes = await copyItem(db, planned, context);
 */
export async function copyItem(db: Db, planned: Planned<SourceItem>, context: CopyContext): Promise<string[]> {
  const { plan, source } = context;
  const notes: string[] = [];
  const record = planned.source.record;
  const sourceId = encodeURIComponent(planned.sourceId);
  const sourceOwner = String(record.owner ?? '');
  const owner = userOf(plan, sourceOwner) ?? plan.fallbackOwner;
  if (owner !== sourceOwner && !userOf(plan, sourceOwner))
    notes.push(`owner ${sourceOwner} was not copied; it belongs to ${owner}`);
  const data = await sourceFile(source, `content/items/${sourceId}/data`);
  const imported = importedItemModel(record, data?.kind === 'json' ? data.value : undefined, {
    id: planned.targetId,
    owner,
    orgId: plan.org.targetId,
    orgUrlKey: plan.org.urlKey,
    isPortal: context.isPortal,
    baseDomain: context.baseDomain,
    ids: plan.ids,
  });
  const values = imported.model.data.values;
  const custom =
    typeof values === 'object' && values !== null ? (values as { customHostname?: unknown }).customHostname : undefined;
  if (imported.kind === 'site' && typeof custom === 'string' && custom) {
    notes.push(
      `custom hostname ${custom} was not registered; add it in the site's settings once its DNS points at Plaza`,
    );
  }
  const { now } = context;
  await db.transaction().execute(async (trx) => {
    if (planned.action === 'create') await insertItem(trx, imported.row);
    else {
      const { id: _id, ...fields } = imported.row;
      await updateItemRow(trx, planned.targetId, fields);
    }
    const patch: { size?: number } = {};
    if (data?.kind === 'json') {
      // A hub model is written migrated; other JSON (a web map, an app's settings) as the source has it.
      const json = imported.kind === 'content' ? remapIds(data.value, plan.ids) : imported.model.data;
      patch.size = await writeJson(trx, planned.targetId, 'data', '', json, now);
    } else if (data) patch.size = await writeFile(trx, planned.targetId, 'data', '', data, now);
    else await deleteItemFiles(trx, planned.targetId, 'data');
    if (patch.size !== undefined) await updateItemRow(trx, planned.targetId, patch);
    await copyThumbnail(trx, planned, context, notes);
    await copyResources(trx, planned, context, notes);
    await syncShares(trx, planned, plan, now);
    if (imported.hostname)
      await registerHostname(trx, imported.hostname, planned.targetId, imported.row.title, context, notes);
    await journal(trx, plan, 'item', planned, now);
  });
  return notes;
}

async function copyThumbnail(
  db: Db,
  planned: Planned<SourceItem>,
  context: CopyContext,
  notes: string[],
): Promise<void> {
  const name = planned.source.record.thumbnail;
  await deleteItemFiles(db, planned.targetId, 'info', { prefix: 'thumbnail' });
  if (typeof name !== 'string' || !name) return;
  const path = `content/items/${encodeURIComponent(planned.sourceId)}/info/${name.split('/').map(encodeURIComponent).join('/')}`;
  const file = await sourceFile(context.source, path);
  if (file) await writeFile(db, planned.targetId, 'info', name, file, context.now);
  else notes.push(`thumbnail ${name} could not be read`);
}

async function copyResources(
  db: Db,
  planned: Planned<SourceItem>,
  context: CopyContext,
  notes: string[],
): Promise<void> {
  const wanted = planned.source.resources.map((r) => r.resource);
  for (const path of await itemFilePaths(db, planned.targetId, 'resource')) {
    if (!wanted.includes(path)) await deleteItemFiles(db, planned.targetId, 'resource', { path });
  }
  for (const name of wanted) {
    const path = `content/items/${encodeURIComponent(planned.sourceId)}/resources/${name.split('/').map(encodeURIComponent).join('/')}`;
    const file = await sourceFile(context.source, path);
    if (file) await writeFile(db, planned.targetId, 'resource', name, file, context.now);
    else notes.push(`resource ${name} could not be read`);
  }
}

/** Shares to the copied groups the source shares it to; shares to other copied groups are taken back. */
async function syncShares(db: Db, planned: Planned<SourceItem>, plan: ImportPlan, now: number): Promise<void> {
  const copied = new Map(plan.groups.map((g) => [g.sourceId, g.targetId]));
  const wanted = planned.source.groups.flatMap((id) => (copied.has(id) ? [copied.get(id)!] : []));
  const current = await listItemGroupIds(db, planned.targetId);
  const ours = new Set(copied.values());
  await removeItemShares(
    db,
    planned.targetId,
    current.filter((id) => ours.has(id) && !wanted.includes(id)),
  );
  await addItemShares(
    db,
    planned.targetId,
    wanted.filter((id) => !current.includes(id)),
    now,
  );
}

async function registerHostname(
  db: Db,
  hostname: string,
  siteId: string,
  title: string,
  context: CopyContext,
  notes: string[],
): Promise<void> {
  if ((await listDomainsOfSite(db, siteId)).some((d) => d.hostname === hostname)) return;
  const { plan } = context;
  const row = await insertDomainUnlessTaken(db, {
    id: newId(),
    hostname,
    site_id: siteId,
    org_id: plan.org.targetId,
    org_key: plan.org.urlKey,
    org_title: typeof plan.org.source.name === 'string' ? plan.org.source.name : plan.org.urlKey,
    site_title: title,
    client_key: '',
    ssl_only: false,
    created: context.now,
    modified: context.now,
  });
  if (!row) notes.push(`hostname ${hostname} is another site's; give this one another subdomain`);
}

function writeJson(db: Db, itemId: string, role: 'data', path: string, value: unknown, now: number): Promise<number> {
  return writeItemFile(db, { itemId, role, path, contentType: 'application/json', now }, [
    Buffer.from(JSON.stringify(value), 'utf8'),
  ]);
}

function writeFile(
  db: Db,
  itemId: string,
  role: 'data' | 'info' | 'resource',
  path: string,
  file: SourceFile,
  now: number,
): Promise<number> {
  const content = file.kind === 'json' ? [Buffer.from(JSON.stringify(file.value), 'utf8')] : file.chunks;
  return writeItemFile(db, { itemId, role, path, contentType: file.contentType, now }, content);
}
