import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { ResultList } from '../../components/results/ResultList.tsx';
import type { PersonData } from './personLoader.ts';

/** The loader, in a chunk of its own: the browser fetches it (and the core library) only when it navigates. */
export const loader = (args: LoaderFunctionArgs): Promise<PersonData> =>
  import('./personLoader.ts').then((m) => m.personLoader(args));

export function Component() {
  const person = useLoaderData<PersonData>();
  const { t } = useTranslation();
  return (
    <article className="content-page">
      <header className="content-header">
        <p className="content-header__kind">
          <span className="family-badge family-badge--people">{t('family.people')}</span>
          <span>{person.username}</span>
        </p>
        <h1 className="content-header__title">{person.fullName}</h1>
      </header>
      {person.descriptionHtml ? (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: person.descriptionHtml }} />
      ) : null}
      <section aria-labelledby="person-content">
        <h2 id="person-content">{t('person.content', { count: person.total })}</h2>
        {person.items.length ? <ResultList results={person.items} layout="grid" /> : <p>{t('results.none')}</p>}
      </section>
    </article>
  );
}

export const handle: RouteHandle = { title: ({ data }) => (data as PersonData).fullName };
