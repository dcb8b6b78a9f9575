import type { ServiceHealthView } from '../status/serviceHealth.ts';
import { sanitizeUrl, type HubCatalog, type HubNotice, type HubSite } from '@plaza/core';
import { toPublicUrl } from '../api/portalUrl.ts';
import { readLayoutSections, type LayoutSection } from '../layout/layoutModel.ts';
import type { Markup } from '../markup/loadMarkup.ts';
import { isRecord, readArray, readBoolean, readString } from '../layout/readValue.ts';
import { themeStyle, type ThemeStyle } from './themeStyle.ts';
import { noticeViewsOf, type NoticeView } from '../notices/noticeViews.ts';
import type { FollowTargetView } from '../follow/followTarget.ts';

/** A navigation link of the site header. */
export interface MenuLink {
  readonly title: string;
  readonly href: string;
}

/**
 * What the pages of a site need to know about it: the chrome (theme, header, footer, head content), its home
 * layout, its catalog and its address. Plain data: it travels from the server to the browser for hydration.
 */
export interface SiteView {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly orgId: string;
  /** Shared with everyone: the same for every reader, so the browser may reuse it whoever signs in or out. */
  readonly isPublic: boolean;
  readonly orgKey: string;
  readonly orgName: string;
  /** The portal is a private (enterprise) one: the hub serves no CSV through its dataset service there (spec 3). */
  readonly privatePortal: boolean;
  /** `''` on the site's own host, `/apps/sites/{subdomain}` in the enterprise form. */
  readonly basePath: string;
  readonly uiVersion: string;
  readonly theme: ThemeStyle;
  readonly header: {
    readonly title: string;
    readonly showTitle: boolean;
    readonly logoUrl: string;
    readonly showLogo: boolean;
    readonly menuLinks: readonly MenuLink[];
  };
  /** Sanitised footer HTML; empty for footer type `none`. */
  readonly footerHtml: string;
  /** Sanitised `<meta>` tags of the site's head content. */
  readonly headMeta: string;
  readonly sections: readonly LayoutSection[];
  readonly catalog: HubCatalog;
  readonly thumbnailUrl?: string;
  /** Each hub service's state when the site was read (ADR 0239): the pages' banners; undefined when unknown. */
  readonly serviceHealth?: readonly ServiceHealthView[];
  /** The site's own OAuth app, set when the site is served on its custom hostname (ADR 0106). */
  readonly oauthClientId?: string;
  /** The group of the site's followers, once it has one (issue 19). */
  readonly followersGroupId?: string;
  /** The site's notices; which of them show is decided in the browser (dismissals are kept there). */
  readonly notices: readonly NoticeView[];
  /** What decides whether the site may ask to track visitors (issue 22): its organisation's programme and capabilities. */
  readonly telemetry: {
    readonly organizationTracking: boolean;
    /** The site's legacy capabilities (`disableActivityTracking` turns tracking off). */
    readonly capabilities: readonly string[];
  };
}

/**
 * The view of a site entity (spec 1 §3 Site): header title, logo and menu links, footer and head content sanitised,
 * theme validated (`markup` is {@link loadMarkup}'s).
 *
 * @example
 * const view = siteViewOf(site, { orgKey: 'riverside', orgName: 'Riverside', basePath: '', portalUrl }, markup);
 */
export function siteViewOf(
  site: HubSite,
  where: {
    readonly orgKey: string;
    readonly orgName: string;
    readonly basePath: string;
    readonly portalUrl: string;
    /** True when the request came on the site's custom hostname: sign-in there goes through the site's app. */
    readonly onCustomHost?: boolean;
    /** The notices of the site's organisation, shown after the site's own. */
    readonly orgNotices?: readonly HubNotice[];
    /** The portal answering is a private (enterprise) portal (`portals/self` `isPortal`). */
    readonly privatePortal?: boolean;
    /** The organisation's tracking programme is on (spec 3 §4). */
    readonly organizationTracking?: boolean;
  },
  markup: Markup,
): SiteView {
  const header = site.layout.header.component.settings;
  const footer = site.layout.footer.component.settings;
  const logo = sanitizeUrl(readString(header.logoUrl));
  return {
    id: site.id,
    title: site.name,
    summary: site.summary,
    orgId: site.orgId ?? '',
    isPublic: site.access === 'public',
    orgKey: where.orgKey,
    orgName: where.orgName,
    privatePortal: where.privatePortal ?? false,
    basePath: where.basePath,
    uiVersion: site.uiVersion,
    theme: themeStyle(site.theme),
    header: {
      title: readString(header.title) || site.name,
      showTitle: readBoolean(header.showTitle, true),
      logoUrl: logo ? toPublicUrl(logo, where.portalUrl) : '',
      showLogo: readBoolean(header.showLogo, true) && logo !== '',
      menuLinks: readMenuLinks(header.menuLinks),
    },
    footerHtml: footerHtml(footer, markup),
    headMeta: markup.sanitizeHtml(site.headContent ?? '', 'headMeta'),
    sections: readLayoutSections(site.layout.sections, where.basePath, markup),
    catalog: site.catalog,
    ...(site.thumbnailUrl ? { thumbnailUrl: toPublicUrl(site.thumbnailUrl, where.portalUrl) } : {}),
    ...(where.onCustomHost && site.clientId ? { oauthClientId: site.clientId } : {}),
    notices: noticeViewsOf([
      ...site.notices,
      ...(where.orgNotices ?? []).filter((notice) => !site.notices.some((own) => own.id === notice.id)),
    ]),
    ...(site.followersGroupId ? { followersGroupId: site.followersGroupId } : {}),
    telemetry: { organizationTracking: where.organizationTracking ?? false, capabilities: site.legacyCapabilities },
  };
}

/**
 * The site as something to follow (issue 19).
 *
 * @example
 * loadCardData(sections, site.catalog, { portal, site: siteFollowTarget(site) });
 */
export function siteFollowTarget(site: SiteView): FollowTargetView {
  return {
    kind: 'site',
    id: site.id,
    name: site.title,
    ...(site.followersGroupId ? { followersGroupId: site.followersGroupId } : {}),
  };
}

function readMenuLinks(value: unknown): MenuLink[] {
  return readArray(value)
    .filter(isRecord)
    .map((link) => ({ title: readString(link.title), href: sanitizeUrl(readString(link.url)) }))
    .filter((link) => link.title !== '' && link.href !== '');
}

function footerHtml(settings: Record<string, unknown>, markup: Markup): string {
  const type = readString(settings.footerType, 'none');
  if (type === 'none') return '';
  const html = readString(settings.html);
  if (html) return markup.sanitizeHtml(html, 'itemDescription');
  return markup.sanitizeHtml(markup.renderMarkdown(readString(settings.markdown)), 'itemDescription');
}
