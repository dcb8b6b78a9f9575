import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DatasetSummary } from '../../../content/datasetSummary.ts';
import { DatasetFields } from './DatasetFields.tsx';
import { DatasetMap } from './DatasetMap.tsx';
import { DatasetTable } from './DatasetTable.tsx';
import { DownloadPanel } from './DownloadPanel.tsx';
import { numberFormat } from '../../../format/intlFormats.ts';

/**
 * The data of a dataset with a layer: how many records and fields, the rows as a table, the features on a map
 * (layers with geometry), each field with what is in it, and downloads of a layer hosted here (filtered to what the
 * table shows).
 */
export function DatasetSection({
  dataset,
  title,
  owner,
}: {
  dataset: DatasetSummary;
  title: string;
  /** The item's owner: signed in, they set when its downloads are rebuilt. */
  owner: string;
}) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<{ readonly where: string; readonly total: number }>();
  const fmt = numberFormat(i18n.language);
  return (
    <section aria-labelledby="dataset-data" className="dataset-section">
      <h2 id="dataset-data">{t('dataset.data')}</h2>
      <p className="dataset-section__summary" data-testid="dataset-record-count">
        {dataset.recordCount === null
          ? t('dataset.recordsUnknown')
          : t('dataset.records', { records: fmt.format(dataset.recordCount) })}
        {' · '}
        {t('dataset.fields', { fields: fmt.format(dataset.fields.length) })}
        {dataset.geometryType
          ? ` · ${t(`dataset.geometry.${dataset.geometryType}`, { defaultValue: dataset.geometryType })}`
          : ''}
      </p>
      <h3>{t('dataset.table')}</h3>
      <DatasetTable dataset={dataset} onView={setView} />
      {dataset.download ? (
        <DownloadPanel
          itemId={dataset.download.itemId}
          layerId={dataset.download.layerId}
          title={title}
          view={view}
          hasGeometry={Boolean(dataset.geometryType)}
          owner={owner}
        />
      ) : null}
      {dataset.geometryType ? (
        <>
          <h3>{t('dataset.map')}</h3>
          {/* The map follows the table's filter (issue 43 item 2). */}
          <DatasetMap
            dataset={dataset}
            title={title}
            where={view?.where ?? '1=1'}
            {...(view ? { total: view.total } : {})}
          />
        </>
      ) : null}
      <h3>{t('dataset.fieldList')}</h3>
      <DatasetFields dataset={dataset} />
    </section>
  );
}

/** Where developers get the data: the feature service, GeoJSON, and the OGC API – Features collection. */
export function DatasetApiLinks({ dataset }: { dataset: DatasetSummary }) {
  const { t } = useTranslation();
  const geoJson = `${dataset.layerUrl}/query?where=1%3D1&outFields=*&f=geojson`;
  return (
    <section aria-labelledby="dataset-api" className="dataset-api">
      <h2 id="dataset-api">{t('dataset.api')}</h2>
      <ul>
        <li>
          <a href={`${dataset.layerUrl}?f=json`}>{t('dataset.featureService')}</a>
        </li>
        {dataset.geoJson ? (
          <li>
            <a href={geoJson}>{t('dataset.geoJson')}</a>
          </li>
        ) : null}
        {dataset.ogcItemsUrl ? (
          <li>
            <a href={dataset.ogcItemsUrl}>{t('dataset.ogcFeatures')}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
