import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FACET_FIELDS, hasFacetFilters, toggleFacet, type SearchState } from '../../../search/searchState.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';
import { facetValueLabel } from './facetValueLabel.ts';
import { searchHref } from './searchHref.ts';

/** The facet values in force, each removable, and a link that clears them all. */
export function ActiveFilters({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  if (!hasFacetFilters(state)) return null;
  const cleared = { ...state, facets: { type: [], tags: [], categories: [], owner: [] }, page: 1 };
  return (
    <div className="active-filters">
      <h3 className="visually-hidden">{t('facets.active')}</h3>
      <ul>
        {FACET_FIELDS.flatMap((field) =>
          state.facets[field].map((value) => {
            const label = facetValueLabel(field, value);
            return (
              <li key={`${field}:${value}`}>
                <Link
                  className="chip"
                  to={searchHref(basePath, toggleFacet(state, field, value))}
                  aria-label={t('facets.removeShort', { label })}
                >
                  <span className="chip__field">{t(`facets.${field}`)}:</span> {label}
                  <span className="chip__x" aria-hidden="true">
                    ×
                  </span>
                </Link>
              </li>
            );
          }),
        )}
      </ul>
      <Link className="active-filters__clear" to={searchHref(basePath, cleared)}>
        {t('facets.clear')}
      </Link>
    </div>
  );
}
