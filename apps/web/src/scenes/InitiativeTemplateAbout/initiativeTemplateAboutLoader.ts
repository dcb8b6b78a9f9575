import { sanitizeUrl } from '@plaza/core';
import type { LoaderFunctionArgs } from 'react-router';
import { fetchAboutItems, type AboutItem } from '../SolutionAbout/aboutItems.ts';
import { readAboutData, readAboutItem, type AboutWords } from '../SolutionAbout/readAboutItem.ts';

/** What an initiative template's about page shows (issue 44 item 3). */
export interface InitiativeTemplateAboutData {
  readonly view: AboutWords & {
    /** An example of what it makes (`properties.previewUrl`), when it is a web address. */
    readonly previewUrl?: string;
    /** The templates it comes with (its site's solution, then those it recommends) that the visitor may see. */
    readonly templates: readonly AboutItem[];
  };
}

/** An initiative template: its own item type, or a legacy initiative carrying the template keyword. */
function isInitiativeTemplate(type: string, keywords: readonly string[]): boolean {
  return (
    type === 'Hub Initiative Template' || (type === 'Hub Initiative' && keywords.includes('hubInitiativeTemplate'))
  );
}

/**
 * `/initiatives/templates/{id}/about` (spec 3 §2; issue 44 item 3, ADR 0209): an initiative template's words, an
 * example of what it makes, and the templates it comes with (`data.siteSolutionId` and `data.recommendedTemplates`, as
 * the reference stores them) that the visitor may see. Anything else, or an item the visitor may not see, is a 404
 * like one that does not exist.
 */
export async function initiativeTemplateAboutLoader(args: LoaderFunctionArgs): Promise<InitiativeTemplateAboutData> {
  const { site, call, item } = await readAboutItem(args, (found) =>
    isInitiativeTemplate(found.type, found.typeKeywords ?? []),
  );
  const [data, words] = await readAboutData<{ siteSolutionId?: unknown; recommendedTemplates?: unknown }>(item, call);
  const recommended = Array.isArray(data?.recommendedTemplates) ? (data.recommendedTemplates as unknown[]) : [];
  const preview = item.properties?.previewUrl;
  const previewUrl = typeof preview === 'string' && /^https?:\/\//i.test(preview) ? sanitizeUrl(preview) : '';
  return {
    view: {
      ...words,
      ...(previewUrl ? { previewUrl } : {}),
      templates: await fetchAboutItems([data?.siteSolutionId, ...recommended], call, site.basePath),
    },
  };
}
