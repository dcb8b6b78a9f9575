import { useTranslation } from 'react-i18next';
import { AVAILABLE_LOCALES } from '../i18n/localeRegistry.ts';

/**
 * Chooses the page language. A plain GET form (`?lang=`), so it works before hydration and
 * without JavaScript; the server remembers the choice in a cookie.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <form className="language-picker" method="get">
      <label htmlFor="language-picker">{t('app.language')}</label>
      <select id="language-picker" name="lang" defaultValue={i18n.language}>
        {AVAILABLE_LOCALES.map((locale) => (
          <option key={locale.code} value={locale.code} lang={locale.code}>
            {locale.nativeName}
          </option>
        ))}
      </select>
      <button type="submit">{t('app.changeLanguage')}</button>
    </form>
  );
}
