import { EntityNotFoundError, fetchEntity, fetchSolutionData } from '@plaza/core';
import type { LoaderFunctionArgs } from 'react-router';
import { loadMarkup } from '../../markup/loadMarkup.ts';
import { notFound, requireSite } from '../../site/requireSite.ts';
import type { TemplateAboutView } from './templateAboutView.ts';

export interface TemplateAboutData {
  readonly view: TemplateAboutView;
}

/**
 * `/templates/{id}/about` (spec 3 §2, issue 23): a template's words and what deploying it makes. On the server the
 * read is anonymous (public templates); in the browser it carries the visitor's session. A template the visitor may
 * not see, or an item that is not a template, is a 404 like one that does not exist.
 */
export async function templateAboutLoader({
  request,
  context,
  params,
}: LoaderFunctionArgs): Promise<TemplateAboutData> {
  const { portal, signal, authentication } = await requireSite(request, context);
  const id = params.id ?? '';
  if (!/^[0-9a-f]{32}$/.test(id)) notFound();
  const options = { portal, signal, ...(authentication ? { authentication } : {}) };
  const template = await fetchEntity('template', id, options).catch((error: unknown) => {
    if (error instanceof EntityNotFoundError) notFound();
    throw error;
  });
  if (template.type !== 'Solution') notFound();
  const data = await fetchSolutionData(id, options).catch(() => undefined);
  const markup = await loadMarkup();
  const first = data?.templates[0];
  return {
    view: {
      id: template.id,
      title: template.name,
      summary: template.summary,
      descriptionHtml: markup.sanitizeHtml(template.description, 'itemDescription'),
      ...(first && data
        ? { makes: { kind: first.kind, pages: data.templates.filter((t) => t.kind === 'page').length } }
        : {}),
    },
  };
}
