import type { TFunction } from 'i18next';
import { cardTypeOf } from './cardTemplates.ts';
import type { DraftCard } from './layoutDraft.ts';

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/**
 * A card named for a list: its type, and the first words of what it shows.
 *
 * @example
 * cardSummary(t, card); // "Text: Parks and Trails"
 */
export function cardSummary(t: TFunction, card: DraftCard): string {
  const type = cardTypeOf(card.name);
  const label = type ? t(`editor.cardType.${type}`) : t('editor.cardType.unknown', { name: card.name });
  const words =
    type === 'text'
      ? text(card.settings.markdown)
          .replace(/[#*_>`[\]()]/g, '')
          .trim()
      : type === 'stat'
        ? `${text(card.settings.cardTitle)} ${card.settings.type === 'dynamic' ? '' : text(card.settings.value)}`.trim()
        : type === 'chart'
          ? text(card.settings.cardTitle)
          : type === 'image'
            ? text(card.settings.alt) || text(card.settings.caption)
            : type === 'survey'
              ? text(card.settings.surveyId)
              : text(card.settings.title);
  const short = words.length > 40 ? `${words.slice(0, 39)}…` : words;
  return short ? `${label}: ${short}` : label;
}
