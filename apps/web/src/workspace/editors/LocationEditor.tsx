import type { HubInitiative, HubProject } from '@plaza/core';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { detailedRegion } from '../../components/map/detailedRegion.ts';
import { LazyMapView } from '../../components/map/LazyMapView.tsx';
import { locationPickerBounds } from '../../components/map/locationPickerBounds.ts';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { areaExtent, areaOverlay, areaPolygon, type AreaBox } from '../channels/allowedArea.ts';
import { locationFor, locationTypeOf, orgExtentOf, type LocationType, type StoredExtent } from './locationModel.ts';
import { SaveBar } from './SaveBar.tsx';
import { useSaveEntity } from './useSaveEntity.ts';
import { numberFormat } from '../../format/intlFormats.ts';
import { isolate } from '../../format/isolate.ts';

type Located =
  | { readonly kind: 'initiative'; readonly entity: HubInitiative }
  | { readonly kind: 'project'; readonly entity: HubProject };

const TYPES: readonly LocationType[] = ['none', 'org', 'item', 'custom'];

const asExtent = (value: unknown): StoredExtent | undefined =>
  Array.isArray(value) && value.length === 2 ? (value as StoredExtent) : undefined;

/**
 * Where an initiative or a project happens (issue 20, spec 1 §3 location): nowhere in particular, the organization's
 * area, the item's own extent, or an area taken from the map ("Use the area shown on the map": arrow keys move the
 * map, plus and minus zoom). The item's extent follows, so its page's map shows the place. A choice without its area
 * (an organization without a default extent, an item without an extent) is offered but says so.
 */
export function LocationEditor({ target, session }: { readonly target: Located; readonly session: WorkspaceSession }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const entity = target.entity;
  const itemExtent = asExtent(entity.extent);
  const org = orgExtentOf((session.context.portal as { defaultExtent?: unknown }).defaultExtent);
  const storedType = locationTypeOf(entity.location, entity.extent);
  const storedDrawn = storedType === 'custom' ? asExtent(entity.location?.extent) : undefined;
  const [type, setType] = useState<LocationType>(storedType);
  const [drawn, setDrawn] = useState<StoredExtent | undefined>(storedDrawn);
  const [opening] = useState(() => drawn ?? itemExtent ?? locationPickerBounds(undefined, detailedRegion()));
  const view = useRef<AreaBox | undefined>(undefined);
  const [mapReady, setMapReady] = useState(false);
  const { state, save } = useSaveEntity(session);
  const chosen = locationFor(type, {
    ...(drawn ? { drawn } : {}),
    ...(org ? { org } : {}),
    ...(itemExtent ? { item: itemExtent } : {}),
  });
  const dirty = type !== storedType || JSON.stringify(drawn ?? null) !== JSON.stringify(storedDrawn ?? null);
  const degrees = numberFormat(i18n.language, { maximumFractionDigits: 4 });
  const shown = chosen.extent.length === 2 ? (chosen.extent as StoredExtent) : undefined;
  const box: AreaBox | undefined = shown ? [shown[0][0], shown[0][1], shown[1][0], shown[1][1]] : undefined;
  const missing =
    (type === 'org' && !org) || (type === 'item' && !itemExtent) || (type === 'custom' && !drawn)
      ? t(`location.missing.${type}`)
      : undefined;
  return (
    <section className="workspace-block" aria-labelledby={`${id}-title`} data-testid="location-editor">
      <h3 id={`${id}-title`}>{t('location.title')}</h3>
      <fieldset className="extent-editor__boundary">
        <legend>{t('location.where')}</legend>
        {TYPES.map((option) => (
          <label key={option}>
            <input type="radio" name={`${id}-type`} checked={type === option} onChange={() => setType(option)} />{' '}
            {t(`location.type.${option}`)}
          </label>
        ))}
      </fieldset>
      <p className="workspace-muted" role="status" data-testid="location-summary">
        {missing ??
          (box
            ? t('contentWorkspace.extent.covers', {
                west: isolate(degrees.format(box[0])),
                south: isolate(degrees.format(box[1])),
                east: isolate(degrees.format(box[2])),
                north: isolate(degrees.format(box[3])),
              })
            : t('location.nowhere'))}
      </p>
      {type === 'custom' ? (
        <>
          <LazyMapView
            label={t('location.map')}
            bounds={opening}
            {...(drawn
              ? { overlay: areaOverlay([areaPolygon([drawn[0][0], drawn[0][1], drawn[1][0], drawn[1][1]])]) }
              : {})}
            onAreaChange={(area) => {
              view.current = area;
              setMapReady(true);
            }}
            height="16rem"
          />
          <p className="workspace-muted">{t('contentWorkspace.extent.hint')}</p>
          <calcite-button
            appearance="outline"
            disabled={!mapReady || undefined}
            onClick={() => {
              if (view.current) setDrawn(areaExtent(view.current));
            }}
            data-testid="location-use-view"
          >
            {t('contentWorkspace.extent.useView')}
          </calcite-button>
        </>
      ) : null}
      <SaveBar
        state={state}
        dirty={dirty && !missing}
        onSave={() => {
          const next = { location: chosen.location, extent: chosen.extent };
          void save(
            target.kind === 'initiative'
              ? { kind: 'initiative', entity: { ...target.entity, ...next } }
              : { kind: 'project', entity: { ...target.entity, ...next } },
          );
        }}
        onDiscard={() => {
          setType(storedType);
          setDrawn(storedDrawn);
        }}
        label={t('location.save')}
      />
    </section>
  );
}
