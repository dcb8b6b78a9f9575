import { getUser, hubSearch, PortalRequestError, searchGroups } from '@plaza/core';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { data, type LoaderFunctionArgs } from 'react-router';
import { toPublicUrl } from '../../api/portalUrl.ts';
import { resultViewOf, type ResultView } from '../../search/resultView.ts';
import { notFound, requireSite } from '../../site/requireSite.ts';

export interface PersonData {
  readonly username: string;
  readonly fullName: string;
  readonly descriptionHtml: string;
  readonly thumbnailUrl?: string;
  readonly total: number;
  readonly items: readonly ResultView[];
  /** Groups the person runs that the visitor may see (followers groups left out). */
  readonly groups: readonly { readonly id: string; readonly title: string }[];
}

/**
 * `/people/{username}` and `/people/{username}/profile` (spec 3 §2): a person the visitor may see, their picture, what
 * they share in the site's catalog, and the groups they run.
 */
export async function personLoader({ request, context, params }: LoaderFunctionArgs): Promise<PersonData> {
  const { portal, signal, authentication } = await requireSite(request, context);
  const call = { portal, signal, ...(authentication ? { authentication } : {}) };
  const username = params.username ?? '';
  const user = await getUser(username, call).catch((error: unknown) => {
    if (error instanceof PortalRequestError) {
      // Read without a session (the server, or a visitor not signed in): a profile seen by its organisation only may
      // be the reader's own once their session is back, so the page waits for it instead of saying "Page not found"
      // first (issue 43 item 7). With a session, it is not found.
      if (!authentication) throw data({ kind: 'not-found', untilSignedIn: true }, { status: 404 });
      notFound();
    }
    throw error;
  });
  const [page, groups] = await Promise.all([
    hubSearch(
      {
        targetEntity: 'item',
        filters: [{ predicates: [{ owner: username }] }],
        num: 12,
        sortField: 'modified',
        sortOrder: 'desc',
      },
      { requestOptions: call },
    ),
    searchGroups({ q: `owner:${username}`, num: 20, sortField: 'title', sortOrder: 'asc' }, call).catch(
      () => undefined,
    ),
  ]);
  // A picture of a profile not shared with everyone is fetched with the reader's token (only ever in their browser).
  const token = user.access !== 'public' ? authentication?.current().token : undefined;
  const thumbnail = user.thumbnail
    ? toPublicUrl(
        `${portal}/community/users/${encodeURIComponent(user.username)}/info/${user.thumbnail}${
          token ? `?token=${encodeURIComponent(token)}` : ''
        }`,
        portal,
      )
    : undefined;
  return {
    username: user.username,
    fullName: user.fullName ?? user.username,
    descriptionHtml: (await loadMarkup()).sanitizeHtml(
      typeof user.description === 'string' ? user.description : '',
      'itemDescription',
    ),
    ...(thumbnail ? { thumbnailUrl: thumbnail } : {}),
    total: page.total,
    items: page.results.map((r) => resultViewOf(r, portal)),
    groups: (groups?.results ?? [])
      .filter((group) => !(group.typeKeywords ?? []).includes('hubFollowersGroup'))
      .map((group) => ({ id: group.id, title: group.title })),
  };
}
