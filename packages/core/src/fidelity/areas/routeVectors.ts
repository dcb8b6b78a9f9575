import { getContentFamily } from '../../workspace/getContentFamily.ts';
import { getHubTypeFromItemType } from '../../workspace/getHubEntityType.ts';
import { getSiteRelativeLink } from '../../workspace/getSiteRelativeLink.ts';
import { getWorkspaceRoute } from '../../workspace/getWorkspaceRoute.ts';
import type { AreaVectorFile, VectorComparison } from '../areaVectors.ts';

const same = (plaza: unknown, reference: unknown): VectorComparison => ({
  plaza: { value: plaza },
  reference: { value: reference },
  paths: ['value'],
});

const bySpec = (plaza: unknown, reference: unknown, spec: unknown): VectorComparison =>
  spec === reference
    ? same(plaza, reference)
    : { plaza: { value: plaza }, reference: { value: spec }, paths: ['value'], decidedBySpec: ['value'] };

const recorded = (output: unknown): unknown =>
  output !== null && typeof output === 'object' && (output as { undefined?: boolean }).undefined ? undefined : output;

/** The workspace route and family vector files (workspace/). */
export const ROUTE_VECTOR_FILES: readonly AreaVectorFile[] = [
  // The family of an item type (getContentFamily ⇄ getFamily).
  { file: 'getFamily.json', run: ([type], output) => same(getContentFamily(type as string), recorded(output)) },
  /*
   * The hub entity type of an item type (getHubTypeFromItemType ⇄ the same; none is undefined). Decided by the spec
   * (ADR 0203): a `Form` is the spec's survey entity (spec 2 §2 panes "survey", §7 "Entity fetch: By type: … survey"),
   * where the reference has no survey entity type and answers content — so its workspace is /workspace/surveys/{id}.
   */
  {
    file: 'getHubTypeFromItemType.json',
    run: ([type], output) =>
      bySpec(getHubTypeFromItemType(type as string), recorded(output), type === 'Form' ? 'survey' : recorded(output)),
  },
  // An entity's workspace route (getWorkspaceRoute ⇄ getRelativeWorkspaceUrl); a Form's is its survey's (above).
  {
    file: 'getRelativeWorkspaceUrl.json',
    run: ([type, id, pane], output) => {
      const spec = type === 'Form' ? String(output).replace('/workspace/content/', '/workspace/surveys/') : output;
      return bySpec(getWorkspaceRoute(type as string, id as string, pane as string | undefined), output, spec);
    },
  },
  /*
   * An item's site-relative link (getSiteRelativeLink ⇄ getHubRelativeUrl; a user's identifier is its username).
   * Decided by the spec (ADR 0203): "Group site-relative link: /groups/{id}. User site-relative link:
   * /people/{username}" (spec 3 §2), where the reference, given those types, answers /content/{id}.
   */
  {
    file: 'getHubRelativeUrl.json',
    run: ([type, id, typeKeywords], output) => {
      const identifier = typeof id === 'string' ? id : undefined;
      const plaza = getSiteRelativeLink({
        type: type as string,
        ...(identifier ? (type === 'User' ? { username: identifier } : { id: identifier }) : {}),
        typeKeywords: typeKeywords as string[],
      });
      const spec =
        identifier && type === 'Group'
          ? `/groups/${identifier}`
          : identifier && type === 'User'
            ? `/people/${identifier}`
            : output;
      return bySpec(plaza, output, spec);
    },
  },
];
