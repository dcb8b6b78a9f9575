import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { SearchPage } from './components/SearchPage.tsx';
import type { SearchData } from './searchLoader.ts';

/** The loader, in a chunk of its own: the browser fetches it (and the core library) only when it navigates. */
export const loader = (args: LoaderFunctionArgs): Promise<SearchData> =>
  import('./searchLoader.ts').then((m) => m.searchLoader(args));

export function Component() {
  return <SearchPage data={useLoaderData<SearchData>()} />;
}

export const handle: RouteHandle = {
  title: ({ data, t }) => {
    const { state } = data as SearchData;
    return state.q ? t('search.titleFor', { q: state.q }) : t('search.title');
  },
  // A search is what a visitor typed; browsing the catalog with no words is a page view only.
  tracked: (data) => {
    const { state, view } = data as SearchData;
    return state.q.trim() ? { search: { query: state.q, resultCount: view.total } } : {};
  },
};
