import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../../components/loadChunk.ts';
import { PHONE } from '../../../components/map/LazyMapView.tsx';
import { layerColor } from '../../../components/map/layerColors.ts';
import type { WebMapView } from '../../../content/webMapView.ts';
import { numberFormat } from '../../../format/intlFormats.ts';
import type { Bounds } from '../../../layout/layoutModel.ts';

const WebMapViewer = lazy(() => loadChunk('webmap', () => import('./WebMapViewer.tsx')));

/**
 * A Web Map item's map (issue 43): the map itself (MapLibre, loaded only in the browser and only on this page), and
 * beside it the layer list that is also the legend (a checkbox per layer, its colour, how many features are drawn),
 * the basemap's name, "Zoom to the map's extent" and "Full screen". Server-rendered apart from the map.
 */
export function WebMapSection({ webMap, title, extent }: { webMap: WebMapView; title: string; extent?: Bounds }) {
  const { t, i18n } = useTranslation();
  // The map starts once hydrated; on a phone when the visitor taps "Show the map" (ADR 0214).
  const [start, setStart] = useState(false);
  const [onTap, setOnTap] = useState(false);
  const [shown, setShown] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(webMap.layers.map((layer) => [layer.id, layer.visible])),
  );
  const [progress, setProgress] = useState<Record<string, { loaded: number; failed: boolean }>>({});
  const [zoomRequest, setZoomRequest] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.matchMedia?.(PHONE).matches) setOnTap(true);
    else setStart(true);
    const changed = () => setFullScreen(document.fullscreenElement === frame.current);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const onProgress = useCallback(
    (id: string, state: { loaded: number; failed: boolean }) => setProgress((p) => ({ ...p, [id]: state })),
    [],
  );
  const locale = useMemo(
    () => ({
      'NavigationControl.ZoomIn': t('map.viewer.zoomIn'),
      'NavigationControl.ZoomOut': t('map.viewer.zoomOut'),
      'Popup.Close': t('map.viewer.closePopup'),
    }),
    [t],
  );
  const fmt = numberFormat(i18n.language);
  const label = t('map.viewer.label', { title });
  const toggleFullScreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void frame.current?.requestFullscreen?.();
  };
  const placeholder = <div className="map-view__placeholder" aria-hidden="true" />;
  return (
    <section aria-labelledby="web-map-title" data-testid="web-map">
      <h2 id="web-map-title">{t('map.viewer.title')}</h2>
      <div ref={frame} className={`web-map${fullScreen ? ' web-map--full' : ''}`}>
        <figure className="map-view web-map__map">
          {start ? (
            <Suspense fallback={placeholder}>
              <WebMapViewer
                label={label}
                layers={webMap.layers}
                shown={shown}
                extent={extent}
                zoomRequest={zoomRequest}
                locale={locale}
                onProgress={onProgress}
              />
            </Suspense>
          ) : (
            placeholder
          )}
          {onTap && !start ? (
            <button type="button" className="button map-view__show" onClick={() => setStart(true)}>
              {t('map.show')}
            </button>
          ) : null}
          <figcaption className="visually-hidden">{label}</figcaption>
        </figure>
        <div className="web-map__panel">
          <div className="web-map__actions">
            <button type="button" className="button button--secondary" onClick={() => setZoomRequest((n) => n + 1)}>
              {t('map.viewer.zoomToExtent')}
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={fullScreen}
              onClick={toggleFullScreen}
              data-testid="web-map-full-screen"
            >
              {t('map.viewer.fullScreen')}
            </button>
          </div>
          {webMap.layers.length ? (
            <fieldset className="web-map__layers">
              <legend>{t('map.viewer.layers')}</legend>
              <ul>
                {webMap.layers.map((layer, index) => {
                  const state = progress[layer.id];
                  return (
                    <li key={layer.id}>
                      <label>
                        <input
                          type="checkbox"
                          checked={shown[layer.id] !== false}
                          onChange={(event) => setShown((s) => ({ ...s, [layer.id]: event.target.checked }))}
                        />
                        <span
                          className="web-map__swatch"
                          style={{ backgroundColor: layerColor(index) }}
                          aria-hidden="true"
                        />
                        <span dir="auto">{layer.title}</span>
                      </label>
                      <span className="web-map__count" aria-live="polite">
                        {state?.failed
                          ? t('map.viewer.layerFailed')
                          : state
                            ? t('map.viewer.drawn', { shown: fmt.format(state.loaded) })
                            : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          ) : (
            <p>{t('map.viewer.noLayers')}</p>
          )}
          {webMap.skipped.length ? (
            <p className="web-map__note">{t('map.viewer.skipped', { layers: webMap.skipped.join(', ') })}</p>
          ) : null}
          <p className="web-map__note">
            {t('map.viewer.basemap', { title: webMap.basemapTitle || t('map.viewer.defaultBasemap') })}
          </p>
          <p className="web-map__note">{t('map.viewer.howTo')}</p>
        </div>
      </div>
    </section>
  );
}
