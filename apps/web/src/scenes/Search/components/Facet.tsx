import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FacetView } from '../../../search/runCatalogSearch.ts';
import { FACET_VALUES, toggleFacet, toggleMore, type SearchState } from '../../../search/searchState.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';
import { facetValueLabel } from './facetValueLabel.ts';
import { searchHref } from './searchHref.ts';
import { numberFormat } from '../../../format/intlFormats.ts';

/**
 * One facet: each value is a link that adds it to (or removes it from) the search, with the number of results it
 * gives drawn right-aligned in tabular figures so counts line up for comparison.
 */
export function Facet({ state, facet, idPrefix }: { state: SearchState; facet: FacetView; idPrefix: string }) {
  const { t, i18n } = useTranslation();
  const basePath = useSiteBasePath();
  const headingId = `facet-${idPrefix}-${facet.field}`;
  const number = numberFormat(i18n.language);
  const expanded = state.more?.includes(facet.field) ?? false;
  const shown = expanded ? facet.values : facet.values.slice(0, FACET_VALUES);
  return (
    <section className="facet" aria-labelledby={headingId}>
      <h3 id={headingId} className="facet__heading">
        {t(`facets.${facet.field}`)}
      </h3>
      {facet.values.length === 0 ? (
        <p className="facet__empty">{t('facets.none')}</p>
      ) : (
        <ul className="facet__values">
          {shown.map((value) => {
            const label = value.label ?? facetValueLabel(t, facet.field, value.value);
            // Selected as the search being shown or, while the next one loads, as that one.
            const selected = state.facets[facet.field].some((s) => s.toLowerCase() === value.value.toLowerCase());
            return (
              <li key={value.value}>
                <Link
                  className={`facet__value${selected ? ' is-selected' : ''}`}
                  to={searchHref(basePath, toggleFacet(state, facet.field, value.value))}
                  aria-label={t(selected ? 'facets.remove' : 'facets.add', {
                    label,
                    count: value.count ?? 0,
                    formatted: value.count === undefined ? '' : number.format(value.count),
                  })}
                >
                  <span className="facet__check" aria-hidden="true" />
                  <span className="facet__label">{label}</span>
                  {value.count === undefined ? null : (
                    <span className="facet__count" aria-hidden="true">
                      {number.format(value.count)}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {expanded || facet.values.length >= FACET_VALUES ? (
        <Link
          className="facet__more"
          to={searchHref(basePath, toggleMore(state, facet.field))}
          preventScrollReset
          aria-label={t(expanded ? 'facets.fewerOf' : 'facets.moreOf', { facet: t(`facets.${facet.field}`) })}
        >
          {t(expanded ? 'facets.fewer' : 'facets.more')}
        </Link>
      ) : null}
    </section>
  );
}
