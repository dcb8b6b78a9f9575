import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { DismissedNotices } from './DismissedNotices.tsx';
import { personSettingsLoader, type PersonSettingsData } from './personSettingsLoader.ts';
import { PreferenceSwitches } from './PreferenceSwitches.tsx';
import { ProfileForm } from './ProfileForm.tsx';

export const loader = personSettingsLoader;

/** `/people/{username}/profile/settings` (issue 19): the signed-in person's profile and settings. */
export function Component() {
  const { t } = useTranslation();
  const { own, user, settings, handle } = useLoaderData<PersonSettingsData>();
  if (!own || !user || !settings) {
    return (
      <article className="content-page">
        <h1>{t('personSettings.title')}</h1>
        <p role="alert">{t('personSettings.notYours')}</p>
      </article>
    );
  }
  return (
    <article className="content-page person-settings">
      <header className="content-header">
        <h1 className="content-header__title">{t('personSettings.title')}</h1>
        <p>
          <Link to={`/people/${encodeURIComponent(user.username)}/profile`}>{t('personSettings.viewProfile')}</Link>
        </p>
      </header>
      <ProfileForm user={user} handle={handle} />
      <PreferenceSwitches settings={settings} handle={handle} />
      <DismissedNotices settings={settings} handle={handle} />
    </article>
  );
}
