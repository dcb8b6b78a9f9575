import {
  migrateStatCard,
  readChartCategory,
  readChartType,
  sanitizeUrl,
  statCardMetric,
  type ChartSpec,
  type ChartType,
  type Metric,
  type StatCardScale,
  type StatCardUnitPosition,
} from '@plaza/core';
import type { Markup } from '../markup/loadMarkup.ts';
import { readSafeColor } from '../site/safeCss.ts';
import { siteHref } from '../site/siteHref.ts';
import { isRecord, readArray, readBoolean, readNumber, readOneOf, readString, readStrings } from './readValue.ts';
import { withSiteLinks } from './withSiteLinks.ts';

/**
 * The layout of a site or page (ADR 0081): sections → rows → cards, as stored under `values.layout.sections`.
 * Card component names follow the stored model (`markdown-card`, `image-card`, `summary-statistic-card`,
 * `items/gallery-card`, `webmap-card`, `jumbotron-card`); anything else is kept as `unknown` and not shown.
 */
export interface LayoutSection {
  readonly containment: 'fixed' | 'fluid';
  readonly background?: string;
  readonly color?: string;
  readonly rows: readonly LayoutRow[];
}

export interface LayoutRow {
  readonly cards: readonly LayoutCard[];
}

export interface LayoutCard {
  /** Position in the layout (`s0r1c2`): keys card data the loader fetched. */
  readonly id: string;
  /** Columns out of 12 from the `md` breakpoint (768 px) up. */
  readonly width: number;
  readonly card: CardSpec;
}

/** What a catalog or map card searches: a collection of the site's catalog, words, tags and an order. */
export interface CardQuery {
  readonly collection?: string;
  readonly term?: string;
  readonly tags?: readonly string[];
  readonly sortField?: 'modified' | 'created' | 'title';
  readonly sortOrder?: 'asc' | 'desc';
}

export type Bounds = [[number, number], [number, number]];

export type CardSpec =
  | { readonly kind: 'markdown'; readonly html: string; readonly hasHeading: boolean }
  | {
      readonly kind: 'image';
      readonly src: string;
      readonly alt: string;
      readonly caption: string;
      readonly href: string;
    }
  | {
      readonly kind: 'stat';
      readonly title: string;
      readonly dynamic: boolean;
      readonly value: number | string | undefined;
      readonly leadingText: string;
      readonly trailingText: string;
      readonly align: 'start' | 'center' | 'end';
      readonly valueColor?: string;
      /** A dynamic card's metric (issue 20), resolved by the page's loader or, for a remote layer, the browser. */
      readonly metric?: Metric;
      readonly timeoutMs?: number;
      /** How large the value is drawn (s, m, l; issue 44). */
      readonly scale?: StatCardScale;
      /** The value's unit and where it goes (before, after or below the value). */
      readonly unit?: string;
      readonly unitPosition?: StatCardUnitPosition;
      /** Where the figure comes from: a sanitised link, and its words (the link itself when none). */
      readonly sourceLink?: string;
      readonly sourceTitle?: string;
    }
  | {
      readonly kind: 'chart';
      readonly title: string;
      readonly chartType: ChartType;
      /** What the values are: the table's column heading. */
      readonly valueName: string;
      /** The metric broken down (issue 20); absent when the stored settings do not make one. */
      readonly chart?: ChartSpec;
      readonly timeoutMs?: number;
    }
  | {
      readonly kind: 'gallery';
      readonly title: string;
      readonly query: CardQuery;
      readonly limit: number;
      readonly layout: 'grid' | 'list';
      readonly showSearchLink: boolean;
    }
  | {
      readonly kind: 'map';
      readonly title: string;
      readonly caption: string;
      readonly bounds?: Bounds;
      readonly query?: CardQuery;
    }
  | { readonly kind: 'hero'; readonly title: string; readonly subtitle: string; readonly showSearch: boolean }
  | {
      readonly kind: 'events';
      readonly title: string;
      readonly limit: number;
      /** The views a visitor may switch between (`availableViews`), and the one shown first (`defaultView`). */
      readonly views: readonly EventCardView[];
      readonly defaultView: EventCardView;
      readonly tags: readonly string[];
      readonly entityIds: readonly string[];
    }
  | {
      readonly kind: 'follow';
      /** The stored settings, read as they are: migrated to schema 1 with the site when the page loads. */
      readonly config: Readonly<Record<string, string | number>>;
    }
  /** A survey's form, answered on the page (issue 21): its Form item by id or slug. */
  | { readonly kind: 'survey'; readonly surveyId: string }
  | { readonly kind: 'unknown'; readonly name: string };

/** Stat card metrics belong to the page, not to an entity. */
const NO_ENTITY = { id: '', name: '', type: '' } as const;

/** The settings a follow card may hold (spec 3 §3, and `initiativeId` of configs before schema 1). */
const FOLLOW_CARD_FIELDS = [
  'entityId',
  'entityType',
  'initiativeId',
  'callToActionText',
  'callToActionAlign',
  'buttonText',
  'unfollowButtonText',
  'buttonAlign',
  'buttonStyle',
  'cardId',
] as const;

/** The views of an events card (settings `availableViews`, spec site migration 1.3). */
export const EVENT_CARD_VIEWS = ['list', 'calendar'] as const;
export type EventCardView = (typeof EVENT_CARD_VIEWS)[number];

/** Largest number of results a catalog card shows. */
export const GALLERY_CARD_MAX = 12;

/**
 * Reads stored layout sections, ready to render: malformed parts are dropped, never thrown; Markdown is rendered
 * and sanitised with the item-description profile (issue 8), URLs sanitised, site links given the base path. Runs
 * in loaders, so the browser needs neither the Markdown renderer nor the sanitiser to show a page (`markup` is
 * {@link loadMarkup}'s).
 *
 * @example
 * readLayoutSections(site.layout.sections, '', await loadMarkup())[0]?.rows[0]?.cards[0]?.card.kind; // "hero"
 */
export function readLayoutSections(sections: unknown, basePath: string, markup: Markup): LayoutSection[] {
  return readArray(sections)
    .filter(isRecord)
    .map((section, s) => {
      const style = isRecord(section.style) ? section.style : {};
      const background = isRecord(style.background) ? readSafeColor(style.background.color) : undefined;
      const color = readSafeColor(style.color);
      return {
        containment: readOneOf(section.containment, ['fixed', 'fluid'] as const, 'fixed'),
        ...(background ? { background } : {}),
        ...(color ? { color } : {}),
        rows: readArray(section.rows)
          .filter(isRecord)
          .map((row, r) => ({
            cards: readArray(row.cards)
              .filter(isRecord)
              .map((card, c) => ({
                id: `s${s}r${r}c${c}`,
                width: Math.min(12, Math.max(1, Math.round(readNumber(card.width) ?? 12))),
                card: readCard(isRecord(card.component) ? card.component : {}, basePath, markup),
              })),
          })),
      };
    });
}

/** A stat card's scale, unit and source link as the card shows them: the link sanitised, a site link given the base. */
function statCardLook(
  migrated: ReturnType<typeof migrateStatCard>,
  basePath: string,
): Pick<Extract<CardSpec, { kind: 'stat' }>, 'scale' | 'unit' | 'unitPosition' | 'sourceLink' | 'sourceTitle'> {
  const link = migrated.sourceLink ? sanitizeUrl(migrated.sourceLink) : '';
  return {
    scale: migrated.scale,
    ...(migrated.unit ? { unit: migrated.unit } : {}),
    unitPosition: migrated.unitPosition,
    ...(link ? { sourceLink: siteHref(basePath, link) } : {}),
    ...(link && migrated.sourceTitle ? { sourceTitle: migrated.sourceTitle } : {}),
  };
}

function readCard(component: Record<string, unknown>, basePath: string, markup: Markup): CardSpec {
  const name = readString(component.name);
  const settings = isRecord(component.settings) ? component.settings : {};
  switch (name) {
    case 'markdown-card':
    case 'text-card': {
      const markdown = readString(settings.markdown);
      return {
        kind: 'markdown',
        html: withSiteLinks(markup.sanitizeHtml(markup.renderMarkdown(markdown), 'itemDescription'), basePath),
        hasHeading: /^#\s/m.test(markdown),
      };
    }
    case 'image-card': {
      const href = sanitizeUrl(readString(settings.href));
      return {
        kind: 'image',
        src: sanitizeUrl(readString(settings.src)),
        alt: readString(settings.alt),
        caption: readString(settings.caption),
        href: href ? siteHref(basePath, href) : '',
      };
    }
    case 'summary-statistic-card':
    case 'stat-card': {
      // Old summary statistic cards are migrated to schema 1 (issue 20): dynamic cards carry their metric.
      const migrated = migrateStatCard(settings);
      const valueColor = readSafeColor(migrated.valueColor);
      const dynamic = migrated.type === 'dynamic' && migrated.dynamicMetric !== undefined;
      let metric: Metric | undefined;
      try {
        metric = dynamic ? statCardMetric(migrated, { id: migrated.cardId ?? name, entityInfo: NO_ENTITY }) : undefined;
      } catch {
        // A filter that cannot be a where clause: the card says its value is unavailable.
        metric = undefined;
      }
      return {
        kind: 'stat',
        title: migrated.cardTitle,
        dynamic,
        value: readStatValue(settings.value),
        leadingText: readString(settings.leadingText),
        trailingText: migrated.trailingText ?? '',
        align: settings.statValueAlign !== undefined ? migrated.textAlign : readAlign(settings.textAlign),
        ...(valueColor ? { valueColor } : {}),
        ...(metric ? { metric } : {}),
        ...(migrated.serverTimeout ? { timeoutMs: migrated.serverTimeout } : {}),
        ...statCardLook(migrated, basePath),
      };
    }
    case 'chart-card': {
      // Issue 20: a metric (the stat card's dynamic metric settings) broken down by a field's values or by dates.
      const migrated = migrateStatCard({ ...settings, type: 'dynamic', schemaVersion: 1 });
      const category = readChartCategory(settings.category);
      let chart: ChartSpec | undefined;
      try {
        chart =
          migrated.dynamicMetric && category
            ? {
                metric: statCardMetric(migrated, { id: migrated.cardId ?? name, entityInfo: NO_ENTITY }),
                chartType: readChartType(settings.chartType),
                category,
              }
            : undefined;
      } catch {
        chart = undefined;
      }
      return {
        kind: 'chart',
        title: migrated.cardTitle,
        chartType: readChartType(settings.chartType),
        valueName: readString(settings.valueName) || migrated.cardTitle,
        ...(chart ? { chart } : {}),
        ...(migrated.serverTimeout ? { timeoutMs: migrated.serverTimeout } : {}),
      };
    }
    case 'items/gallery-card':
    case 'gallery-card':
      return {
        kind: 'gallery',
        title: readString(settings.title),
        query: readCardQuery(settings.query),
        limit: Math.min(GALLERY_CARD_MAX, Math.max(1, Math.round(readNumber(settings.limit) ?? 6))),
        layout: readOneOf(settings.layout, ['grid', 'list'] as const, 'grid'),
        showSearchLink: readBoolean(settings.showSearchLink, true),
      };
    case 'webmap-card':
    case 'map-card': {
      const bounds = readBounds(settings.bounds);
      return {
        kind: 'map',
        title: readString(settings.title),
        caption: readString(settings.caption),
        ...(bounds ? { bounds } : {}),
        ...(isRecord(settings.query) ? { query: readCardQuery(settings.query) } : {}),
      };
    }
    case 'event-list-card': {
      // Issue 14: upcoming events from the events service, as a list or a month calendar.
      const views = EVENT_CARD_VIEWS.filter((view) => readStrings(settings.availableViews).includes(view));
      const available = views.length ? views : (['list'] as const);
      const chosen = readString(settings.defaultView);
      return {
        kind: 'events',
        title: readString(settings.title),
        views: available,
        defaultView: available.find((view) => view === chosen) ?? available[0]!,
        limit: Math.min(GALLERY_CARD_MAX, Math.max(1, Math.round(readNumber(settings.limit) ?? 5))),
        tags: readStrings(settings.tags),
        entityIds: readStrings(settings.entityIds),
      };
    }
    case 'survey-card':
      return { kind: 'survey', surveyId: readString(settings.surveyId).trim().slice(0, 200) };
    case 'follow-card': {
      // Issue 19: follow a site or an initiative; text only (drawn as text), schema version kept for the migration.
      const config: Record<string, string | number> = {};
      for (const field of FOLLOW_CARD_FIELDS) {
        const value = readString(settings[field]);
        if (value) config[field] = value.slice(0, 500);
      }
      const version = readNumber(settings.schemaVersion);
      if (version !== undefined) config.schemaVersion = version;
      return { kind: 'follow', config };
    }
    case 'jumbotron-card':
      return {
        kind: 'hero',
        title: readString(settings.title),
        subtitle: readString(settings.subtitle),
        showSearch: readBoolean(settings.showSearch, true),
      };
    default:
      return { kind: 'unknown', name };
  }
}

function readStatValue(value: unknown): number | string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') return readNumber(value) ?? value;
  return undefined;
}

function readAlign(value: unknown): 'start' | 'center' | 'end' {
  if (value === 'left' || value === 'start') return 'start';
  if (value === 'right' || value === 'end') return 'end';
  return 'center';
}

/** Reads a card's query. */
export function readCardQuery(value: unknown): CardQuery {
  const query = isRecord(value) ? value : {};
  const tags = readStrings(query.tags);
  const sortField = readOneOf(query.sortField, ['modified', 'created', 'title', ''] as const, '');
  return {
    ...(readString(query.collection) ? { collection: readString(query.collection) } : {}),
    ...(readString(query.term) ? { term: readString(query.term) } : {}),
    ...(tags.length ? { tags } : {}),
    ...(sortField ? { sortField, sortOrder: readOneOf(query.sortOrder, ['asc', 'desc'] as const, 'desc') } : {}),
  };
}

function readBounds(value: unknown): Bounds | undefined {
  const corners = readArray(value).map((corner) => readArray(corner).map(readNumber));
  const [[w, s] = [], [e, n] = []] = corners;
  if ([w, s, e, n].some((v) => v === undefined)) return undefined;
  return [
    [w!, s!],
    [e!, n!],
  ];
}
