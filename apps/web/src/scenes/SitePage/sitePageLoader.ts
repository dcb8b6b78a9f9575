import { EntityNotFoundError, fetchEntity } from '@plaza/core';
import { type LoaderFunctionArgs } from 'react-router';
import { readLayoutSections, type LayoutSection } from '../../layout/layoutModel.ts';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { loadCardData, type CardData } from '../../layout/loadCardData.ts';
import { notFound, requireSite } from '../../site/requireSite.ts';
import { siteFollowTarget } from '../../site/siteView.ts';

export interface SitePageData {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly sections: readonly LayoutSection[];
  readonly cardData: CardData;
  readonly headMeta: string;
}

/** A page of the site at `/pages/{id}` or `/pages/{slug}` (`riverside::parks-and-trails`, or `parks-and-trails`). */
export async function sitePageLoader({ request, context, params }: LoaderFunctionArgs): Promise<SitePageData> {
  const { site, portal, signal, authentication } = await requireSite(request, context);
  const call = { portal, signal, ...(authentication ? { authentication } : {}) };
  const page = await fetchEntity('page', params.id ?? '', {
    ...call,
    portalSelf: { id: site.orgId, name: site.orgName, urlKey: site.orgKey, isPortal: false },
  }).catch((error: unknown) => {
    if (error instanceof EntityNotFoundError) notFound();
    throw error;
  });
  if (page.orgId && site.orgId && page.orgId !== site.orgId) notFound();
  const markup = await loadMarkup();
  const sections = readLayoutSections(page.layout.sections, site.basePath, markup);
  return {
    id: page.id,
    title: page.name,
    summary: page.summary,
    sections,
    cardData: await loadCardData(sections, site.catalog, { ...call, site: siteFollowTarget(site) }),
    headMeta: markup.sanitizeHtml(page.headContent ?? '', 'headMeta'),
  };
}
