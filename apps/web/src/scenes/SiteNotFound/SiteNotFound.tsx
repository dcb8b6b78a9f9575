import { useTranslation } from 'react-i18next';
import { PlainLayout } from '../Root/PlainLayout.tsx';

/**
 * No site answers at this address (unknown hostname, or a site the visitor may not see): say which address, why
 * that may be, and where to go instead.
 */
export function SiteNotFound({ host, homeUrl }: { host: string; homeUrl: string }) {
  const { t } = useTranslation();
  return (
    <PlainLayout>
      <section className="not-found" aria-labelledby="site-not-found-heading">
        <h1 id="site-not-found-heading">{t('siteNotFound.title')}</h1>
        <p>{t('siteNotFound.body', { host })}</p>
        <ul>
          <li>{t('siteNotFound.checkAddress')}</li>
          <li>{t('siteNotFound.private')}</li>
        </ul>
        <p>
          <a className="button" href={homeUrl}>
            {t('siteNotFound.home')}
          </a>
        </p>
      </section>
    </PlainLayout>
  );
}
