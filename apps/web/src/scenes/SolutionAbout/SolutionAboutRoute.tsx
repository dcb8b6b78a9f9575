import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { AboutItemList } from './AboutItemList.tsx';
import type { SolutionAboutData } from './solutionAboutLoader.ts';

/** The loader, in a chunk of its own (ADR 0085). */
export const loader = (args: LoaderFunctionArgs): Promise<SolutionAboutData> =>
  import('./solutionAboutLoader.ts').then((m) => m.solutionAboutLoader(args));

/** `/content/{id}/about`: a deployed solution's public page (issue 44 item 3) — what it is and what it set up. */
export function Component() {
  const { view } = useLoaderData<SolutionAboutData>();
  const { t } = useTranslation();
  return (
    <article className="content-page">
      <header className="content-header">
        <p className="content-header__kind">
          <span className="family-badge">{t('family.solution')}</span>
        </p>
        <h1 className="content-header__title" dir="auto">
          {view.title}
        </h1>
        {view.summary ? (
          <p className="lead" dir="auto">
            {view.summary}
          </p>
        ) : null}
      </header>
      {view.descriptionHtml ? (
        <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
      ) : null}
      <section aria-labelledby="solution-items">
        <h2 id="solution-items">{t('aboutPages.deployedTitle')}</h2>
        <AboutItemList items={view.items} empty={t('aboutPages.deployedNone')} testId="solution-items" />
      </section>
    </article>
  );
}

export const handle: RouteHandle = {
  title: ({ data }) => (data as SolutionAboutData).view.title,
  description: ({ data }) => (data as SolutionAboutData).view.summary,
  tracked: (data) => ({ itemId: (data as SolutionAboutData).view.id }),
};
