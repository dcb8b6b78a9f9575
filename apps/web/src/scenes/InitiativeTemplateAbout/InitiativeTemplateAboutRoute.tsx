import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { itemTypeLabel } from '../../i18n/itemTypeLabel.ts';
import { AboutPage } from '../SolutionAbout/AboutPage.tsx';
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
    <AboutPage
      kind={itemTypeLabel(t, 'Hub Initiative Template')}
      view={view}
      extra={
        view.previewUrl ? (
          <p>
            <a href={view.previewUrl} rel="noopener">
              {t('aboutPages.preview')}
            </a>
          </p>
        ) : null
      }
      section={{
        id: 'initiative-template-templates',
        title: t('aboutPages.templatesTitle'),
        items: view.templates,
        empty: t('aboutPages.templatesNone'),
        testId: 'initiative-templates',
      }}
    />
  );
}

export const handle: RouteHandle = {
  title: ({ data }) => (data as InitiativeTemplateAboutData).view.title,
  description: ({ data }) => (data as InitiativeTemplateAboutData).view.summary,
  tracked: (data) => ({ itemId: (data as InitiativeTemplateAboutData).view.id }),
};
