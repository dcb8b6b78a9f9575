import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { ResultList } from '../../components/results/ResultList.tsx';
import type { GroupData } from './groupLoader.ts';
import { GroupMembership } from './GroupMembership.tsx';

/** The loader, in a chunk of its own: the browser fetches it (and the core library) only when it navigates. */
export const loader = (args: LoaderFunctionArgs): Promise<GroupData> =>
  import('./groupLoader.ts').then((m) => m.groupLoader(args));

export function Component() {
  const group = useLoaderData<GroupData>();
  const { t } = useTranslation();
  return (
    <article className="content-page">
      <header className="content-header">
        <p className="content-header__kind">
          <span className="family-badge family-badge--group">{t('family.group')}</span>
        </p>
        <h1 className="content-header__title">{group.title}</h1>
        {group.summary ? <p className="lead">{group.summary}</p> : null}
      </header>
      {group.descriptionHtml ? (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: group.descriptionHtml }} />
      ) : null}
      <GroupMembership groupId={group.id} autoJoin={group.autoJoin} />
      <section aria-labelledby="group-content">
        <h2 id="group-content">{t('group.content', { count: group.total })}</h2>
        {group.items.length ? <ResultList results={group.items} layout="grid" /> : <p>{t('results.none')}</p>}
      </section>
    </article>
  );
}

export const handle: RouteHandle = { title: ({ data }) => (data as GroupData).title };
