import { useEffect, useState } from 'react';
import { MetricChart } from '../../charts/MetricChart.tsx';
import type { CardSpec } from '../layoutModel.ts';
import { chartCardValue, type ChartCardValue } from './chartCardData.ts';

type ChartSpecCard = Extract<CardSpec, { kind: 'chart' }>;

/**
 * A chart card of a layout (issue 20): its points read by the page's loader — or, over a layer elsewhere, by the
 * browser once the page is shown — drawn with a table alternative; without points it says why.
 */
export function ChartCard({
  card,
  value,
}: {
  readonly card: ChartSpecCard;
  readonly value: ChartCardValue | undefined;
}) {
  const [resolved, setResolved] = useState<ChartCardValue | undefined>(value);
  useEffect(() => {
    setResolved(value);
    if (value?.status !== 'pending' || !card.chart) return;
    const controller = new AbortController();
    void chartCardValue(card.chart, card.timeoutMs, {
      portal: new URL('/sharing/rest', window.location.origin).href,
      inBrowser: true,
      signal: controller.signal,
    }).then((points) => {
      if (!controller.signal.aborted) setResolved(points);
    });
    return () => controller.abort();
  }, [value, card.chart, card.timeoutMs]);
  return (
    <MetricChart
      title={card.title}
      chartType={card.chartType}
      value={card.chart ? resolved : undefined}
      valueName={card.valueName}
    />
  );
}
