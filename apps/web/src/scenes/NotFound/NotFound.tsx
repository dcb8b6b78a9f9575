import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteHref } from '../../site/siteHref.ts';
import { useSiteBasePath } from '../../site/useSite.ts';

/** Nothing at this address, or nothing the visitor may see (the two look alike): a way back and a way to search. */
export function NotFound() {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <ul className="not-found__links">
        <li>
          <Link to={siteHref(basePath, '/')}>{t('notFound.home')}</Link>
        </li>
        <li>
          <Link to={siteHref(basePath, '/search')}>{t('notFound.search')}</Link>
        </li>
      </ul>
    </section>
  );
}
