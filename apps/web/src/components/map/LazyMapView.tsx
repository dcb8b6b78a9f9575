import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../loadChunk.ts';
import { useNearView } from '../useNearView.ts';
import type { MapViewProps } from './MapView.tsx';

const MapView = lazy(() => loadChunk('map', () => import('./MapView.tsx')));

/** A phone's screen (the stylesheet's narrowest breakpoint): there a map waits for the visitor's tap (ADR 0214). */
export const PHONE = '(max-width: 575.98px)';

/**
 * A map that loads MapLibre (≈400 KB) only in the browser, only when at least half of it is in view, and only once the
 * page is idle, so a map below the fold costs a visitor nothing until they reach it. On a phone it waits for a tap on
 * "Show the map" instead: there MapLibre's start-up is seconds of a slow CPU's time and a quarter of a megabyte before
 * the visitor asked for a map (issue 42). The server and the first browser render draw the same placeholder, so
 * hydration never mismatches.
 */
export function LazyMapView(props: MapViewProps & { readonly height?: string }) {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const [onTap, setOnTap] = useState(false);
  const figure = useRef<HTMLElement>(null);
  const near = useNearView(figure, { threshold: 0.5 });
  useEffect(() => {
    if (!near) return;
    if (window.matchMedia?.(PHONE).matches) {
      setOnTap(true);
      return;
    }
    const idle = whenIdle(() => setShow(true));
    return () => cancelIdle(idle);
  }, [near]);
  const placeholder = <div className="map-view__placeholder" aria-hidden="true" />;
  return (
    <figure ref={figure} className="map-view" style={{ height: props.height ?? '20rem' }}>
      {show ? <Suspense fallback={placeholder}>{<MapView {...props} />}</Suspense> : placeholder}
      {onTap && !show ? (
        <button type="button" className="button map-view__show" onClick={() => setShow(true)}>
          {t('map.show')}
        </button>
      ) : null}
      <figcaption className="visually-hidden">{props.label}</figcaption>
    </figure>
  );
}

function whenIdle(run: () => void): number {
  return typeof window.requestIdleCallback === 'function'
    ? window.requestIdleCallback(run, { timeout: 2000 })
    : window.setTimeout(run, 200);
}

function cancelIdle(handle: number): void {
  if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}
