import { useTranslation } from 'react-i18next';

/** What a site page that loads in the browser shows until it has its data: a polite status inside the site's main. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-live="polite" className="content-page">
      {t('app.loading')}
    </p>
  );
}
