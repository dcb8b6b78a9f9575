import {
  fetchEntity,
  fetchInitiativeProjects,
  fetchProjectInitiatives,
  hubSearch,
  sanitizeUrl,
  shownMetrics,
  statCardDisplay,
  type AssociatedEntity,
  type HubInitiative,
  type HubProject,
  type PortalCallOptions,
} from '@plaza/core';
import { chartCardValue, type ChartCardValue } from '../layout/cards/chartCardData.ts';
import { statCardValue, type StatCardValue } from '../layout/cards/statCardData.ts';
import type { CardSpec } from '../layout/layoutModel.ts';
import { resultViewOf, type ResultView } from '../search/resultView.ts';
import { readContacts, type Contact } from './contacts.ts';
import { readTimeline, type TimelineStage } from '../workspace/editors/timelineModel.ts';

/** A metric an initiative's or project's page shows: as a stat card or a chart, with its value as the loader got it. */
export type WorkMetricView =
  | {
      readonly id: string;
      readonly featured: boolean;
      readonly card: Extract<CardSpec, { kind: 'stat' }>;
      readonly stat: StatCardValue;
    }
  | {
      readonly id: string;
      readonly featured: boolean;
      readonly card: Extract<CardSpec, { kind: 'chart' }>;
      readonly chart: ChartCardValue;
    };

/** What an initiative's or project's page shows besides an item's facts (issue 20). */
export interface WorkEntityData {
  readonly kind: 'initiative' | 'project';
  readonly stages: readonly TimelineStage[];
  readonly metrics: readonly WorkMetricView[];
  /** Its featured content, as search results (those the reader may see). */
  readonly featured: readonly ResultView[];
  /** An initiative's projects, or the initiatives a project belongs to (both halves of the association). */
  readonly related: readonly AssociatedEntity[];
  /** An initiative's contacts (spec 1 §3), as its page lists them. */
  readonly contacts: readonly Contact[];
  /** Its discussions switch (`hub:{kind}:discussions`); undefined when not set. */
  readonly discussions?: boolean;
}

/** Featured items listed at most. */
const FEATURED_MAX = 12;

/**
 * The parts of an initiative's or project's page read when it is rendered: its timeline, its featured and visible
 * metrics resolved (this Plaza's layers on the server, other layers left to the browser), its featured content and
 * the other side of its associations. A part that cannot be read is left empty rather than failing the page.
 *
 * @example
 * const work = await loadWorkEntity('initiative', item.id, { portal, signal }, { inBrowser: false });
 */
export async function loadWorkEntity(
  kind: 'initiative' | 'project',
  id: string,
  call: PortalCallOptions,
  options: { readonly inBrowser: boolean },
): Promise<WorkEntityData | undefined> {
  const entity: HubInitiative | HubProject | undefined = await fetchEntity(kind, id, call).catch(() => undefined);
  if (!entity) return undefined;
  const metricCall = {
    portal: call.portal,
    inBrowser: options.inBrowser,
    ...(call.signal ? { signal: call.signal } : {}),
  };
  const shown = shownMetrics(entity.metrics, entity.view?.metricDisplays ?? []);
  const ids = (entity.view?.featuredContentIds ?? []).slice(0, FEATURED_MAX);
  const [metrics, featured, related] = await Promise.all([
    Promise.all(
      shown.map(async ({ metric, display, chart }): Promise<WorkMetricView> => {
        const featuredMetric = display.visibility === 'featured';
        // How long its layer may take (a display may say, as a stat card's `serverTimeout` does).
        const timeoutMs = typeof display.serverTimeout === 'number' ? display.serverTimeout : undefined;
        if (chart) {
          return {
            id: metric.id,
            featured: featuredMetric,
            card: {
              kind: 'chart',
              title: metric.name,
              chartType: chart.chartType,
              valueName: metric.name,
              chart,
              ...(timeoutMs ? { timeoutMs } : {}),
            },
            chart: await chartCardValue(chart, timeoutMs, metricCall),
          };
        }
        const source = metric.source;
        return {
          id: metric.id,
          featured: featuredMetric,
          card: {
            kind: 'stat',
            title: metric.name,
            dynamic: source.type === 'service-query',
            value: source.type === 'static-value' ? (source.value ?? undefined) : undefined,
            leadingText: '',
            trailingText: '',
            align: 'start',
            ...statCardLookOf(display),
            ...(source.type === 'service-query' ? { metric } : {}),
            ...(timeoutMs ? { timeoutMs } : {}),
          },
          stat: await statCardValue(metric, timeoutMs, metricCall),
        };
      }),
    ),
    ids.length
      ? hubSearch(
          { targetEntity: 'item', filters: [{ operation: 'OR', predicates: [{ id: [...ids] }] }], num: ids.length },
          { requestOptions: call },
        ).then(
          (page) =>
            page.results
              .map((result) => resultViewOf(result, call.portal))
              .sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)),
          () => [],
        )
      : Promise.resolve([]),
    (kind === 'initiative' ? fetchInitiativeProjects(entity, call) : fetchProjectInitiatives(entity, call)).catch(
      () => [],
    ),
  ]);
  const discussions = entity.features[`hub:${kind}:discussions`];
  return {
    kind,
    stages: readTimeline(entity.timeline),
    metrics,
    featured,
    related,
    contacts: 'contacts' in entity ? readContacts(entity.contacts) : [],
    ...(typeof discussions === 'boolean' ? { discussions } : {}),
  };
}

/** A metric display's scale, unit, unit position and source link (issue 44), the link sanitised. */
function statCardLookOf(
  display: Readonly<Record<string, unknown>>,
): Pick<Extract<CardSpec, { kind: 'stat' }>, 'scale' | 'unit' | 'unitPosition' | 'sourceLink' | 'sourceTitle'> {
  const look = statCardDisplay(display);
  const link = look.sourceLink ? sanitizeUrl(look.sourceLink) : '';
  return {
    scale: look.scale,
    ...(look.unit ? { unit: look.unit } : {}),
    unitPosition: look.unitPosition,
    ...(link ? { sourceLink: link } : {}),
    ...(link && look.sourceTitle ? { sourceTitle: look.sourceTitle } : {}),
  };
}
