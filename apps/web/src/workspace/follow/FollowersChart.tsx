import { useTranslation } from 'react-i18next';
import type { FollowerMonth } from './followerCounts.ts';
import { dateTimeFormat, numberFormat } from '../../format/intlFormats.ts';

/**
 * Followers month by month as columns (numbers people compare are drawn): each column's height to scale with the
 * most, the month under it and the total above; the same figures as a table for screen readers.
 */
export function FollowersChart({ months }: { readonly months: readonly FollowerMonth[] }) {
  const { t, i18n } = useTranslation();
  const most = Math.max(1, ...months.map((m) => m.total));
  const number = numberFormat(i18n.language);
  const label = (month: string) =>
    dateTimeFormat(i18n.language, { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
      Date.parse(`${month}-01T00:00:00Z`),
    );
  return (
    <figure className="followers-chart" data-testid="followers-chart">
      <figcaption>{t('followers.chartCaption')}</figcaption>
      <div className="followers-chart__columns" aria-hidden="true">
        {months.map((m) => (
          <div key={m.month} className="followers-chart__column">
            <span className="followers-chart__value">{number.format(m.total)}</span>
            <span className="followers-chart__bar" style={{ blockSize: `${(m.total / most) * 8}rem` }} />
            <span className="followers-chart__label">{label(m.month)}</span>
          </div>
        ))}
      </div>
      <table className="visually-hidden">
        <caption>{t('followers.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('followers.month')}</th>
            <th scope="col">{t('followers.followers')}</th>
            <th scope="col">{t('followers.new')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{label(m.month)}</th>
              <td>{number.format(m.total)}</td>
              <td>{number.format(m.joined)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
