import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigation } from 'react-router';
import { readSearchState } from '../../../search/searchState.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';
import { searchHref } from './searchHref.ts';
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
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const basePath = useSiteBasePath();
  // While the next search of this page loads, the facets toggle from it: a second change made meanwhile keeps the
  // first (issue 43 item 9, ADR 0241), and the results say they are being updated.
  const navigation = useNavigation();
  const pending =
    navigation.state === 'loading' && navigation.location.pathname === location.pathname
      ? readSearchState(new URLSearchParams(navigation.location.search))
      : undefined;
  // After "Next" (or any page link) the new page of results starts at the top of the results, focused there.
  useEffect(() => {
    if ((location.state as { toResults?: boolean } | null)?.toResults !== true) return;
    heading.current?.closest('section')?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [location.key, location.state]);
  return (
    <div className="search-page">
      <h1 className="page-title">{t('search.title')}</h1>
      <SearchForm state={state} />
      <CollectionTabs state={state} collections={collections} />
      <div className="search-page__body">
        <FacetPanel state={pending ?? state} facets={view.facets} />
        <section
          className="search-page__results"
          aria-labelledby="results-heading"
          aria-busy={pending ? true : undefined}
        >
          <p className="search-page__loading" role="status">
            {pending ? t('app.loading') : ''}
          </p>
          <h2 id="results-heading" className="visually-hidden" ref={heading} tabIndex={-1}>
            {t('search.resultsHeading')}
          </h2>
          {view.spelling ? (
            <p className="search-spelling" role="status">
              {t('search.spelling.showingFor')} <strong>{view.spelling.shown}</strong>.{' '}
              {t('search.spelling.insteadFor')}{' '}
              <Link to={searchHref(basePath, { ...state, exact: true, page: 1 })}>{view.spelling.typed}</Link>
            </p>
          ) : null}
          <SearchToolbar state={state} total={view.total} approximate={view.totalIsApproximate === true} />
          <ActiveFilters state={state} />
          <SearchResults state={state} results={view.results} />
          <Pagination state={state} total={view.total} />
        </section>
      </div>
    </div>
  );
}
