import { type LoaderFunctionArgs } from 'react-router';
import { loadCardData, type CardData } from '../../layout/loadCardData.ts';
import { requireSite } from '../../site/requireSite.ts';
import { siteFollowTarget } from '../../site/siteView.ts';

export interface SiteHomeData {
  readonly cardData: CardData;
}

/** The site's home: its layout, with the results of its catalog and map cards. */
export async function siteHomeLoader({ request, context }: LoaderFunctionArgs): Promise<SiteHomeData> {
  const { site, portal, signal, authentication } = await requireSite(request, context);
  return {
    cardData: await loadCardData(site.sections, site.catalog, {
      portal,
      signal,
      site: siteFollowTarget(site),
      ...(authentication ? { authentication } : {}),
    }),
  };
}
