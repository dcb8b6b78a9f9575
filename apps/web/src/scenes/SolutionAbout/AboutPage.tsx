import type { ReactNode } from 'react';
import type { AboutItem } from './aboutItems.ts';
import { AboutItemList } from './AboutItemList.tsx';

/** What every about page shows of its item. */
export interface AboutPageView {
  readonly title: string;
  readonly summary?: string;
  readonly descriptionHtml?: string;
}

/** The list an about page names, under its heading. */
export interface AboutPageSection {
  readonly id: string;
  readonly title: string;
  readonly items: readonly AboutItem[];
  readonly empty: string;
  readonly testId: string;
}

/**
 * An about page (issue 44 item 3): the item's kind, title, summary, anything below them in the header (`extra`), its
 * description, and the one list it names — shared by a deployed solution's and an initiative template's page.
 *
 * @example
 * <AboutPage kind={t('family.solution')} view={view} section={{ id: 'solution-items', ... }} />
 */
export function AboutPage({
  kind,
  view,
  extra,
  section,
}: {
  kind: string;
  view: AboutPageView;
  extra?: ReactNode;
  section: AboutPageSection;
}) {
  return (
    <article className="content-page">
      <header className="content-header">
        <p className="content-header__kind">
          <span className="family-badge">{kind}</span>
        </p>
        <h1 className="content-header__title" dir="auto">
          {view.title}
        </h1>
        {view.summary ? (
          <p className="lead" dir="auto">
            {view.summary}
          </p>
        ) : null}
        {extra}
      </header>
      {view.descriptionHtml ? (
        <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
      ) : null}
      <section aria-labelledby={section.id}>
        <h2 id={section.id}>{section.title}</h2>
        <AboutItemList items={section.items} empty={section.empty} testId={section.testId} />
      </section>
    </article>
  );
}
