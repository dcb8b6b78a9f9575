import { initiativeReference, type Metric, type MetricDisplay } from '@plaza/core';
import { demoItemId } from './demoItemId.ts';
import { DEMO_ITEMS, type DemoItem } from './demoItems.ts';
import type { DemoContentContext } from './demoContentContext.ts';

/**
 * What the demo's initiatives and projects show of their work (issue 20), by item key: live metrics over the hosted
 * demo layers (root-relative service addresses: this Plaza's own), how each is shown, a timeline, featured content,
 * and — for a project — the initiative it belongs to. The seed adds each entity's id to its metrics.
 */
export interface DemoWork {
  readonly metrics?: readonly Omit<Metric, 'entityInfo'>[];
  readonly displays?: readonly MetricDisplay[];
  readonly stages?: readonly {
    readonly title: string;
    readonly timeframe: string;
    readonly status: 'notStarted' | 'inProgress' | 'onHold' | 'complete';
    readonly stageDescription: string;
  }[];
  /** Keys of demo items it features. */
  readonly featured?: readonly string[];
  /** A project: the key of the initiative it has joined (both halves of the association). */
  readonly joins?: string;
  /** An initiative: who to ask about it. */
  readonly contacts?: readonly {
    readonly name: string;
    readonly role: string;
    readonly email: string;
    readonly phone: string;
  }[];
}

const TREES = '/arcgis/rest/services/Street_Trees/FeatureServer';
const BIKE_LANES = '/arcgis/rest/services/Bike_Lanes_and_Trails/FeatureServer';

export const DEMO_WORK: Readonly<Record<string, DemoWork>> = {
  'greener-riverside': {
    metrics: [
      {
        id: 'trees-2025',
        name: 'Street trees planted in 2025',
        source: {
          type: 'service-query',
          serviceUrl: TREES,
          layerId: 0,
          field: 'OBJECTID',
          statistic: 'count',
          where: "Planted >= timestamp '2025-01-01 00:00:00' AND Planted <= timestamp '2025-12-31 23:59:59'",
        },
      },
      {
        id: 'bike-miles',
        name: 'Miles of bike lanes opened since 2020',
        source: {
          type: 'service-query',
          serviceUrl: BIKE_LANES,
          layerId: 0,
          field: 'Miles',
          statistic: 'sum',
          where: '(Year_Opened) >= 2020',
        },
      },
      {
        id: 'trees-goal',
        name: 'New trees by 2035: the goal',
        source: { type: 'static-value', value: 10000, valueType: 'number' },
      },
      {
        id: 'trees-per-month',
        name: 'Street trees planted each month of 2025',
        source: { type: 'service-query', serviceUrl: TREES, layerId: 0, field: 'OBJECTID', statistic: 'count' },
      },
      {
        id: 'trees-condition',
        name: 'Street trees by condition',
        source: { type: 'service-query', serviceUrl: TREES, layerId: 0, field: 'OBJECTID', statistic: 'count' },
      },
      {
        id: 'trees-all',
        name: 'Street trees in the city',
        source: { type: 'service-query', serviceUrl: TREES, layerId: 0, field: 'OBJECTID', statistic: 'count' },
      },
    ],
    displays: [
      { metricId: 'trees-2025', displayType: 'stat-card', visibility: 'featured' },
      { metricId: 'bike-miles', displayType: 'stat-card', visibility: 'featured', unit: 'miles' },
      { metricId: 'trees-goal', displayType: 'stat-card', visibility: 'visible' },
      {
        metricId: 'trees-per-month',
        displayType: 'chart-card',
        visibility: 'visible',
        chartType: 'bar',
        category: { field: 'Planted', bin: 'month', from: '2025-01-01', to: '2025-12-31' },
      },
      {
        metricId: 'trees-condition',
        displayType: 'chart-card',
        visibility: 'visible',
        chartType: 'donut',
        category: { field: 'Condition', limit: 6 },
      },
      { metricId: 'trees-all', displayType: 'stat-card', visibility: 'hidden' },
    ],
    stages: [
      {
        title: 'Urban forest plan adopted',
        timeframe: 'Spring 2022',
        status: 'complete',
        stageDescription: 'The council adopted the plan after a year of workshops.',
      },
      {
        title: 'Planting in every ward',
        timeframe: '2023 – 2026',
        status: 'inProgress',
        stageDescription: 'Crews plant along the streets with the least shade first.',
      },
      {
        title: 'A park within ten minutes’ walk',
        timeframe: '2027 – 2035',
        status: 'notStarted',
        stageDescription: 'New pocket parks where homes are furthest from one.',
      },
    ],
    featured: ['street-trees', 'park-boundaries'],
    contacts: [{ name: 'Ana Ruiz', role: 'Urban forester', email: 'trees@riverside.example', phone: '(951) 555-0142' }],
  },
  'riverbank-restoration': { joins: 'greener-riverside' },
  'protected-bike-lanes': { joins: 'safe-streets', featured: ['bike-lanes'] },
};

/** A demo project's or initiative's work (issue 20) as its entity fields, with the groups a joining project is shared with. */
export function demoWorkOf(item: DemoItem, context: DemoContentContext) {
  const work = DEMO_WORK[item.key] ?? {};
  const entityInfo = { id: demoItemId(item.org, item.key), name: item.title, type: item.type };
  const joined = work.joins
    ? DEMO_ITEMS.find((other) => other.org === item.org && other.key === work.joins)
    : undefined;
  const joinedGroup = joined ? context.groupIds.get(`${item.org}:Projects of ${joined.title}`) : undefined;
  if (work.joins && (!joined || !joinedGroup))
    throw new Error(`The demo initiative ${work.joins} has no projects group.`);
  const ownGroup = context.groupIds.get(`${item.org}:Projects of ${item.title}`);
  return {
    metrics: (work.metrics ?? []).map((metric) => ({ ...metric, entityInfo })),
    metricDisplays: [...(work.displays ?? [])],
    featuredContentIds: (work.featured ?? []).map((key) => demoItemId(item.org, key)),
    ...(work.stages
      ? { timeline: { stages: work.stages.map((stage, i) => ({ id: `stage-${i + 1}`, ...stage })) } }
      : {}),
    typeKeywords: joined ? [initiativeReference(demoItemId(item.org, joined.key))] : [],
    contacts: [...(work.contacts ?? [])],
    shares: joinedGroup ? [joinedGroup] : [],
    ...(ownGroup
      ? {
          associations: {
            groupId: ownGroup,
            rules: { query: { targetEntity: 'item', filters: [{ predicates: [{ group: [ownGroup] }] }] } },
          },
        }
      : {}),
  };
}
