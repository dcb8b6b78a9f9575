import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { VIEWS, type SearchState } from '../../../search/searchState.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';
import { searchHref } from './searchHref.ts';
import { SortSelect } from './SortSelect.tsx';
import { numberFormat } from '../../../format/intlFormats.ts';

/**
 * The number of results (announced when it changes) — "about" so many when the total is an estimate (ADR 0195) —, the
 * order, and the list / grid / map switcher.
 */
export function SearchToolbar({
  state,
  total,
  approximate = false,
}: {
  state: SearchState;
  total: number;
  approximate?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const basePath = useSiteBasePath();
  return (
    <div className="search-toolbar">
      <p className="search-toolbar__count" role="status">
        {t(approximate ? 'results.countAbout' : 'results.count', {
          count: total,
          formatted: numberFormat(i18n.language).format(total),
        })}
      </p>
      <SortSelect state={state} />
      <nav className="layout-switcher" aria-label={t('search.layout')}>
        <ul>
          {VIEWS.map((view) => (
            <li key={view}>
              <Link
                to={searchHref(basePath, { ...state, view })}
                aria-current={state.view === view ? 'true' : undefined}
                className={state.view === view ? 'is-current' : undefined}
              >
                <span className={`layout-switcher__icon layout-switcher__icon--${view}`} aria-hidden="true" />
                {t(`search.view.${view}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
