import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyUserMenu } from '../../auth/LazyUserMenu.tsx';
import { LanguagePicker } from '../../components/LanguagePicker.tsx';

/** The frame of pages outside any site (an unknown host, the enterprise entry): skip link, sign-in, main, footer. */
export function PlainLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="site site--plain">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <span className="site-header__title">Plaza</span>
          {/* A site not shared with the public opens once its member signs in on this address (issue 13). */}
          <LazyUserMenu />
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <p className="site-footer__powered">{t('app.poweredBy')}</p>
          <LanguagePicker />
        </div>
      </footer>
    </div>
  );
}
