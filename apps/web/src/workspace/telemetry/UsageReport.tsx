import { saveFile } from '../ui/saveFile.ts';
import {
  fetchTelemetryReport,
  telemetryReportQuery,
  TELEMETRY_REPORTS_PATH,
  type TelemetryReport,
  type TelemetryReportRange,
} from '@plaza/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MetricChart } from '../../charts/MetricChart.tsx';
import { numberFormat } from '../../format/intlFormats.ts';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { errorMessage } from '../ui/errorMessage.ts';
import { useAsync } from '../ui/useAsync.ts';
import { UsageAccessEditor } from './UsageAccessEditor.tsx';
import { usageLabels } from './usageLabels.ts';
import './usage.css';

const RANGES: readonly TelemetryReportRange[] = ['day', 'week', 'month'];

/**
 * A site's or an item's usage (issue 22; spec 3 §2 telemetry dashboard, report, chart, tabular, metric and value
 * views): the range (last day, week, 30 days), the totals, page views over time as a line chart, the most viewed
 * content as a bar chart — each with its table — then the top searches, the searches that found nothing, downloads by
 * format and referrers as tables, and the report as CSV. Counted only for visitors who agreed; read only by those who
 * manage the entity and the groups it granted (the service enforces it).
 */
export function UsageReport({
  target,
  session,
  manages = false,
}: {
  readonly target: { readonly kind: 'site' | 'item'; readonly id: string };
  readonly session: WorkspaceSession;
  /** The reader may update the entity: they may also say which of its groups read the reports. */
  readonly manages?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<TelemetryReportRange>('week');
  const [exportFailure, setExportFailure] = useState<string | undefined>(undefined);
  const hubUrl = session.options.hubUrl ?? window.location.origin;
  const [report] = useAsync(
    (signal) => fetchTelemetryReport(target, range, { hubUrl, authentication: session.handle, signal }),
    `${target.id}:${range}`,
  );
  const rangeName = useId();
  const number = numberFormat(i18n.language);

  const exportCsv = async () => {
    setExportFailure(undefined);
    try {
      const url = new URL(TELEMETRY_REPORTS_PATH, hubUrl);
      url.search = new URLSearchParams({ ...telemetryReportQuery(target, range), f: 'csv' }).toString();
      const token = await session.handle.getToken(session.options.portal);
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      if (!response.ok) throw new Error(t('usage.exportFailed', { status: response.status }));
      saveFile(await response.blob(), `usage-${target.kind}-${range}.csv`);
    } catch (error) {
      setExportFailure(errorMessage(error));
    }
  };

  return (
    <section
      className="usage-report"
      aria-labelledby={`${rangeName}-title`}
      aria-busy={report.status === 'loading'}
      data-testid="usage-report"
    >
      <div className="usage-report__head">
        <h3 id={`${rangeName}-title`}>{t('usage.title')}</h3>
        <fieldset className="usage-report__ranges">
          <legend className="visually-hidden">{t('usage.range')}</legend>
          {RANGES.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={rangeName}
                value={value}
                checked={range === value}
                onChange={() => setRange(value)}
              />
              {t(`usage.ranges.${value}`)}
            </label>
          ))}
        </fieldset>
        <button type="button" className="button button--secondary" onClick={() => void exportCsv()}>
          {t('usage.export')}
        </button>
      </div>
      <ErrorNotice title={t('usage.exportFailedTitle')} message={exportFailure} />
      {report.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      {report.status === 'failed' ? <p className="workspace-muted">{report.message}</p> : null}
      {report.status === 'done' ? <UsageFigures report={report.value} number={number.format} /> : null}
      <p className="workspace-muted">{t('usage.consentNote')}</p>
      {manages ? <UsageAccessEditor itemId={target.id} session={session} /> : null}
    </section>
  );
}

function UsageFigures({
  report,
  number,
}: {
  readonly report: TelemetryReport;
  readonly number: (n: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const labels = usageLabels(
    report.series.map((entry) => entry.start),
    report.bucket,
    i18n.language,
  );
  const totals = report.totals;
  const figures = [
    ['views', totals.views],
    ['visitors', totals.visitors],
    ['sessions', totals.sessions],
    ['searches', totals.searches],
    ['downloads', totals.downloads],
  ] as const;
  const minutes = Math.floor(totals.averageSessionSeconds / 60);
  const seconds = totals.averageSessionSeconds % 60;
  return (
    <>
      <dl className="usage-report__totals">
        {figures.map(([key, value]) => (
          <div key={key} data-figure={key}>
            <dt>{t(`usage.totals.${key}`)}</dt>
            <dd>{number(value)}</dd>
          </div>
        ))}
        <div data-figure="averageSession">
          <dt>{t('usage.totals.averageSession')}</dt>
          <dd>{t('usage.duration', { minutes, seconds: String(seconds).padStart(2, '0') })}</dd>
        </div>
      </dl>
      <div className="usage-report__charts">
        <MetricChart
          title={t(`usage.viewsOver.${report.bucket}`)}
          chartType="line"
          valueName={t('usage.totals.views')}
          value={{
            status: 'ok',
            points: report.series.map((entry, index) => ({ key: labels[index]!, value: entry.views })),
          }}
        />
        {report.target.kind === 'site' ? (
          <MetricChart
            title={t('usage.topContent')}
            chartType="bar"
            valueName={t('usage.totals.views')}
            value={{
              status: 'ok',
              points: report.topContent.map((entry) => ({
                key: entry.title ?? t('usage.hiddenItem'),
                value: entry.views,
              })),
            }}
          />
        ) : null}
        <MetricChart
          title={t('usage.visitorTypes')}
          chartType="bar"
          valueName={t('usage.totals.views')}
          value={{
            status: 'ok',
            points: report.visitorTypes.map((entry) => ({
              key: t(`usage.visitorType.${entry.userType}`),
              value: entry.views,
            })),
          }}
        />
      </div>
      <UsageTable
        caption={t('usage.visitorTypes')}
        testId="usage-visitor-types"
        columns={[t('usage.columns.visitorType'), t('usage.totals.views')]}
        rows={[
          ...report.visitorTypes.map((entry) => [t(`usage.visitorType.${entry.userType}`), number(entry.views)]),
          [t('usage.internalViews'), number(report.internalViews)],
        ]}
      />
      {report.target.kind === 'site' ? (
        <UsageTable
          caption={t('usage.topContent')}
          testId="usage-top-content"
          columns={[t('usage.columns.item'), t('usage.totals.views')]}
          rows={report.topContent.map((entry) => [entry.title ?? t('usage.hiddenItem'), number(entry.views)])}
        />
      ) : null}
      <UsageTable
        caption={t('usage.topSearches')}
        testId="usage-top-searches"
        columns={[t('usage.columns.search'), t('usage.totals.searches'), t('usage.columns.averageResults')]}
        rows={report.topSearches.map((entry) => [entry.query, number(entry.searches), number(entry.averageResults)])}
      />
      <UsageTable
        caption={t('usage.emptySearches')}
        testId="usage-empty-searches"
        columns={[t('usage.columns.search'), t('usage.totals.searches')]}
        rows={report.emptySearches.map((entry) => [entry.query, number(entry.searches)])}
      />
      <UsageTable
        caption={t('usage.downloadsByFormat')}
        testId="usage-downloads"
        columns={[t('usage.columns.format'), t('usage.totals.downloads')]}
        rows={report.downloadsByFormat.map((entry) => [entry.format.toUpperCase(), number(entry.downloads)])}
      />
      <UsageTable
        caption={t('usage.referrers')}
        testId="usage-referrers"
        columns={[t('usage.columns.referrer'), t('usage.totals.views')]}
        rows={report.referrers.map((entry) => [entry.host, number(entry.views)])}
      />
    </>
  );
}

function UsageTable({
  caption,
  columns,
  rows,
  testId,
}: {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly testId: string;
}) {
  const { t } = useTranslation();
  return (
    <table className="usage-report__table" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={column} scope="col" className={index > 0 ? 'usage-report__number' : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={columns.length} className="workspace-muted">
              {t('usage.none')}
            </td>
          </tr>
        ) : (
          rows.map((row, index) => (
            <tr key={index}>
              <th scope="row" dir="auto">
                {row[0]}
              </th>
              {row.slice(1).map((cell, column) => (
                <td key={column} className="usage-report__number">
                  {cell}
                </td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
