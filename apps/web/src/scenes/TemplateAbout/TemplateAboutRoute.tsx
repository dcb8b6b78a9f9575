import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import type { TemplateAboutData } from './templateAboutLoader.ts';

/** The loader, in a chunk of its own (ADR 0085). */
export const loader = (args: LoaderFunctionArgs): Promise<TemplateAboutData> =>
  import('./templateAboutLoader.ts').then((m) => m.templateAboutLoader(args));

/**
 * `/templates/{id}/about`: a template's public page (issue 23) — what it is, what deploying it makes, and where to
 * deploy it (the workspace, which asks the visitor to sign in).
 */
export function Component() {
  const { view } = useLoaderData<TemplateAboutData>();
  const { t } = useTranslation();
  const makes = view.makes;
  return (
    <article className="content-page">
      <header className="content-header">
        <p className="content-header__kind">
          <span className="family-badge">{t('family.template')}</span>
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
      <section aria-labelledby="template-makes">
        <h2 id="template-makes">{t('templateAbout.makesTitle')}</h2>
        <p data-testid="template-makes">
          {!makes
            ? t('templateAbout.notPlaza')
            : makes.kind === 'site'
              ? t('templateAbout.makesSite', { count: makes.pages })
              : t(`templateAbout.makes.${makes.kind}`)}
        </p>
        {makes ? (
          <p>
            <a className="button" href={`/workspace/templates/${view.id}/details`}>
              {t('templateAbout.use')}
            </a>
          </p>
        ) : null}
      </section>
      {view.descriptionHtml ? (
        <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: view.descriptionHtml }} />
      ) : null}
    </article>
  );
}

export const handle: RouteHandle = {
  title: ({ data }) => (data as TemplateAboutData).view.title,
  description: ({ data }) => (data as TemplateAboutData).view.summary,
  tracked: (data) => ({ itemId: (data as TemplateAboutData).view.id }),
};
