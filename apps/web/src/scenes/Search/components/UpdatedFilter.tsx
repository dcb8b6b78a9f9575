import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UPDATED, type SearchState } from '../../../search/searchState.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';
import { searchHref } from './searchHref.ts';

/** The date filter (issue 13): results updated in the last week, month or year, or at any time; one in force. */
export function UpdatedFilter({ state, idPrefix }: { state: SearchState; idPrefix: string }) {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  const headingId = `facet-${idPrefix}-updated`;
  const current = state.updated ?? '';
  return (
    <section className="facet" aria-labelledby={headingId}>
      <h3 id={headingId} className="facet__heading">
        {t('facets.updated')}
      </h3>
      <ul className="facet__values">
        {UPDATED.map((key) => (
          <li key={key || 'any'}>
            <Link
              className={`facet__value facet__value--choice${key === current ? ' is-selected' : ''}`}
              to={searchHref(basePath, { ...state, updated: key, page: 1 })}
              aria-current={key === current ? 'true' : undefined}
            >
              <span className="facet__check" aria-hidden="true" />
              <span className="facet__label">{t(`facets.updatedWithin.${key || 'any'}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
