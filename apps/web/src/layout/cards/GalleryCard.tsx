import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultList } from '../../components/results/ResultList.tsx';
import { siteHref } from '../../site/siteHref.ts';
import { useSiteBasePath } from '../../site/useSite.ts';
import type { CardSpec } from '../layoutModel.ts';
import type { CardResults } from '../cardResults.ts';
import { numberFormat } from '../../format/intlFormats.ts';

type GallerySpec = Extract<CardSpec, { kind: 'gallery' }>;

/** A catalog card: live results of a search of the site's catalog, and a link to see them all. */
export function GalleryCard({ card, results }: { card: GallerySpec; results: CardResults | undefined }) {
  const { t, i18n } = useTranslation();
  const basePath = useSiteBasePath();
  const total = results?.total ?? 0;
  return (
    <div className="card card--gallery">
      {card.title ? <h2 className="card__title">{card.title}</h2> : null}
      {results?.failed ? (
        <p className="card__notice">{t('cards.searchFailed')}</p>
      ) : results && results.results.length > 0 ? (
        <ResultList results={results.results} layout={card.layout} headingLevel={card.title ? 3 : 2} />
      ) : (
        <p className="card__notice">{t('cards.noResults')}</p>
      )}
      {card.showSearchLink && results && total > 0 ? (
        <p className="card__more">
          <Link to={siteHref(basePath, results.searchHref)}>
            {t('cards.viewAll', { count: total, formatted: numberFormat(i18n.language).format(total) })}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
