import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isExternalHref, siteHref } from '../../../site/siteHref.ts';
import { useSite } from '../../../site/useSite.ts';
import { LazyUserMenu } from '../../../auth/LazyUserMenu.tsx';
import { currentMenuLink } from './currentMenuLink.ts';

/**
 * The site header: logo and title (a link home) and the site's navigation links. On a phone the links fold behind a
 * menu button (a disclosure: `aria-expanded`, Escape closes it and returns focus, a new page closes it; issue 43,
 * ADR 0213) so the first screen holds the site's name and the page, not three rows of links.
 */
export function SiteHeader() {
  const site = useSite();
  const { t } = useTranslation();
  const { header } = site;
  const home = siteHref(site.basePath, '/');
  const location = useLocation();
  const hrefs = header.menuLinks.map((link) => siteHref(site.basePath, link.href));
  const current = currentMenuLink(hrefs, location.pathname, location.search);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const navId = useId();
  // Another page (a link in the menu, or anywhere) closes the menu.
  useEffect(() => setMenuOpen(false), [location.key]);
  return (
    <header
      className="site-header"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menuOpen) return;
        setMenuOpen(false);
        toggle.current?.focus();
      }}
    >
      <div className="site-header__inner">
        <Link className="site-header__brand" to={home}>
          {header.showLogo ? (
            <img className="site-header__logo" src={header.logoUrl} alt="" width="40" height="40" />
          ) : null}
          {header.showTitle ? (
            <span className="site-header__title">{header.title}</span>
          ) : (
            <span className="visually-hidden">{header.title}</span>
          )}
        </Link>
        {header.menuLinks.length > 0 ? (
          <button
            ref={toggle}
            type="button"
            className="site-nav__toggle"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className="site-nav__toggle-icon" aria-hidden="true" />
            <span className="visually-hidden">{t('app.menu')}</span>
          </button>
        ) : null}
        {header.menuLinks.length > 0 ? (
          <nav id={navId} className="site-nav" data-open={menuOpen} aria-label={t('app.primaryNavigation')}>
            <ul>
              {header.menuLinks.map((link, i) => (
                <li key={`${link.title}-${link.href}`}>
                  {isExternalHref(link.href) ? (
                    <a href={link.href}>{link.title}</a>
                  ) : (
                    <Link to={hrefs[i] ?? link.href} aria-current={hrefs[i] === current ? 'page' : undefined}>
                      {link.title}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <LazyUserMenu />
      </div>
    </header>
  );
}
