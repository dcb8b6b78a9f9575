import { FollowButton } from '../../../follow/FollowButton.tsx';
import { useTranslation } from 'react-i18next';
import type { ContentData } from '../contentLoader.ts';
import { AudienceMarker } from './AudienceMarker.tsx';
import { ContentDetails } from './ContentDetails.tsx';
import { ItemUse } from './ItemUse.tsx';
import { ContentExtentMap } from './ContentExtentMap.tsx';
import { ContentTags } from './ContentTags.tsx';
import { WebMapSection } from './WebMapSection.tsx';
import { DatasetApiLinks, DatasetSection } from './DatasetSection.tsx';
import { EntityEventsSection } from '../../EventSearch/EntityEventsSection.tsx';
import { DiscussionBoard } from '../../../discussions/DiscussionBoard.tsx';
import { WorkContacts, WorkMetrics, WorkRelated, WorkTimeline } from './WorkEntitySections.tsx';
import { itemTypeLabel } from '../../../i18n/itemTypeLabel.ts';

/**
 * An item's page: what it is, its description, where it is, its licence; beside it the facts a reader checks
 * (dates with their precision, publisher, update frequency), tags and categories, and the portal record.
 */
export function ContentPage({ data }: { data: ContentData }) {
  const { t } = useTranslation();
  const { view } = data;
  return (
    <article className="content-page">
      {/* Dataset JSON-LD in the page itself, so it is there after client-side navigation too (escaped by the loader). */}
      {data.jsonLd ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.jsonLd }} /> : null}
      <header className="content-header">
        <p className="content-header__kind">
          <span className={`family-badge family-badge--${view.family}`}>
            {t(`family.${view.family}`, { defaultValue: view.type })}
          </span>
          <span>{itemTypeLabel(t, view.type)}</span>
          {view.status ? (
            <span className={`status-badge status-badge--${view.status}`}>
              {t(`status.${view.status}`, { defaultValue: view.status })}
            </span>
          ) : null}
        </p>
        <h1 className="content-header__title" dir="auto">
          {view.title}
        </h1>
        {data.audience ? <AudienceMarker audience={data.audience} view={view} /> : null}
        {view.summary ? (
          <p className="lead" dir="auto">
            {view.summary}
          </p>
        ) : null}
      </header>
      <div className="content-body">
        <div className="content-main">
          {data.work ? <WorkMetrics work={data.work} /> : null}
          {/* An initiative's or project's place comes first after its progress: where the work happens. */}
          {data.work && view.extent ? <ContentExtentMap title={view.title} extent={view.extent} /> : null}
          {/* A web map is its map: first, and its extent is not drawn again below (issue 43). */}
          {data.webMap ? (
            <WebMapSection webMap={data.webMap} title={view.title} {...(view.extent ? { extent: view.extent } : {})} />
          ) : null}
          <section aria-labelledby="content-about">
            <h2 id="content-about">{t('content.about')}</h2>
            {view.descriptionHtml ? (
              <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
            ) : (
              <p>{t('content.noDescription')}</p>
            )}
          </section>
          <section aria-labelledby="content-license">
            <h2 id="content-license">{t('content.license')}</h2>
            {view.licenseHtml ? (
              <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: view.licenseHtml }} />
            ) : (
              <p>{t('content.noLicense')}</p>
            )}
          </section>
          {!data.dataset ? <ItemUse view={view} token={data.token} /> : null}
          {data.dataset ? (
            <DatasetSection dataset={data.dataset} title={view.title} owner={view.owner.username} />
          ) : null}
          {view.extent && view.showsBoundary && !data.work && !data.webMap ? (
            <ContentExtentMap title={view.title} extent={view.extent} map={!data.dataset?.geometryType} />
          ) : null}
          {data.work ? <WorkTimeline work={data.work} /> : null}
          {data.work ? <WorkRelated work={data.work} /> : null}
          {data.follow ? <FollowButton target={data.follow} /> : null}
          {data.events ? <EntityEventsSection events={data.events} entityId={view.id} /> : null}
          {view.discussable && view.family !== 'template' ? (
            <DiscussionBoard
              itemId={view.id}
              {...(view.extent ? { bounds: view.extent } : {})}
              {...(data.prompt ? { prompt: data.prompt } : {})}
            />
          ) : null}
        </div>
        <aside className="content-aside" aria-label={t('content.details')}>
          {view.thumbnailUrl ? (
            <img className="content-aside__thumb" src={view.thumbnailUrl} alt="" width="400" height="266" />
          ) : null}
          <ContentDetails view={view} />
          {data.work ? <WorkContacts work={data.work} /> : null}
          <ContentTags view={view} />
          {data.dataset ? <DatasetApiLinks dataset={data.dataset} /> : null}
          <p>
            <a className="button button--secondary" href={view.portalItemUrl}>
              {t('content.portalRecord')}
            </a>
          </p>
        </aside>
      </div>
    </article>
  );
}
