import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MAX_RESULTS, PAGE_SIZE, type SearchState } from '../../../search/searchState.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';
import { searchHref } from './searchHref.ts';
import { numberFormat } from '../../../format/intlFormats.ts';

/** Previous / next and nearby page numbers; the portal pages through the first 10,000 results. */
export function Pagination({ state, total }: { state: SearchState; total: number }) {
  const { t, i18n } = useTranslation();
  const basePath = useSiteBasePath();
  const pages = Math.ceil(Math.min(total, MAX_RESULTS) / PAGE_SIZE);
  if (pages <= 1) return null;
  const number = numberFormat(i18n.language);
  const around = [...new Set([1, state.page - 1, state.page, state.page + 1, pages])]
    .filter((p) => p >= 1 && p <= pages)
    .sort((a, b) => a - b);
  const to = (page: number) => searchHref(basePath, { ...state, page });
  // Another page of results starts at the top of the results, with the focus there (issue 13).
  const paged = { state: { toResults: true } } as const;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          {state.page > 1 ? (
            <Link to={to(state.page - 1)} rel="prev" {...paged}>
              {t('pagination.previous')}
            </Link>
          ) : (
            <span aria-disabled="true">{t('pagination.previous')}</span>
          )}
        </li>
        {around.map((page, i) => (
          <li key={page}>
            {i > 0 && page - (around[i - 1] ?? page) > 1 ? (
              <span className="pagination__gap" aria-hidden="true">
                …
              </span>
            ) : null}
            <Link
              to={to(page)}
              {...paged}
              aria-current={page === state.page ? 'page' : undefined}
              aria-label={t('pagination.page', { page: number.format(page) })}
            >
              {number.format(page)}
            </Link>
          </li>
        ))}
        <li>
          {state.page < pages ? (
            <Link to={to(state.page + 1)} rel="next" {...paged}>
              {t('pagination.next')}
            </Link>
          ) : (
            <span aria-disabled="true">{t('pagination.next')}</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
