import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../format/formatDate.ts';
import type { ResultView } from '../../search/resultView.ts';
import { siteHref } from '../../site/siteHref.ts';
import { useSiteBasePath } from '../../site/useSite.ts';
import { itemTypeLabel } from '../../i18n/itemTypeLabel.ts';

/**
 * One item in a list or grid of results: thumbnail, title (the link), type, summary and when it was updated.
 * `headingLevel` keeps the outline right wherever the list sits.
 */
export function ResultCard({
  result,
  headingLevel = 3,
  compact = false,
  eager = false,
}: {
  result: ResultView;
  headingLevel?: 2 | 3 | 4;
  compact?: boolean;
  /** Load the thumbnail at once (the first results are in the first screen). */
  eager?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const basePath = useSiteBasePath();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="result-card">
      {compact ? null : (
        <div className="result-card__thumb" aria-hidden="true">
          {result.thumbnailUrl ? (
            <img
              src={result.thumbnailUrl}
              alt=""
              loading={eager ? 'eager' : 'lazy'}
              {...(eager ? { fetchPriority: 'high' as const } : {})}
              decoding="async"
              width="400"
              height="266"
            />
          ) : null}
        </div>
      )}
      <div className="result-card__body">
        <Heading className="result-card__title" dir="auto">
          <Link to={siteHref(basePath, result.href)}>{result.title}</Link>
        </Heading>
        <p className="result-card__meta">
          <span className={`family-badge family-badge--${result.family}`}>
            {t(`family.${result.family}`, { defaultValue: result.type })}
          </span>
          <span className="result-card__type">{itemTypeLabel(t, result.type)}</span>
          <span>{t('results.updated', { date: formatDate(result.modified, 'day', i18n.language) })}</span>
        </p>
        {result.summary ? (
          <p className="result-card__summary" dir="auto">
            {result.summary}
          </p>
        ) : null}
      </div>
    </article>
  );
}
