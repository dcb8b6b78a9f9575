import {
  HubError,
  metricFromEditorValues,
  resolveChart,
  resolveMetric,
  type ChartValue,
  type MetricEditorValues,
  type MetricValue,
} from '@plaza/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MetricChart } from '../../charts/MetricChart.tsx';
import { StatCard } from '../../layout/cards/StatCard.tsx';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { layerServiceUrl } from './metricPickerModel.ts';

/** How long the preview waits after the last change before it asks the layer. */
const PREVIEW_DELAY_MS = 400;

/**
 * The metric as its card will show it, asked live of its layer as the editor changes it (issue 20): the value, or the
 * chart, or why there is none (a filter that cannot be a where clause, a layer that refuses or does not answer).
 */
export function MetricPreview({
  values,
  session,
}: {
  readonly values: MetricEditorValues;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<
    | { readonly stat: MetricValue | { readonly status: 'pending' } }
    | { readonly chart: ChartValue | { readonly status: 'pending' } }
  >({ stat: { status: 'pending' } });
  const key = JSON.stringify(values);
  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      let built: ReturnType<typeof metricFromEditorValues>;
      try {
        built = metricFromEditorValues(values, { id: '', name: '', type: '' });
      } catch (error) {
        const reason = error instanceof HubError ? error.message : String(error);
        setShown(values.chart ? { chart: { status: 'failed', reason } } : { stat: { status: 'failed', reason } });
        return;
      }
      const { metric } = built;
      if (metric.source.type === 'service-query' && !metric.source.serviceUrl) {
        setShown({ stat: { status: 'failed', reason: t('metrics.preview.pickLayer') } });
        return;
      }
      const absolute =
        metric.source.type === 'service-query'
          ? { ...metric, source: { ...metric.source, serviceUrl: layerServiceUrl(metric.source.serviceUrl) } }
          : metric;
      const call = { authentication: session.handle, signal: controller.signal };
      if (values.chart) {
        setShown({ chart: { status: 'pending' } });
        void resolveChart({ metric: absolute, ...values.chart }, call).then((chart) => {
          if (!controller.signal.aborted) setShown({ chart });
        });
      } else {
        setShown({ stat: { status: 'pending' } });
        void resolveMetric(absolute, call).then((stat) => {
          if (!controller.signal.aborted) setShown({ stat });
        });
      }
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `key` stands for `values`: a new object each render with the same content must not ask again.
  }, [key, session.handle]);

  const title = values.name || t('metrics.preview.untitled');
  return (
    <div className="metric-preview" aria-live="polite">
      <p className="metric-preview__label">{t('metrics.preview.label')}</p>
      {'chart' in shown && values.chart ? (
        <MetricChart title={title} chartType={values.chart.chartType} value={shown.chart} valueName={title} />
      ) : (
        <StatCard
          card={{
            kind: 'stat',
            title,
            dynamic: values.kind === 'dynamic',
            value: values.kind === 'static' ? values.value : undefined,
            leadingText: '',
            trailingText: values.unit,
            align: 'start',
          }}
          stat={'stat' in shown ? shown.stat : undefined}
        />
      )}
    </div>
  );
}
