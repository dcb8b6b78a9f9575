import { EventsRequestError, fetchEventBySlug } from '@plaza/core';
import type { LoaderFunctionArgs } from 'react-router';
import { notFound, requireSite } from '../../site/requireSite.ts';
import { siteHref } from '../../site/siteHref.ts';
import { browserSession } from '../../auth/browserSession.ts';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { eventViewOf, type EventView } from './eventView.ts';

export interface EventData {
  readonly view: EventView;
  /** The origin of the hub services (the events API), as the browser reaches it. */
  readonly pageUrl: string;
}

/**
 * `/events/{title}-{id}` (spec 3 §2): the event by the id at the end of its slug. On the server the read is
 * anonymous (public events; a direct load of an org or private event is a 404, like private content); in the
 * browser it carries the visitor's session, so members reach the events they may see by navigating. Missing and
 * removed events are 404s.
 */
export async function eventLoader({ request, context, params }: LoaderFunctionArgs): Promise<EventData> {
  const { site, portal, signal } = await requireSite(request, context);
  const slug = params.slug ?? '';
  if (!/^[\w-]{1,300}$/.test(slug)) notFound();
  const authentication = await browserSession();
  const event = await fetchEventBySlug(slug, {
    hubUrl: new URL(portal).origin,
    signal,
    ...(authentication ? { authentication } : {}),
  }).catch((error: unknown) => {
    if (error instanceof EventsRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  });
  if (event.isRemoved) notFound();
  const url = new URL(request.url);
  const pageUrl = `${url.origin}${siteHref(site.basePath, `/events/${event.slug}`)}`;
  return { view: eventViewOf(event, { pageUrl }, await loadMarkup()), pageUrl };
}
