import type { FeatureCollection } from 'geojson';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMapView } from '../../../components/map/LazyMapView.tsx';
import { browserLayerQuery } from '../../../content/browserLayerQuery.ts';
import type { DatasetSummary } from '../../../content/datasetSummary.ts';
import { numberFormat } from '../../../format/intlFormats.ts';
import { useNearView } from '../../../components/useNearView.ts';

/** The most features drawn: beyond it the map says how many it shows (MapLibre tiles them in a worker). */
export const MAP_FEATURE_LIMIT = 10_000;
const PAGE = 2000;

/**
 * The dataset's features on the offline map, read as GeoJSON pages from the layer's query endpoint once the map is
 * near the screen, with the progress shown while they load; the map itself loads when scrolled to (LazyMapView).
 */
export function DatasetMap({
  dataset,
  title,
  where = '1=1',
  total,
}: {
  dataset: DatasetSummary;
  title: string;
  /** The table's filter: the map shows the features that meet it (issue 43 item 2). */
  where?: string;
  /** How many features meet it, when the table has counted them. */
  total?: number;
}) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState(0);
  const [overlay, setOverlay] = useState<FeatureCollection | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);
  // The features are read only when the map comes on screen: a visitor who never scrolls there pays nothing.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearView(box, { threshold: 0.1 });
  const count = where === '1=1' ? dataset.recordCount : (total ?? dataset.recordCount);
  const wanted = Math.min(count ?? MAP_FEATURE_LIMIT, MAP_FEATURE_LIMIT);

  useEffect(() => {
    if (!near) return;
    const controller = new AbortController();
    setDone(false);
    setLoaded(0);
    void (async () => {
      const features: FeatureCollection['features'] = [];
      try {
        for (let offset = 0; offset < MAP_FEATURE_LIMIT; offset += PAGE) {
          const page = await browserLayerQuery<
            FeatureCollection & { properties?: { exceededTransferLimit?: boolean } }
          >(
            `${dataset.layerUrl}/query`,
            {
              where,
              outFields: dataset.objectIdField,
              resultOffset: offset,
              resultRecordCount: PAGE,
              f: 'geojson',
            },
            controller.signal,
          );
          features.push(...page.features);
          setLoaded(features.length);
          // Drawn as each page arrives (issue 43 item 2): the map shows the first 2,000 at once, not after the last.
          setOverlay({ type: 'FeatureCollection', features: [...features] });
          if (!page.properties?.exceededTransferLimit) break;
        }
        setDone(true);
      } catch {
        if (!controller.signal.aborted) setFailed(true);
      }
    })();
    return () => controller.abort();
  }, [dataset, near, where]);

  const fmt = numberFormat(i18n.language);
  const label = t('dataset.mapLabel', { title });
  return (
    <div className="dataset-map" data-testid="dataset-map" ref={box}>
      {overlay ? (
        <LazyMapView
          label={label}
          overlay={overlay}
          {...(dataset.extent ? { bounds: dataset.extent } : {})}
          height="24rem"
        />
      ) : (
        <div className="dataset-map__loading" style={{ height: '24rem' }}>
          {failed ? (
            <p role="alert">{t('dataset.mapFailed')}</p>
          ) : (
            <>
              <label htmlFor="dataset-map-progress">{t('dataset.mapLoading')}</label>
              <progress id="dataset-map-progress" max={wanted} value={loaded}>
                {fmt.format(loaded)}
              </progress>
            </>
          )}
        </div>
      )}
      <p className="dataset-map__note" aria-live="polite">
        {overlay && done
          ? count !== null && count > overlay.features.length
            ? t('dataset.mapSome', {
                shown: fmt.format(overlay.features.length),
                total: fmt.format(count),
              })
            : t('dataset.mapAll', { shown: fmt.format(overlay.features.length) })
          : t('dataset.mapProgress', { loaded: fmt.format(loaded), total: fmt.format(wanted) })}
      </p>
    </div>
  );
}
