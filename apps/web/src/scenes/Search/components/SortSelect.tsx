import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';
import { FACET_FIELDS, SORTS, type SearchState } from '../../../search/searchState.ts';
import { siteHref } from '../../../site/siteHref.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';

/**
 * The order of results. A GET form carrying the rest of the search: with JavaScript a change applies at once,
 * without it the "Apply" button does.
 */
export function SortSelect({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const basePath = useSiteBasePath();
  const sorts = SORTS.filter((sort) => sort !== 'relevance' || state.q);
  return (
    <Form
      className="sort-select"
      method="get"
      action={siteHref(basePath, '/search')}
      onChange={(event) => void submit(event.currentTarget)}
    >
      {state.q ? <input type="hidden" name="q" value={state.q} /> : null}
      {state.collection ? <input type="hidden" name="collection" value={state.collection} /> : null}
      {FACET_FIELDS.flatMap((field) =>
        state.facets[field].map((value) => (
          <input key={`${field}:${value}`} type="hidden" name={field} value={value} />
        )),
      )}
      {state.view !== 'list' ? <input type="hidden" name="view" value={state.view} /> : null}
      <label htmlFor="search-sort">{t('search.sortLabel')}</label>
      <select id="search-sort" name="sort" defaultValue={state.sort} key={state.sort}>
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`search.sort.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--secondary">
          {t('search.apply')}
        </button>
      </noscript>
    </Form>
  );
}
