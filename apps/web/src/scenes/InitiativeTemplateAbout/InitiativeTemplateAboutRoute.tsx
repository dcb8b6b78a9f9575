import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { itemTypeLabel } from '../../i18n/itemTypeLabel.ts';
import { AboutItemList } from '../SolutionAbout/AboutItemList.tsx';
import type { InitiativeTemplateAboutData } from './initiativeTemplateAboutLoader.ts';

/** The loader, in a chunk of its own (ADR 0085). */
export const loader = (args: LoaderFunctionArgs): Promise<InitiativeTemplateAboutData> =>
  import('./initiativeTemplateAboutLoader.ts').then((m) => m.initiativeTemplateAboutLoader(args));

/**
 * `/initiatives/templates/{id}/about`: an initiative template's public page (issue 44 item 3) — what it is, an example,
 * and the templates it comes with, each linked to its own about page (where a site template is used). Plaza's workspace
 * has no screen for initiative templates, so the page offers no "use" button of its own.
 */
export function Component() {
  const { view } = useLoaderData<InitiativeTemplateAboutData>();
  const { t } = useTranslation();
  return (
    <article className="content-page">
      <header className="content-header">
        <p className="content-header__kind">
          <span className="family-badge">{itemTypeLabel(t, 'Hub Initiative Template')}</span>
        </p>
        <h1 className="content-header__title" dir="auto">
          {view.title}
        </h1>
        {view.summary ? (
          <p className="lead" dir="auto">
            {view.summary}
          </p>
        ) : null}
        {view.previewUrl ? (
          <p>
            <a href={view.previewUrl} rel="noopener">
              {t('aboutPages.preview')}
            </a>
          </p>
        ) : null}
      </header>
      {view.descriptionHtml ? (
        <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
      ) : null}
      <section aria-labelledby="initiative-template-templates">
        <h2 id="initiative-template-templates">{t('aboutPages.templatesTitle')}</h2>
        <AboutItemList items={view.templates} empty={t('aboutPages.templatesNone')} testId="initiative-templates" />
      </section>
    </article>
  );
}

export const handle: RouteHandle = {
  title: ({ data }) => (data as InitiativeTemplateAboutData).view.title,
  description: ({ data }) => (data as InitiativeTemplateAboutData).view.summary,
  tracked: (data) => ({ itemId: (data as InitiativeTemplateAboutData).view.id }),
};
