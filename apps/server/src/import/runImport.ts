import type { Db } from '../db/database.ts';
import {
  finishImportRun,
  findUnfinishedImportRun,
  insertImportRun,
} from '../db/repositories/importJournalRepository.ts';
import { newId } from '../db/newId.ts';
import { copyItem } from './copyItem.ts';
import { importReportOf, type ImportReport } from './importReport.ts';
import type { ImportProgress } from './importProgress.ts';
import { planImport, type ImportPlan } from './planImport.ts';
import { readSourceSnapshot, type ImportScope, type SourceSnapshot } from './readSourceSnapshot.ts';
import type { SourceConnection } from './sourcePortal.ts';
import { writeGroup, writeOrg, writeUser } from './writeAccounts.ts';

export interface ImportOptions {
  readonly source: SourceConnection;
  readonly scope: ImportScope;
  readonly dryRun: boolean;
  /** Plaza's base domain of hosted sites: imported sites are served on `{subdomain}-{org key}.{base domain}`. */
  readonly baseDomain: string;
  readonly progress: ImportProgress;
  readonly now?: () => number;
}

/** What a run did: its report, and the plan behind it (tests read the ids it chose). */
export interface ImportResult {
  readonly report: ImportReport;
  readonly plan: ImportPlan;
}

/**
 * Copies an ArcGIS organisation (or one site) into Plaza (issue 41, ADR 0200): reads the source, decides every
 * record's place (`planImport`), then — unless it is a dry run — writes the organisation, accounts, groups with
 * their members, and items one transaction each, with the journal row that makes a stopped run resumable and a
 * second run copy only what changed. The run is recorded (`import_runs`) with its report.
 *
 * @example
 * const { report } = await runImport(db, { source, scope: { kind: 'org' }, dryRun: false, baseDomain, progress });
 */
export async function runImport(db: Db, options: ImportOptions): Promise<ImportResult> {
  const now = options.now ?? Date.now;
  const snapshot = await readSourceSnapshot(options.source, options.scope);
  const plan = await planImport(db, snapshot, options.source.portal);
  const scope = options.scope.kind === 'org' ? 'org' : `site:${options.scope.id}`;
  const notes = [...snapshot.notes, ...standingNotes(snapshot, plan)];
  const unfinished = await findUnfinishedImportRun(db, plan.source);
  const resumed = unfinished !== undefined;
  if (options.dryRun) return { plan, report: importReportOf(plan, { scope, dryRun: true, resumed, notes }) };

  const runId = newId();
  await insertImportRun(db, { id: runId, source: plan.source, scope, started: now() });
  const { progress } = options;
  progress.start(plan.users.length + plan.groups.length + plan.items.length + 1);
  if (plan.org.action !== 'unchanged') await writeOrg(db, plan, now());
  progress.step(`organisation ${plan.org.urlKey}: ${plan.org.action}`);
  for (const user of plan.users) {
    if (user.action !== 'unchanged') await writeUser(db, plan, user, now());
    progress.step(`account ${user.targetId}: ${user.action}`);
  }
  for (const group of plan.groups) {
    if (group.action !== 'unchanged') await writeGroup(db, plan, group, now());
    progress.step(`group ${String(group.source.record.title ?? group.targetId)}: ${group.action}`);
  }
  const isPortal = plan.org.source.isPortal === true;
  for (const item of plan.items) {
    if (item.action !== 'unchanged') {
      const itemNotes = await copyItem(db, item, {
        source: options.source,
        plan,
        baseDomain: options.baseDomain,
        isPortal,
        now: now(),
      });
      for (const note of itemNotes) notes.push(`item "${String(item.source.record.title ?? item.sourceId)}": ${note}`);
    }
    progress.step(`item ${String(item.source.record.title ?? item.targetId)}: ${item.action}`);
  }
  progress.done();
  const report = importReportOf(plan, { scope, dryRun: false, resumed, notes });
  await finishImportRun(db, { id: runId, source: plan.source, finished: now(), report: { ...report } });
  return { plan, report };
}

/** What an import never copies, said once per run where it applies. */
function standingNotes(snapshot: SourceSnapshot, plan: ImportPlan): string[] {
  const notes: string[] = [];
  const created = plan.users.filter((u) => u.action === 'create').length;
  if (created) {
    notes.push(
      `${created} new accounts come without a password (a portal never gives them out): they cannot sign in until one is set (--admin-password-file sets the importing account's).`,
    );
  }
  const services = snapshot.items.filter(
    ({ record }) => /Service$/.test(String(record.type ?? '')) && typeof record.url === 'string',
  );
  if (services.length) {
    notes.push(
      `${services.length} service items were copied as references: their layers and features stay on the source (${services.map(({ record }) => String(record.title)).join(', ')}).`,
    );
  }
  notes.push(
    'Events, discussions, survey answers and usage data live in the source hub services, not its portal, and are not copied.',
  );
  notes.push(
    "Folders, comments, ratings, favourites and group pictures are not copied; items sit in their owners' root folders.",
  );
  return notes;
}
