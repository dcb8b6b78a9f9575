import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { SearchState } from '../../../search/searchState.ts';
import { siteHref } from '../../../site/siteHref.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';

/** The search box. A GET form: it works before hydration, and a new search keeps the collection and view. */
export function SearchForm({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  return (
    <Form className="search-form" role="search" method="get" action={siteHref(basePath, '/search')}>
      <label htmlFor="search-q">{t('search.label')}</label>
      <div className="search-form__row">
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={state.q}
          key={state.q}
          placeholder={t('search.placeholder')}
          autoComplete="off"
        />
        {state.collection ? <input type="hidden" name="collection" value={state.collection} /> : null}
        {state.view !== 'list' ? <input type="hidden" name="view" value={state.view} /> : null}
        <button type="submit" className="button">
          {t('search.submit')}
        </button>
      </div>
    </Form>
  );
}
