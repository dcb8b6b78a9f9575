import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { LayoutRenderer, layoutHasHeading } from '../../layout/LayoutRenderer.tsx';
import type { SitePageData } from './sitePageLoader.ts';

/** The loader, in a chunk of its own: the browser fetches it (and the core library) only when it navigates. */
export const loader = (args: LoaderFunctionArgs): Promise<SitePageData> =>
  import('./sitePageLoader.ts').then((m) => m.sitePageLoader(args));

export function Component() {
  const page = useLoaderData<SitePageData>();
  return (
    <>
      {layoutHasHeading(page.sections) ? null : <h1 className="page-title">{page.title}</h1>}
      <LayoutRenderer sections={page.sections} cardData={page.cardData} />
    </>
  );
}

export const handle: RouteHandle = {
  title: ({ data }) => (data as SitePageData).title,
  description: ({ data }) => (data as SitePageData).summary,
  head: ({ data }) => (data as SitePageData).headMeta,
};
