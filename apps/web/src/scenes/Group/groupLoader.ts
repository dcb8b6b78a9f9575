import { getGroup, hubSearch, PortalRequestError } from '@plaza/core';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { type LoaderFunctionArgs } from 'react-router';
import { toPublicUrl } from '../../api/portalUrl.ts';
import { resultViewOf, type ResultView } from '../../search/resultView.ts';
import { notFound, requireSite } from '../../site/requireSite.ts';

export interface GroupData {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly descriptionHtml: string;
  readonly thumbnailUrl?: string;
  /** Signed-in visitors join at once (else they ask to join). */
  readonly autoJoin: boolean;
  readonly total: number;
  readonly items: readonly ResultView[];
}

/** `/groups/{id}`: a group the visitor may see, and the items shared with it. */
export async function groupLoader({ request, context, params }: LoaderFunctionArgs): Promise<GroupData> {
  const { portal, signal, authentication } = await requireSite(request, context);
  const call = { portal, signal, ...(authentication ? { authentication } : {}) };
  const id = params.id ?? '';
  if (!/^[0-9a-f]{32}$/i.test(id)) notFound();
  const group = await getGroup(id, call).catch((error: unknown) => {
    if (error instanceof PortalRequestError) notFound();
    throw error;
  });
  const page = await hubSearch(
    {
      targetEntity: 'item',
      filters: [{ predicates: [{ group: id }] }],
      num: 12,
      sortField: 'modified',
      sortOrder: 'desc',
    },
    { requestOptions: call },
  );
  const thumbnail = group.thumbnail ? `${portal}/community/groups/${group.id}/info/${group.thumbnail}` : undefined;
  return {
    id: group.id,
    title: group.title,
    summary: group.snippet ?? '',
    descriptionHtml: (await loadMarkup()).sanitizeHtml(group.description ?? '', 'itemDescription'),
    autoJoin: group.autoJoin ?? false,
    ...(thumbnail ? { thumbnailUrl: toPublicUrl(thumbnail, portal) } : {}),
    total: page.total,
    items: page.results.map((r) => resultViewOf(r, portal)),
  };
}
