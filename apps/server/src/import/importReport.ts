import { getHubEntityType } from '@plaza/core';
import type { ImportAction, ImportPlan } from './planImport.ts';

export type ReportRow =
  'organisation' | 'accounts' | 'groups' | 'items' | 'sites' | 'pages' | 'initiatives' | 'projects';

/** What a run did (or, dry, would do): counts per kind and action, ids that changed, and what was not copied. */
export interface ImportReport {
  readonly source: string;
  readonly scope: string;
  readonly dryRun: boolean;
  /** An earlier run of this source stopped before its end, and this one took over. */
  readonly resumed: boolean;
  readonly counts: Readonly<Record<ReportRow, Readonly<Record<ImportAction, number>>>>;
  readonly idChanges: readonly string[];
  readonly notes: readonly string[];
}

const ROWS: readonly ReportRow[] = [
  'organisation',
  'accounts',
  'groups',
  'items',
  'sites',
  'pages',
  'initiatives',
  'projects',
];
const KIND_ROW: Readonly<Record<string, ReportRow>> = {
  site: 'sites',
  page: 'pages',
  initiative: 'initiatives',
  project: 'projects',
};

/**
 * The report of a plan: counts of new, changed and unchanged records (sites, pages, initiatives and projects also
 * counted apart among the items), the ids that could not be kept, and the notes gathered on the way.
 *
 * @example
 * process.stdout.write(formatImportReport(importReportOf(plan, { dryRun: true, resumed: false, notes })));
 */
export function importReportOf(
  plan: ImportPlan,
  run: {
    readonly scope: string;
    readonly dryRun: boolean;
    readonly resumed: boolean;
    readonly notes: readonly string[];
  },
): ImportReport {
  const counts = Object.fromEntries(ROWS.map((row) => [row, { create: 0, update: 0, unchanged: 0 }])) as Record<
    ReportRow,
    Record<ImportAction, number>
  >;
  counts.organisation[plan.org.action] += 1;
  for (const user of plan.users) counts.accounts[user.action] += 1;
  for (const group of plan.groups) counts.groups[group.action] += 1;
  for (const item of plan.items) {
    counts.items[item.action] += 1;
    const row = KIND_ROW[getHubEntityType(String(item.source.record.type ?? ''))];
    if (row) counts[row][item.action] += 1;
  }
  const idChanges = [
    ...plan.users.filter((u) => u.idChanged).map((u) => `account ${u.sourceId} → ${u.targetId}`),
    ...plan.groups
      .filter((g) => g.idChanged)
      .map((g) => `group "${title(g.source.record)}" ${g.sourceId} → ${g.targetId}`),
    ...plan.items
      .filter((i) => i.idChanged)
      .map((i) => `item "${title(i.source.record)}" ${i.sourceId} → ${i.targetId}`),
  ];
  if (plan.org.idChanged) idChanges.unshift(`organisation ${plan.org.sourceId} → ${plan.org.targetId}`);
  return {
    source: plan.source,
    scope: run.scope,
    dryRun: run.dryRun,
    resumed: run.resumed,
    counts,
    idChanges,
    notes: run.notes,
  };
}

/** The report as text: a table, then the id changes and notes as lists. */
export function formatImportReport(report: ImportReport): string {
  const lines = [
    report.dryRun
      ? `Dry run: what an import of ${report.source} (${report.scope}) would do.`
      : `Imported ${report.source} (${report.scope}).`,
    ...(report.resumed ? ['An earlier run stopped before its end; this one resumed it.'] : []),
    '',
    `${'record'.padEnd(14)}${'new'.padStart(6)}${'changed'.padStart(9)}${'same'.padStart(7)}`,
    ...ROWS.map((row) => {
      const c = report.counts[row];
      const label = ['sites', 'pages', 'initiatives', 'projects'].includes(row) ? `  ${row}` : row;
      return `${label.padEnd(14)}${String(c.create).padStart(6)}${String(c.update).padStart(9)}${String(c.unchanged).padStart(7)}`;
    }),
  ];
  if (report.idChanges.length)
    lines.push('', 'Ids that could not be kept:', ...report.idChanges.map((line) => `  - ${line}`));
  if (report.notes.length) lines.push('', 'Not copied, or to do:', ...report.notes.map((line) => `  - ${line}`));
  return `${lines.join('\n')}\n`;
}

function title(record: Record<string, unknown>): string {
  return typeof record.title === 'string' ? record.title : '';
}
