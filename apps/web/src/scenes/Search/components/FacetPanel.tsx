import { useTranslation } from 'react-i18next';
import type { FacetView } from '../../../search/runCatalogSearch.ts';
import { FACET_FIELDS, type SearchState } from '../../../search/searchState.ts';
import { Facet } from './Facet.tsx';
import { UpdatedFilter } from './UpdatedFilter.tsx';

/**
 * The facets: a sidebar from 992 px, and below that a disclosure above the results (closed unless filters are in
 * use), so a phone shows results first. Both are in the HTML, one hidden by CSS, so neither shifts the page once
 * scripts run and both work without them.
 */
export function FacetPanel({ state, facets }: { state: SearchState; facets: readonly FacetView[] }) {
  const { t } = useTranslation();
  const selected =
    FACET_FIELDS.reduce((n, field) => n + state.facets[field].length, 0) +
    (state.updated ? 1 : 0) +
    (state.area ? 1 : 0);
  return (
    <>
      <aside className="facet-panel facet-panel--wide" aria-labelledby="facets-heading">
        <h2 id="facets-heading" className="facet-panel__heading">
          {t('facets.heading')}
        </h2>
        {facets.map((facet) => (
          <Facet key={facet.field} state={state} facet={facet} idPrefix="wide" />
        ))}
        <UpdatedFilter state={state} idPrefix="wide" />
      </aside>
      <details className="facet-panel facet-panel--narrow" open={selected > 0 ? true : undefined}>
        <summary className="facet-panel__heading">
          {selected > 0 ? t('facets.headingSelected', { count: selected }) : t('facets.heading')}
        </summary>
        {facets.map((facet) => (
          <Facet key={facet.field} state={state} facet={facet} idPrefix="narrow" />
        ))}
        <UpdatedFilter state={state} idPrefix="narrow" />
      </details>
    </>
  );
}
