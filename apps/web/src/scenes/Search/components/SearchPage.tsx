import { useTranslation } from 'react-i18next';
import type { SearchData } from '../searchLoader.ts';
import { ActiveFilters } from './ActiveFilters.tsx';
import { CollectionTabs } from './CollectionTabs.tsx';
import { FacetPanel } from './FacetPanel.tsx';
import { Pagination } from './Pagination.tsx';
import { SearchForm } from './SearchForm.tsx';
import { SearchResults } from './SearchResults.tsx';
import { SearchToolbar } from './SearchToolbar.tsx';

/** The catalog search page: words, collections as tabs, facets, order, layout and pages, all in the URL. */
export function SearchPage({ data }: { data: SearchData }) {
  const { t } = useTranslation();
  const { state, view, collections } = data;
  return (
    <div className="search-page">
      <h1 className="page-title">{t('search.title')}</h1>
      <SearchForm state={state} />
      <CollectionTabs state={state} collections={collections} />
      <div className="search-page__body">
        <FacetPanel state={state} facets={view.facets} />
        <section className="search-page__results" aria-labelledby="results-heading">
          <h2 id="results-heading" className="visually-hidden">
            {t('search.resultsHeading')}
          </h2>
          <SearchToolbar state={state} total={view.total} />
          <ActiveFilters state={state} />
          <SearchResults state={state} results={view.results} />
          <Pagination state={state} total={view.total} />
        </section>
      </div>
    </div>
  );
}
