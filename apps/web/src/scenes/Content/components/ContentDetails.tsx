import { useTranslation } from 'react-i18next';
import type { ContentView } from '../../../content/contentView.ts';
import type { DatedValue } from '@plaza/core';
import { formatDate, isoAtPrecision } from '../../../format/formatDate.ts';

/** The facts of an item as a description list: dates at their precision, update frequency, publisher, owner. */
export function ContentDetails({ view }: { view: ContentView }) {
  const { t, i18n } = useTranslation();
  const date = (value: DatedValue) => (
    <time dateTime={isoAtPrecision(value.epoch, value.precision)}>
      {formatDate(value.epoch, value.precision, i18n.language)}
    </time>
  );
  const rows: [string, React.ReactNode][] = [];
  if (view.dates.published) rows.push([t('content.published'), date(view.dates.published)]);
  if (view.dates.dataUpdated) rows.push([t('content.dataUpdated'), date(view.dates.dataUpdated)]);
  if (view.updateFrequency) rows.push([t('content.updateFrequency'), t(`frequency.${view.updateFrequency}`)]);
  rows.push([t('content.publisher'), view.publisher.organization || view.publisher.name]);
  rows.push([
    t('content.owner'),
    view.owner.fullName ? `${view.owner.fullName} (${view.owner.username})` : view.owner.username,
  ]);
  rows.push([t('content.recordCreated'), date(view.dates.created)]);
  rows.push([t('content.recordUpdated'), date(view.dates.updated)]);
  if (view.credits) rows.push([t('content.credits'), view.credits]);
  return (
    <section aria-labelledby="content-details">
      <h2 id="content-details">{t('content.details')}</h2>
      <dl className="details-list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
