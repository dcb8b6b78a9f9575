import type { DownloadStats } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../format/intlFormats.ts';

/**
 * Download counts by format as a horizontal bar chart (numbers people compare are drawn): one bar per format, its
 * length to scale with the most fetched, its count written at its end; the same figures as a table for screen
 * readers.
 */
export function DownloadCountsChart({ stats }: { readonly stats: DownloadStats }) {
  const { t, i18n } = useTranslation();
  const most = Math.max(1, ...stats.formats.map((entry) => entry.fetches));
  const number = numberFormat(i18n.language);
  return (
    <figure className="counts-chart" data-testid="download-counts">
      <figcaption>{t('contentWorkspace.dashboard.chartCaption', { total: number.format(stats.total) })}</figcaption>
      <div className="counts-chart__bars" aria-hidden="true">
        {stats.formats.map((entry) => (
          <div key={entry.format} className="counts-chart__row">
            <span className="counts-chart__label">{entry.format.toUpperCase()}</span>
            <span className="counts-chart__track">
              <span className="counts-chart__bar" style={{ inlineSize: `${(entry.fetches / most) * 100}%` }} />
            </span>
            <span className="counts-chart__value">{number.format(entry.fetches)}</span>
          </div>
        ))}
      </div>
      <table className="visually-hidden">
        <caption>{t('contentWorkspace.dashboard.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contentWorkspace.dashboard.format')}</th>
            <th scope="col">{t('contentWorkspace.dashboard.fetches')}</th>
            <th scope="col">{t('contentWorkspace.dashboard.exports')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.formats.map((entry) => (
            <tr key={entry.format}>
              <th scope="row">{entry.format.toUpperCase()}</th>
              <td>{number.format(entry.fetches)}</td>
              <td>{number.format(entry.exports)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
