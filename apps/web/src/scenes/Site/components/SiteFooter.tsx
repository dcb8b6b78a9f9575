import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../../components/LanguagePicker.tsx';
import { withSiteLinks } from '../../../layout/withSiteLinks.ts';
import { useSite } from '../../../site/useSite.ts';
import { asksConsent, openPrivacySettings } from '../../../telemetry/ConsentBanner.tsx';

/** The site footer: the site's own footer content (sanitised) and the language picker. */
export function SiteFooter() {
  const site = useSite();
  const { t } = useTranslation();
  const html = useMemo(() => withSiteLinks(site.footerHtml, site.basePath), [site.footerHtml, site.basePath]);
  // The privacy settings open in the browser only (the choice is kept there).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {html ? <div className="site-footer__content rich-text" dangerouslySetInnerHTML={{ __html: html }} /> : null}
        <p className="site-footer__powered">{t('app.poweredBy')}</p>
        {mounted && asksConsent(site) ? (
          <button type="button" className="site-footer__privacy" onClick={openPrivacySettings}>
            {t('consent.settingsTitle')}
          </button>
        ) : null}
        <LanguagePicker />
      </div>
    </footer>
  );
}
