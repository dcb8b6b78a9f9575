import { updateUser, type PortalUser, type SessionHandle } from '@plaza/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { AVAILABLE_LOCALES } from '../../i18n/localeRegistry.ts';
import { SaveStatus } from './SaveStatus.tsx';
import type { SettingsSaveState } from './useSettingsSave.ts';

const MAX_PICTURE = 1024 * 1024;

/**
 * The person's name, description, picture, preferred language and who sees the profile, saved with one profile
 * update. A picture that is too large is refused here; one that is not an image, by the portal, with its words.
 */
export function ProfileForm({ user, handle }: { readonly user: PortalUser; readonly handle: SessionHandle }) {
  const { t, i18n } = useTranslation();
  const revalidator = useRevalidator();
  const [fullName, setFullName] = useState(user.fullName ?? '');
  const [description, setDescription] = useState(typeof user.description === 'string' ? user.description : '');
  const [culture, setCulture] = useState(user.culture ?? '');
  const [access, setAccess] = useState<NonNullable<PortalUser['access']>>(user.access ?? 'org');
  const [picture, setPicture] = useState<File>();
  const [state, setState] = useState<SettingsSaveState>({ status: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!fullName.trim()) {
      setState({ status: 'failed', message: t('personSettings.profile.nameRequired') });
      return;
    }
    if (picture && picture.size > MAX_PICTURE) {
      setState({ status: 'failed', message: t('personSettings.profile.pictureTooLarge') });
      return;
    }
    setState({ status: 'saving' });
    try {
      await updateUser(
        user.username,
        {
          fullName,
          description,
          culture,
          access,
          ...(picture ? { thumbnail: picture, thumbnailName: picture.name } : {}),
        },
        { portal: handle.portal, authentication: handle },
      );
      setState({ status: 'saved' });
      setPicture(undefined);
      // A new preferred language takes effect at once (the server keeps it for the next visits too).
      if (culture && culture !== i18n.language) window.location.assign(`?lang=${encodeURIComponent(culture)}`);
      else await revalidator.revalidate();
    } catch (error) {
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <form className="settings-form" onSubmit={(event) => void submit(event)} aria-labelledby="settings-profile">
      <h2 id="settings-profile">{t('personSettings.profile.title')}</h2>
      <label htmlFor="settings-name">{t('personSettings.profile.name')}</label>
      <input id="settings-name" value={fullName} maxLength={128} onChange={(e) => setFullName(e.target.value)} />
      <label htmlFor="settings-description">{t('personSettings.profile.description')}</label>
      <textarea
        id="settings-description"
        rows={4}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <label htmlFor="settings-picture">{t('personSettings.profile.picture')}</label>
      <input
        id="settings-picture"
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-describedby="settings-picture-hint"
        onChange={(e) => setPicture(e.target.files?.[0])}
      />
      <p id="settings-picture-hint" className="settings-form__hint">
        {t('personSettings.profile.pictureHint')}
      </p>
      <label htmlFor="settings-language">{t('personSettings.profile.language')}</label>
      <select id="settings-language" value={culture} onChange={(e) => setCulture(e.target.value)}>
        <option value="">{t('personSettings.profile.browserLanguage')}</option>
        {AVAILABLE_LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.nativeName}
          </option>
        ))}
      </select>
      <label htmlFor="settings-access">{t('personSettings.profile.access')}</label>
      <select
        id="settings-access"
        value={access}
        onChange={(e) =>
          setAccess(e.target.value === 'public' ? 'public' : e.target.value === 'private' ? 'private' : 'org')
        }
      >
        <option value="private">{t('personSettings.profile.accessPrivate')}</option>
        <option value="org">{t('personSettings.profile.accessOrg')}</option>
        <option value="public">{t('personSettings.profile.accessPublic')}</option>
      </select>
      <div>
        <button type="submit" className="button" disabled={state.status === 'saving'}>
          {t('personSettings.profile.save')}
        </button>
      </div>
      <SaveStatus state={state} />
    </form>
  );
}
