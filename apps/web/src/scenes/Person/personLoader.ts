import { getUser, hubSearch, PortalRequestError, sanitizeHtml } from '@plaza/core';
import { type LoaderFunctionArgs } from 'react-router';
import { resultViewOf, type ResultView } from '../../search/resultView.ts';
import { notFound, requireSite } from '../../site/requireSite.ts';

export interface PersonData {
  readonly username: string;
  readonly fullName: string;
  readonly descriptionHtml: string;
  readonly total: number;
  readonly items: readonly ResultView[];
}

/** `/people/{username}`: a person the visitor may see, and what they share in the site's catalog. */
export async function personLoader({ request, context, params }: LoaderFunctionArgs): Promise<PersonData> {
  const { portal, signal, authentication } = await requireSite(request, context);
  const call = { portal, signal, ...(authentication ? { authentication } : {}) };
  const username = params.username ?? '';
  const user = await getUser(username, call).catch((error: unknown) => {
    if (error instanceof PortalRequestError) notFound();
    throw error;
  });
  const page = await hubSearch(
    {
      targetEntity: 'item',
      filters: [{ predicates: [{ owner: username }] }],
      num: 12,
      sortField: 'modified',
      sortOrder: 'desc',
    },
    { requestOptions: call },
  );
  return {
    username: user.username,
    fullName: user.fullName ?? user.username,
    descriptionHtml: sanitizeHtml(typeof user.description === 'string' ? user.description : '', 'itemDescription'),
    total: page.total,
    items: page.results.map((r) => resultViewOf(r, portal)),
  };
}
