import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { LayoutRenderer, layoutHasHeading } from '../../layout/LayoutRenderer.tsx';
import { useSite } from '../../site/useSite.ts';
import type { SiteHomeData } from './siteHomeLoader.ts';

/** The loader, in a chunk of its own: the browser fetches it (and the core library) only when it navigates. */
export const loader = (args: LoaderFunctionArgs): Promise<SiteHomeData> =>
  import('./siteHomeLoader.ts').then((m) => m.siteHomeLoader(args));

export function Component() {
  const site = useSite();
  const { cardData } = useLoaderData<SiteHomeData>();
  const { t } = useTranslation();
  return (
    <>
      {layoutHasHeading(site.sections) ? null : <h1 className="visually-hidden">{site.title}</h1>}
      {site.sections.length > 0 ? (
        <LayoutRenderer sections={site.sections} cardData={cardData} />
      ) : (
        <p className="empty-layout">{t('site.emptyLayout')}</p>
      )}
    </>
  );
}

export const handle: RouteHandle = {};
