import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { ContentPage } from './components/ContentPage.tsx';
import type { ContentData } from './contentLoader.ts';

/** The loader, in a chunk of its own: the browser fetches it (and the core library) only when it navigates. */
export const loader = (args: LoaderFunctionArgs): Promise<ContentData> =>
  import('./contentLoader.ts').then((m) => m.contentLoader(args));

export function Component() {
  return <ContentPage data={useLoaderData<ContentData>()} />;
}

export const handle: RouteHandle = {
  title: ({ data }) => (data as ContentData).view.title,
  description: ({ data }) => (data as ContentData).view.summary,
  tracked: (data) => ({ itemId: (data as ContentData).view.id }),
};
