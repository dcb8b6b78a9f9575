import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatStatValue } from '../../format/formatStatValue.ts';
import { isExternalHref } from '../../site/siteHref.ts';
import type { CardSpec } from '../layoutModel.ts';
import { statCardValue, type StatCardValue } from './statCardData.ts';

type StatSpec = Extract<CardSpec, { kind: 'stat' }>;

/**
 * A stat card (spec 3 §3): title, value with leading and trailing text, drawn at its scale (s, m, l), with its unit
 * before, after or below the value, and the link to where the figure comes from (issue 44; ADR 0234). A dynamic card shows its metric's value, read
 * by the page's loader — or, over a layer elsewhere, by the browser once the page is shown; without a value it shows
 * "--" and says why (a tooltip, and words for screen readers).
 */
export function StatCard({ card, stat }: { readonly card: StatSpec; readonly stat: StatCardValue | undefined }) {
  const { t, i18n } = useTranslation();
  const [resolved, setResolved] = useState<StatCardValue | undefined>(stat);
  useEffect(() => {
    setResolved(stat);
    if (stat?.status !== 'pending' || !card.metric) return;
    const controller = new AbortController();
    void statCardValue(card.metric, card.timeoutMs, {
      portal: new URL('/sharing/rest', window.location.origin).href,
      inBrowser: true,
      signal: controller.signal,
    }).then((value) => {
      if (!controller.signal.aborted) setResolved(value);
    });
    return () => controller.abort();
  }, [stat, card.metric, card.timeoutMs]);

  let shown: number | string | undefined = card.value;
  let reason: string | undefined;
  if (card.dynamic) {
    shown = resolved?.status === 'ok' ? (resolved.value ?? undefined) : undefined;
    // A card whose filters made no metric, and that was given no value either.
    if (!card.metric && !stat) reason = t('statCard.unavailable');
    else if (resolved?.status === 'timeout' || resolved?.status === 'failed') reason = resolved.reason;
  }
  const value = formatStatValue(shown, i18n.language);
  const busy = card.dynamic && resolved?.status === 'pending';
  const position = card.unitPosition ?? 'after';
  // A unit says nothing beside "--": it is shown with a value only.
  const unit = card.unit && shown !== undefined && shown !== '' ? card.unit : undefined;
  return (
    <div className={`card card--stat card--align-${card.align} stat-card--scale-${card.scale ?? 'l'}`}>
      <p className="stat-card__title">{card.title}</p>
      <p
        className="stat-card__value"
        style={card.valueColor ? { color: card.valueColor } : undefined}
        aria-busy={busy || undefined}
      >
        {card.leadingText ? <span className="stat-card__text">{card.leadingText} </span> : null}
        {unit && position === 'before' ? <span className="stat-card__unit stat-card__unit--before">{unit}</span> : null}
        <span className="stat-card__number" title={reason ? t('statCard.why', { reason }) : undefined}>
          {value}
        </span>
        {unit && position === 'after' ? <span className="stat-card__unit stat-card__unit--after"> {unit}</span> : null}
        {card.trailingText ? <span className="stat-card__text"> {card.trailingText}</span> : null}
      </p>
      {unit && position === 'below' ? <p className="stat-card__unit stat-card__unit--below">{unit}</p> : null}
      {/* Why there is no value, in words everyone sees (the tooltip alone reaches neither keyboards nor phones). */}
      {reason ? <p className="stat-card__reason">{t('statCard.why', { reason })}</p> : null}
      {card.sourceLink ? (
        <p className="stat-card__source">
          {t('statCard.source')}{' '}
          <a href={card.sourceLink} {...(isExternalHref(card.sourceLink) ? { rel: 'noopener noreferrer' } : {})}>
            {card.sourceTitle || card.sourceLink}
          </a>
        </p>
      ) : null}
    </div>
  );
}
