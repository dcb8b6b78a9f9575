import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { AboutPage } from './AboutPage.tsx';
import type { SolutionAboutData } from './solutionAboutLoader.ts';

/** The loader, in a chunk of its own (ADR 0085). */
export const loader = (args: LoaderFunctionArgs): Promise<SolutionAboutData> =>
  import('./solutionAboutLoader.ts').then((m) => m.solutionAboutLoader(args));

/** `/content/{id}/about`: a deployed solution's public page (issue 44 item 3) — what it is and what it set up. */
export function Component() {
  const { view } = useLoaderData<SolutionAboutData>();
  const { t } = useTranslation();
  return (
    <AboutPage
      kind={t('family.solution')}
      view={view}
      section={{
        id: 'solution-items',
        title: t('aboutPages.deployedTitle'),
        items: view.items,
        empty: t('aboutPages.deployedNone'),
        testId: 'solution-items',
      }}
    />
  );
}

export const handle: RouteHandle = {
  title: ({ data }) => (data as SolutionAboutData).view.title,
  description: ({ data }) => (data as SolutionAboutData).view.summary,
  tracked: (data) => ({ itemId: (data as SolutionAboutData).view.id }),
};
