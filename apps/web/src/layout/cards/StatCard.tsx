import { useTranslation } from 'react-i18next';
import { formatStatValue } from '../../format/formatStatValue.ts';
import type { CardSpec } from '../layoutModel.ts';

type StatSpec = Extract<CardSpec, { kind: 'stat' }>;

/**
 * A stat card (spec 3 §3): title, value with leading and trailing text. Static values only for now; a dynamic
 * card's value (a metric query) shows "--" until metrics are served.
 */
export function StatCard({ card }: { card: StatSpec }) {
  const { i18n } = useTranslation();
  const value = formatStatValue(card.dynamic ? undefined : card.value, i18n.language);
  return (
    <div className={`card card--stat card--align-${card.align}`}>
      <p className="stat-card__title">{card.title}</p>
      <p className="stat-card__value" style={card.valueColor ? { color: card.valueColor } : undefined}>
        {card.leadingText ? <span className="stat-card__text">{card.leadingText} </span> : null}
        <span className="stat-card__number">{value}</span>
        {card.trailingText ? <span className="stat-card__text"> {card.trailingText}</span> : null}
      </p>
    </div>
  );
}
