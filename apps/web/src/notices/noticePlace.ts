import type { NoticePlace } from '@plaza/core';

const CONTENT_ROUTE =
  /^(?:enterprise-)?(?:datasets|maps|apps|documents|content|templates|survey|projects|initiatives|discussions|event|group|person)$/;

/**
 * Where on a site a page is, for the places of notices: its home, search, an item's page, or any other page.
 *
 * @example
 * noticePlaceOf('enterprise-home'); // "home"
 * noticePlaceOf('datasets'); // "content"
 */
export function noticePlaceOf(routeId: string | undefined): NoticePlace {
  if (routeId === 'home' || routeId === 'enterprise-home') return 'home';
  if (routeId === 'search' || routeId === 'enterprise-search') return 'search';
  if (routeId && CONTENT_ROUTE.test(routeId)) return 'content';
  return 'site';
}
