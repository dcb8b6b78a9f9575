import type { HubSite } from '@plaza/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardData } from '../../layout/loadCardData.ts';
import { LayoutRenderer } from '../../layout/LayoutRenderer.tsx';
import { SiteFooter } from '../../scenes/Site/components/SiteFooter.tsx';
import { SiteHeader } from '../../scenes/Site/components/SiteHeader.tsx';
import { markup } from '../../markup/markup.ts';
import { siteViewOf } from '../../site/siteView.ts';
import { SiteContext } from '../../site/useSite.ts';

interface SitePreviewProps {
  /** The site as drafted (theme, layout); it is rendered with the public site's own components. */
  readonly site: HubSite;
  readonly orgName: string;
  readonly portalUrl: string;
  /** What the body shows; the site's own layout when absent. */
  readonly children?: ReactNode;
  readonly cardData?: CardData;
}

/**
 * A live preview of a site as visitors will see it, drawn by the public site's own header, footer and layout
 * renderer (one way to render a card). Inert: nothing in it can be focused or followed while editing.
 */
export function SitePreview({ site, orgName, portalUrl, children, cardData = {} }: SitePreviewProps) {
  const { t } = useTranslation();
  const view = useMemo(
    () => siteViewOf(site, { orgKey: site.orgUrlKey ?? '', orgName, basePath: '', portalUrl }, markup),
    [site, orgName, portalUrl],
  );
  return (
    <figure className="site-preview">
      <figcaption className="site-preview__caption">{t('workspace.preview')}</figcaption>
      <div className="site-preview__frame" inert data-testid="site-preview">
        <SiteContext.Provider value={view}>
          <div className="site" style={view.theme}>
            <SiteHeader />
            <div className="site-preview__body">
              {children ?? <LayoutRenderer sections={view.sections} cardData={cardData} />}
            </div>
            <SiteFooter />
          </div>
        </SiteContext.Provider>
      </div>
    </figure>
  );
}
