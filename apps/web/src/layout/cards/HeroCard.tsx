import { useTranslation } from 'react-i18next';
import type { CardSpec } from '../layoutModel.ts';
import { siteHref } from '../../site/siteHref.ts';
import { useSiteBasePath } from '../../site/useSite.ts';

type HeroSpec = Extract<CardSpec, { kind: 'hero' }>;

/** The banner of a home page: the page's heading, a line of introduction and a search of the site's catalog. */
export function HeroCard({ card }: { card: HeroSpec }) {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  return (
    <div className="card card--hero">
      <h1 className="hero-card__title">{card.title}</h1>
      {card.subtitle ? <p className="hero-card__subtitle">{card.subtitle}</p> : null}
      {card.showSearch ? (
        <form className="hero-card__search" role="search" method="get" action={siteHref(basePath, '/search')}>
          <label htmlFor="hero-search" className="visually-hidden">
            {t('search.label')}
          </label>
          <input id="hero-search" name="q" type="search" placeholder={t('search.placeholder')} autoComplete="off" />
          <button type="submit" className="button">
            {t('search.submit')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
