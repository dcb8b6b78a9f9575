/** The card types the editor can add: those Web app I renders (issue 8). */
export const CARD_TYPES = ['text', 'stat', 'chart', 'image', 'gallery', 'map', 'hero', 'follow', 'survey'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** A dynamic metric nobody picked yet: a count over no layer (the card says its value is unavailable until one is). */
export const EMPTY_DYNAMIC_METRIC = Object.freeze({
  serviceUrl: '',
  layerId: 0,
  field: 'OBJECTID',
  statistic: 'count',
  expressionSet: [],
  allowExpressionSet: true,
});

/** A new card: its stored component name, its settings and its width out of 12. */
export interface CardTemplate {
  readonly name: string;
  readonly width: number;
  readonly settings: Readonly<Record<string, unknown>>;
}

/**
 * What a new card of each type starts as, in the stored shape the public renderer reads (`markdown-card`,
 * `summary-statistic-card`, `image-card`, `items/gallery-card`, `webmap-card`, `jumbotron-card`, `follow-card`,
 * `survey-card`). The words are the
 * editor's language's; the person replaces them.
 *
 * @example
 * cardTemplate('stat', { statTitle: 'Parks' }).name; // "summary-statistic-card"
 */
export function cardTemplate(
  type: CardType,
  words: { readonly text: string; readonly statTitle: string; readonly title: string; readonly follow?: string },
): CardTemplate {
  switch (type) {
    case 'text':
      return { name: 'markdown-card', width: 12, settings: { markdown: words.text } };
    case 'stat':
      return {
        name: 'summary-statistic-card',
        width: 4,
        settings: {
          type: 'static',
          cardTitle: words.statTitle,
          value: 0,
          leadingText: '',
          trailingText: '',
          textAlign: 'center',
        },
      };
    case 'chart':
      // Issue 20: a metric broken down; its layer, field and breakdown are picked in the card's settings.
      return {
        name: 'chart-card',
        width: 12,
        settings: {
          schemaVersion: 1,
          type: 'dynamic',
          cardTitle: words.title,
          chartType: 'bar',
          dynamicMetric: { ...EMPTY_DYNAMIC_METRIC },
          category: {},
        },
      };
    case 'image':
      return { name: 'image-card', width: 6, settings: { src: '', alt: '', caption: '', href: '' } };
    case 'gallery':
      return {
        name: 'items/gallery-card',
        width: 12,
        settings: {
          title: words.title,
          query: { collection: 'dataset' },
          limit: 6,
          layout: 'grid',
          showSearchLink: true,
        },
      };
    case 'map':
      return { name: 'webmap-card', width: 12, settings: { title: words.title, caption: '' } };
    case 'hero':
      return { name: 'jumbotron-card', width: 12, settings: { title: words.title, subtitle: '', showSearch: true } };
    case 'survey':
      // A survey's form on the page (issue 21); which survey is chosen in the card's settings.
      return { name: 'survey-card', width: 12, settings: { surveyId: '' } };
    case 'follow':
      // Follows the page's site until an initiative is chosen (issue 19, schema version 1).
      return {
        name: 'follow-card',
        width: 12,
        settings: {
          schemaVersion: 1,
          entityType: 'site',
          entityId: '',
          callToActionText: words.follow ?? '',
          callToActionAlign: 'center',
          buttonText: '',
          unfollowButtonText: '',
          buttonAlign: 'center',
          buttonStyle: 'solid',
        },
      };
  }
}

/**
 * The type of a stored card, or undefined for a card the editor does not know (kept, shown, not edited).
 *
 * @example
 * cardTypeOf('summary-statistic-card'); // "stat"
 */
export function cardTypeOf(name: string): CardType | undefined {
  switch (name) {
    case 'markdown-card':
    case 'text-card':
      return 'text';
    case 'summary-statistic-card':
    case 'stat-card':
      return 'stat';
    case 'image-card':
      return 'image';
    case 'items/gallery-card':
    case 'gallery-card':
      return 'gallery';
    case 'webmap-card':
    case 'map-card':
      return 'map';
    case 'jumbotron-card':
      return 'hero';
    case 'follow-card':
      return 'follow';
    case 'chart-card':
      return 'chart';
    case 'survey-card':
      return 'survey';
    default:
      return undefined;
  }
}
