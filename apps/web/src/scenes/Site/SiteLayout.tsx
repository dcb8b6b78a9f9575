import { useRevalidateOnSignIn } from '../../auth/useRevalidateOnSignIn.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLoaderData, useMatches } from 'react-router';
import { noticePlaceOf } from '../../notices/noticePlace.ts';
import { SiteNotices } from '../../notices/SiteNotices.tsx';
import { ServiceBanner } from '../../status/ServiceBanner.tsx';
import { servicesNeededBy, troubledServices } from '../../status/serviceHealth.ts';
import { primeBrowserSite } from '../../site/browserSiteCache.ts';
import type { SiteView } from '../../site/siteView.ts';
import { SiteContext } from '../../site/useSite.ts';
import { ConsentBanner } from '../../telemetry/ConsentBanner.tsx';
import { useSiteTelemetry } from '../../telemetry/useSiteTelemetry.ts';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';

/**
 * The chrome of a site from its model (spec 1 §3 Site): theme colours and fonts as CSS variables, the header with
 * its logo, title and navigation, the main landmark, and the footer. `uiVersion` 1.x keeps the legacy header
 * (navigation under the title).
 */
export function SiteLayout() {
  const site = useLoaderData<SiteView>();
  const { t } = useTranslation();
  useEffect(() => primeBrowserSite(site), [site]);
  useRevalidateOnSignIn();
  useSiteTelemetry(site);
  const legacy = Number.parseFloat(site.uiVersion) < 2;
  const matches = useMatches();
  return (
    <SiteContext.Provider value={site}>
      <div className={`site${legacy ? ' site--legacy' : ''}`} style={site.theme} data-ui-version={site.uiVersion}>
        <a className="skip-link" href="#main">
          {t('app.skipToContent')}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <ServiceBanner
            troubled={troubledServices(site.serviceHealth, servicesNeededBy(matches.at(-1)?.id))}
            statusHref={`${site.basePath}/status`}
          />
          <SiteNotices notices={site.notices} place={noticePlaceOf(matches.at(-1)?.id)} />
          <Outlet />
        </main>
        <SiteFooter />
        <ConsentBanner />
      </div>
    </SiteContext.Provider>
  );
}
