import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../../components/LanguagePicker.tsx';
import { withSiteLinks } from '../../../layout/withSiteLinks.ts';
import { useSite } from '../../../site/useSite.ts';

/** The site footer: the site's own footer content (sanitised) and the language picker. */
export function SiteFooter() {
  const site = useSite();
  const { t } = useTranslation();
  const html = useMemo(() => withSiteLinks(site.footerHtml, site.basePath), [site.footerHtml, site.basePath]);
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {html ? <div className="site-footer__content rich-text" dangerouslySetInnerHTML={{ __html: html }} /> : null}
        <p className="site-footer__powered">{t('app.poweredBy')}</p>
        <LanguagePicker />
      </div>
    </footer>
  );
}
