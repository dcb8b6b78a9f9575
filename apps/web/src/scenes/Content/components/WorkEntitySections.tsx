import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResultList } from '../../../components/results/ResultList.tsx';
import type { WorkEntityData } from '../../../content/workEntityData.ts';
import { ChartCard } from '../../../layout/cards/ChartCard.tsx';
import { StatCard } from '../../../layout/cards/StatCard.tsx';
import { siteHref } from '../../../site/siteHref.ts';
import { useSiteBasePath } from '../../../site/useSite.ts';

/**
 * What an initiative's or project's page shows of its progress (issue 20): its featured and visible metrics — live
 * values and charts — drawn as cards; nothing when it shows none.
 */
export function WorkMetrics({ work }: { readonly work: WorkEntityData }) {
  const { t } = useTranslation();
  if (work.metrics.length === 0) return null;
  return (
    <section aria-labelledby="work-progress" className="work-metrics">
      <h2 id="work-progress">{t('work.progress')}</h2>
      <ul className="work-metrics__grid">
        {work.metrics.map((shown) => (
          <li
            key={shown.id}
            className={`work-metrics__item${shown.featured ? ' work-metrics__item--featured' : ''}${'chart' in shown ? ' work-metrics__item--chart' : ''}`}
          >
            {'chart' in shown ? (
              <ChartCard card={shown.card} value={shown.chart} />
            ) : (
              <StatCard card={shown.card} stat={shown.stat} />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Its timeline: each stage with when, how far along, and what it is. */
export function WorkTimeline({ work }: { readonly work: WorkEntityData }) {
  const { t } = useTranslation();
  if (work.stages.length === 0) return null;
  return (
    <section aria-labelledby="work-timeline">
      <h2 id="work-timeline">{t('work.timeline')}</h2>
      <ol className="work-timeline">
        {work.stages.map((stage) => (
          <li key={stage.id} className={`work-timeline__stage work-timeline__stage--${stage.status}`}>
            <h3 className="work-timeline__title" dir="auto">
              {stage.title}
            </h3>
            <p className="work-timeline__meta">
              {stage.timeframe ? <span dir="auto">{stage.timeframe}</span> : null}
              <span className={`status-badge status-badge--${stage.status}`}>{t(`status.${stage.status}`)}</span>
            </p>
            {stage.description ? <p dir="auto">{stage.description}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Its featured content, and the other side of its associations: an initiative's projects, a project's initiatives. */
export function WorkRelated({ work }: { readonly work: WorkEntityData }) {
  const { t } = useTranslation();
  const basePath = useSiteBasePath();
  const heading = work.kind === 'initiative' ? t('work.projects') : t('work.initiatives');
  return (
    <>
      {work.featured.length ? (
        <section aria-labelledby="work-featured">
          <h2 id="work-featured">{t('work.featured')}</h2>
          <ResultList results={work.featured} layout="grid" headingLevel={3} compact />
        </section>
      ) : null}
      <section aria-labelledby="work-related" data-testid="work-related">
        <h2 id="work-related">{heading}</h2>
        {work.related.length === 0 ? (
          <p>{work.kind === 'initiative' ? t('work.noProjects') : t('work.noInitiatives')}</p>
        ) : (
          <ul className="work-related">
            {work.related.map((entity) => (
              <li key={entity.id}>
                <Link to={siteHref(basePath, entity.href)} dir="auto">
                  {entity.name}
                </Link>
                {entity.status ? (
                  <span className={`status-badge status-badge--${entity.status}`}>
                    {t(`status.${entity.status}`, { defaultValue: entity.status })}
                  </span>
                ) : null}
                {entity.summary ? (
                  <p className="work-related__summary" dir="auto">
                    {entity.summary}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Who to ask about it: each contact's name and role, an email as a link, a phone as a link to call. */
export function WorkContacts({ work }: { readonly work: WorkEntityData }) {
  const { t } = useTranslation();
  if (work.contacts.length === 0) return null;
  return (
    <section aria-labelledby="work-contacts" className="work-contacts">
      <h2 id="work-contacts">{t('work.contacts')}</h2>
      <ul>
        {work.contacts.map((contact, i) => (
          <li key={`${contact.email}${i}`}>
            {contact.name ? <strong dir="auto">{contact.name}</strong> : null}
            {contact.role ? <span dir="auto">{contact.role}</span> : null}
            {contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : null}
            {contact.phone ? <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
