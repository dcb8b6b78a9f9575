import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { facetValueLabel } from '../../Search/components/facetValueLabel.ts';
import { siteHref } from '../../../site/siteHref.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';
import type { ContentView } from '../../../content/contentView.ts';

/** Tags and categories, each a search of the site's catalog. */
export function ContentTags({ view }: { view: ContentView }) {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  const link = (field: 'tags' | 'categories', value: string) =>
    siteHref(basePath, `/search?${new URLSearchParams({ [field]: value }).toString()}`);
  return (
    <>
      {view.tags.length > 0 ? (
        <section aria-labelledby="content-tags">
          <h2 id="content-tags">{t('content.tags')}</h2>
          <ul className="tag-list">
            {view.tags.map((tag) => (
              <li key={tag}>
                <Link className="tag" to={link('tags', tag)}>
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.categories.length > 0 ? (
        <section aria-labelledby="content-categories">
          <h2 id="content-categories">{t('content.categories')}</h2>
          <ul className="tag-list">
            {view.categories.map((category) => (
              <li key={category}>
                <Link className="tag" to={link('categories', category)}>
                  {facetValueLabel(t, 'categories', category)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
