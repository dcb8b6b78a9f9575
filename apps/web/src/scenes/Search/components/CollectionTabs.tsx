import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SearchState } from '../../../search/searchState.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';
import { searchHref } from './searchHref.ts';

/**
 * The collections of the site's catalog as tabs (links, so each is a URL): "All" first. Choosing one keeps the words
 * and the view, and starts again from the first page without facet filters.
 */
export function CollectionTabs({
  state,
  collections,
}: {
  state: SearchState;
  collections: readonly { readonly key: string; readonly label: string }[];
}) {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  const tabs = [
    { key: '', label: t('collections.all') },
    ...collections.map((c) => ({ key: c.key, label: t(`collections.${c.key}`, { defaultValue: c.label }) })),
  ];
  const empty = { type: [], tags: [], categories: [], owner: [] };
  return (
    <nav className="collection-tabs" aria-label={t('search.collections')}>
      <ul>
        {tabs.map((tab) => {
          const current = tab.key === state.collection;
          return (
            <li key={tab.key || 'all'}>
              <Link
                to={searchHref(basePath, { ...state, collection: tab.key, facets: empty, page: 1 })}
                aria-current={current ? 'page' : undefined}
                className={current ? 'is-current' : undefined}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
