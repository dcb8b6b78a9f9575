import { getPortalItemData } from '../entities/items/getPortalItemData.ts';
import type { PortalCallOptions } from '../portal/portalRequest.ts';
import { solutionDataSchema, type SolutionData } from './solutionData.ts';

/**
 * A template's data as Plaza deploys it (`content/items/{id}/data`, checked against {@link solutionDataSchema}), or
 * undefined for data Plaza did not write (a Solution made by another tool, an item that is no template).
 *
 * @example
 * const data = await fetchSolutionData(templateId, { portal, authentication });
 * data?.templates[0]?.kind; // "site"
 */
export async function fetchSolutionData(id: string, options: PortalCallOptions): Promise<SolutionData | undefined> {
  const parsed = solutionDataSchema.safeParse(await getPortalItemData(id, options));
  return parsed.success ? parsed.data : undefined;
}
