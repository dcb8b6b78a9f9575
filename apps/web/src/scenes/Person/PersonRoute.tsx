import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { RouteHandle } from '../../components/routeHandle.ts';
import { ResultList } from '../../components/results/ResultList.tsx';
import { PersonActivity } from '../../follow/PersonActivity.tsx';
import type { PersonData } from './personLoader.ts';

/** The loader, in a chunk of its own: the browser fetches it (and the core library) only when it navigates. */
export const loader = (args: LoaderFunctionArgs): Promise<PersonData> =>
  import('./personLoader.ts').then((m) => m.personLoader(args));

/** A person's profile: who they are, what they share, the groups they run; on their own, what they follow. */
export function Component() {
  const person = useLoaderData<PersonData>();
  const { t } = useTranslation();
  return (
    <article className="content-page person-profile">
      <header className="content-header person-profile__header">
        {person.thumbnailUrl ? (
          <img className="person-profile__picture" src={person.thumbnailUrl} alt="" width="96" height="96" />
        ) : null}
        <div>
          <p className="content-header__kind">
            <span className="family-badge family-badge--people">{t('family.people')}</span>
            <span>{person.username}</span>
          </p>
          <h1 className="content-header__title">{person.fullName}</h1>
        </div>
      </header>
      {person.descriptionHtml ? (
        <div className="rich-text" dangerouslySetInnerHTML={{ __html: person.descriptionHtml }} />
      ) : null}
      <PersonActivity username={person.username} />
      <section aria-labelledby="person-content">
        <h2 id="person-content">{t('person.content', { count: person.total })}</h2>
        {person.items.length ? <ResultList results={person.items} layout="grid" /> : <p>{t('results.none')}</p>}
      </section>
      {person.groups.length > 0 ? (
        <section aria-labelledby="person-groups">
          <h2 id="person-groups">{t('person.groups')}</h2>
          <ul>
            {person.groups.map((group) => (
              <li key={group.id}>
                <Link to={`/groups/${group.id}`}>{group.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export const handle: RouteHandle = { title: ({ data }) => (data as PersonData).fullName };
