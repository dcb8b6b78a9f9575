import type { HubContent } from '@plaza/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailedRegion } from '../../components/map/detailedRegion.ts';
import { LazyMapView } from '../../components/map/LazyMapView.tsx';
import { locationPickerBounds } from '../../components/map/locationPickerBounds.ts';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { areaExtent, areaOverlay, areaPolygon, type AreaBox } from '../channels/allowedArea.ts';
import { SaveBar } from '../editors/SaveBar.tsx';
import { useSaveEntity } from '../editors/useSaveEntity.ts';
import { numberFormat } from '../../format/intlFormats.ts';
import { isolate } from '../../format/isolate.ts';

type Extent = [[number, number], [number, number]];

/**
 * Where a content item is (spec 3 §2 details pane): its extent, taken from the map view ("Use the area shown on the
 * map", keyboard-usable: arrow keys move the map, plus and minus zoom) or cleared, and whether its page shows that
 * extent as its boundary (`boundary`: `item` or `none`). Saved through core's content entity.
 */
export function ExtentEditor({
  content,
  session,
}: {
  readonly content: HubContent;
  readonly session: WorkspaceSession;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const stored = (content.extent?.length === 2 ? content.extent : undefined) as Extent | undefined;
  const [extent, setExtent] = useState<Extent | undefined>(stored);
  const storedBoundary = content.boundary === 'none' ? 'none' : 'item';
  const [boundary, setBoundary] = useState(storedBoundary);
  // Without an extent, the map opens on the area the basemap draws in detail (else the world).
  const [opening] = useState(() => stored ?? locationPickerBounds(undefined, detailedRegion()));
  const view = useRef<AreaBox | undefined>(undefined);
  // The map reports what it shows once it has loaded: until then there is no area to use.
  const [mapReady, setMapReady] = useState(false);
  const { state, save } = useSaveEntity(session);
  const dirty = JSON.stringify(extent ?? null) !== JSON.stringify(stored ?? null) || boundary !== storedBoundary;
  const degrees = numberFormat(i18n.language, { maximumFractionDigits: 4 });
  const box: AreaBox | undefined = extent ? [extent[0][0], extent[0][1], extent[1][0], extent[1][1]] : undefined;
  return (
    <section className="workspace-block" aria-labelledby={`${id}-title`} data-testid="extent-editor">
      <h3 id={`${id}-title`}>{t('contentWorkspace.extent.title')}</h3>
      <p className="workspace-muted" role="status" data-testid="extent-summary">
        {box
          ? t('contentWorkspace.extent.covers', {
              west: isolate(degrees.format(box[0])),
              south: isolate(degrees.format(box[1])),
              east: isolate(degrees.format(box[2])),
              north: isolate(degrees.format(box[3])),
            })
          : t('contentWorkspace.extent.none')}
      </p>
      <LazyMapView
        label={t('contentWorkspace.extent.map')}
        bounds={opening}
        {...(box ? { overlay: areaOverlay([areaPolygon(box)]) } : {})}
        onAreaChange={(area) => {
          view.current = area;
          setMapReady(true);
        }}
        height="16rem"
      />
      <p className="workspace-muted">{t('contentWorkspace.extent.hint')}</p>
      <div className="save-bar__actions">
        <calcite-button
          appearance="outline"
          disabled={!mapReady}
          onClick={() => {
            if (view.current) setExtent(areaExtent(view.current));
          }}
          data-testid="extent-use-view"
        >
          {t('contentWorkspace.extent.useView')}
        </calcite-button>
        {extent ? (
          <calcite-button appearance="outline" kind="neutral" onClick={() => setExtent(undefined)}>
            {t('contentWorkspace.extent.clear')}
          </calcite-button>
        ) : null}
      </div>
      <fieldset className="extent-editor__boundary">
        <legend>{t('contentWorkspace.extent.boundary')}</legend>
        {(['item', 'none'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={`${id}-boundary`}
              checked={boundary === option}
              onChange={() => setBoundary(option)}
            />{' '}
            {t(`contentWorkspace.extent.boundaries.${option}`)}
          </label>
        ))}
      </fieldset>
      <SaveBar
        state={state}
        dirty={dirty}
        onSave={() => {
          // An empty extent clears the stored one (an absent one would leave it as it is).
          void save({ kind: 'content', entity: { ...content, extent: extent ?? [], boundary } });
        }}
        onDiscard={() => {
          setExtent(stored);
          setBoundary(storedBoundary);
        }}
        label={t('contentWorkspace.extent.save')}
      />
    </section>
  );
}
