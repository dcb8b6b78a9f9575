import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLayerQuery } from '../../../content/browserLayerQuery.ts';
import type { DatasetSummary } from '../../../content/datasetSummary.ts';
import { formatFieldValue } from '../../../content/formatFieldValue.ts';
import { textFilterWhere } from '../../../content/textFilterWhere.ts';
import { numberFormat } from '../../../format/intlFormats.ts';

const PAGE_SIZE = 25;

interface Sort {
  readonly field: string;
  readonly descending: boolean;
}

interface Page {
  readonly rows: readonly Record<string, unknown>[];
  readonly total: number;
}

/**
 * The dataset's rows, 25 at a time: sorted by a column (its header is a button; `aria-sort` says how) and filtered by
 * text, both by the layer's query endpoint, so a table of any size reads the same. Loads after hydration.
 */
export function DatasetTable({
  dataset,
  onView,
}: {
  dataset: DatasetSummary;
  /** Told the table's filter (a where clause; `1=1` for none) and how many rows meet it, whenever they change. */
  onView?: (view: { readonly where: string; readonly total: number }) => void;
}) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const [sort, setSort] = useState<Sort | undefined>(undefined);
  const [offset, setOffset] = useState(0);
  const [typed, setTyped] = useState('');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState<Page | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const where = textFilterWhere(filter, dataset.fields);
  // The count changes with the filter only: sorting and paging reuse it.
  const counted = useRef<{ readonly where: string; readonly total: number } | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const base = `${dataset.layerUrl}/query`;
    const order = sort ? `${sort.field} ${sort.descending ? 'DESC' : 'ASC'}` : dataset.objectIdField;
    setFailed(false);
    Promise.all([
      browserLayerQuery<{ features: { attributes: Record<string, unknown> }[] }>(
        base,
        {
          where,
          outFields: '*',
          returnGeometry: false,
          orderByFields: order,
          resultOffset: offset,
          resultRecordCount: PAGE_SIZE,
        },
        controller.signal,
      ),
      counted.current?.where === where
        ? Promise.resolve(counted.current.total)
        : browserLayerQuery<{ count: number }>(base, { where, returnCountOnly: true }, controller.signal).then(
            (answer) => answer.count,
          ),
    ]).then(
      ([rows, total]) => {
        if (counted.current?.where !== where) onView?.({ where, total });
        counted.current = { where, total };
        setPage({ rows: rows.features.map((f) => f.attributes), total });
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
    // onView is the section's state setter: stable, so not a dependency.
  }, [dataset, sort, offset, where]);

  const sortBy = (field: string) => {
    setSort((current) =>
      current?.field === field ? { field, descending: !current.descending } : { field, descending: false },
    );
    setOffset(0);
  };
  const total = page?.total ?? 0;
  const fmt = numberFormat(i18n.language);

  return (
    <div className="dataset-table" data-testid="dataset-table">
      <form
        className="dataset-table__filter"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(typed);
          setOffset(0);
        }}
      >
        <label htmlFor={`${captionId}-filter`}>{t('dataset.filterLabel')}</label>
        <input id={`${captionId}-filter`} type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="button button--secondary">
          {t('dataset.filter')}
        </button>
      </form>
      <div
        className={`dataset-table__scroll${page === undefined ? ' dataset-table__scroll--loading' : ''}`}
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
        <table aria-busy={page === undefined || undefined}>
          <caption id={captionId}>
            {page
              ? total === 0
                ? t('dataset.noRows')
                : t('dataset.rowsShown', {
                    from: fmt.format(offset + 1),
                    to: fmt.format(Math.min(offset + PAGE_SIZE, total)),
                    total: fmt.format(total),
                  })
              : t('dataset.loadingRows')}
          </caption>
          <thead>
            <tr>
              {dataset.fields.map((field) => {
                const sorted = sort?.field === field.name;
                return (
                  <th
                    key={field.name}
                    scope="col"
                    aria-sort={sorted ? (sort.descending ? 'descending' : 'ascending') : undefined}
                  >
                    <button type="button" className="dataset-table__sort" onClick={() => sortBy(field.name)}>
                      {field.alias ?? field.name}
                      <span aria-hidden="true">{sorted ? (sort.descending ? ' ▼' : ' ▲') : ''}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {(page?.rows ?? []).map((row, i) => (
              <tr key={String(row[dataset.objectIdField] ?? i)}>
                {dataset.fields.map((field) => (
                  <td
                    key={field.name}
                    className={field.type === 'esriFieldTypeString' ? undefined : 'dataset-table__number'}
                    dir="auto"
                  >
                    {formatFieldValue(row[field.name], field.type, i18n.language, field.name)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {failed ? <p role="alert">{t('dataset.rowsFailed')}</p> : null}
      <nav className="dataset-table__pages" aria-label={t('dataset.pages')}>
        <button
          type="button"
          className="button button--secondary"
          disabled={offset === 0}
          onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}
        >
          {t('dataset.previous')}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={offset + PAGE_SIZE >= total}
          onClick={() => setOffset(offset + PAGE_SIZE)}
        >
          {t('dataset.next')}
        </button>
      </nav>
    </div>
  );
}
