import { useTranslation } from 'react-i18next';

/** What a theme is judged on, in the site's own classes: a heading, body text, a link and a button. */
export function ThemeSample() {
  const { t } = useTranslation();
  return (
    <div className="theme-sample">
      <p className="theme-sample__heading">{t('workspace.theme.sampleHeading')}</p>
      <p>
        {t('workspace.theme.sampleText')} <a href="#theme-sample">{t('workspace.theme.sampleLink')}</a>
      </p>
      <span className="button">{t('workspace.theme.sampleButton')}</span>
    </div>
  );
}
