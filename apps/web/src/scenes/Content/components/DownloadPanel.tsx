import {
  DOWNLOAD_FORMATS,
  DownloadError,
  elementBreadcrumb,
  fetchDownloadFile,
  type DownloadFormat,
  type DownloadStatus,
} from '@plaza/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../auth/useAuth.ts';
import { formatSize } from '../../../components/formatSize.ts';
import { dateTimeFormat, numberFormat } from '../../../format/intlFormats.ts';
import { startWorkflow, trackEvent } from '../../../telemetry/siteTracker.ts';

/** Where the panel stands: nothing asked, an export under way (its format and progress), ready, or failed. */
type PanelState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working'; readonly format: DownloadFormat; readonly status?: DownloadStatus }
  | { readonly kind: 'ready'; readonly format: DownloadFormat; readonly status: DownloadStatus }
  | { readonly kind: 'failed'; readonly format: DownloadFormat; readonly message: string };

/**
 * Downloads of a hosted dataset (issue 17): a card per format (CSV, GeoJSON, KML, and a zipped Shapefile when it has
 * geometry), "only the rows the table shows"
 * when the table is filtered, the export's progress while it is prepared, then the file — started at once, with a
 * link, its size and when it was generated. A failed export says why and offers to try again. Its owner also sets
 * when the files are rebuilt.
 */
export function DownloadPanel({
  itemId,
  layerId,
  title,
  view,
  hasGeometry,
  owner,
}: {
  itemId: string;
  layerId: number;
  title: string;
  /** A table without geometry has no Shapefile. */
  hasGeometry: boolean;
  /** The item's owner, who sets when the files are rebuilt (the service enforces who may). */
  owner: string;
  /** The table's filter and the rows that meet it; undefined until the table has loaded. */
  view: { readonly where: string; readonly total: number } | undefined;
}) {
  const { t, i18n } = useTranslation();
  const auth = useAuth();
  const [state, setState] = useState<PanelState>({ kind: 'idle' });
  const [filtered, setFiltered] = useState(true);
  const running = useRef<AbortController | undefined>(undefined);
  const link = useRef<HTMLAnchorElement>(null);
  const hasFilter = view !== undefined && view.where !== '1=1';
  const fmt = numberFormat(i18n.language);

  useEffect(() => () => running.current?.abort(), []);
  useEffect(() => {
    // A new export is ready: start it (the link stays for another try).
    if (state.kind === 'ready') link.current?.click();
  }, [state]);

  const start = (format: DownloadFormat, refresh = false) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ kind: 'working', format });
    // The download as a workflow (issue 22): started here, finished when the file is ready or failed, cancelled when
    // another format or a page change replaces it.
    const workflow = startWorkflow('download', format);
    controller.signal.addEventListener('abort', () => workflow.cancel(), { once: true });
    fetchDownloadFile(
      itemId,
      format,
      { layer: layerId, ...(hasFilter && filtered ? { where: view.where } : {}) },
      {
        hubUrl: window.location.origin,
        ...(auth.status === 'signedIn' ? { authentication: auth.handle } : {}),
        signal: controller.signal,
        refresh,
        pollMs: 700,
        onProgress: (status) => {
          if (!controller.signal.aborted && status.status !== 'completed') {
            setState({ kind: 'working', format, status });
          }
        },
      },
    ).then(
      (status) => {
        if (controller.signal.aborted) return;
        workflow.finish('Success');
        trackEvent({
          eventType: 'download',
          itemId,
          format,
          element: elementBreadcrumb(['dataset', 'downloads', format]),
          response: 'Success',
        });
        setState({ kind: 'ready', format, status });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        workflow.finish('Failure');
        const message = error instanceof DownloadError ? error.message : t('download.unreachable');
        setState({ kind: 'failed', format, message });
      },
    );
  };

  const busy = state.kind === 'working';
  return (
    <section aria-labelledby="dataset-download" className="dataset-download" data-testid="download-panel">
      <h3 id="dataset-download">{t('download.title')}</h3>
      {hasFilter ? (
        <label className="dataset-download__filtered">
          <input type="checkbox" checked={filtered} onChange={(e) => setFiltered(e.target.checked)} />{' '}
          {t('download.filtered', { count: view.total, formatted: fmt.format(view.total) })}
        </label>
      ) : null}
      <ul className="dataset-download__formats">
        {DOWNLOAD_FORMATS.filter((format) => hasGeometry || format !== 'shapefile').map((format) => (
          <li key={format}>
            <button
              type="button"
              className="dataset-download__format"
              disabled={busy}
              onClick={() => start(format)}
              aria-describedby={`download-${format}-hint`}
            >
              <span className="dataset-download__name">{t(`download.formats.${format}.name`)}</span>
              <span id={`download-${format}-hint`} className="dataset-download__hint">
                {t(`download.formats.${format}.hint`)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite" className="dataset-download__state" data-testid="download-state">
        {state.kind === 'working' ? (
          <>
            <label>
              {t('download.preparing', { format: t(`download.formats.${state.format}.name`) })}{' '}
              <progress max={100} value={state.status?.progressInPercent ?? 0} />
            </label>{' '}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                running.current?.abort();
                setState({ kind: 'idle' });
              }}
            >
              {t('download.cancel')}
            </button>
          </>
        ) : null}
        {state.kind === 'ready' && state.status.resultUrl ? (
          <p>
            <a ref={link} href={state.status.resultUrl} download data-testid="download-link">
              {t('download.ready', {
                title,
                format: t(`download.formats.${state.format}.name`),
              })}
            </a>{' '}
            <span className="dataset-download__meta">
              {t('download.meta', {
                count: state.status.recordCount ?? 0,
                records: fmt.format(state.status.recordCount ?? 0),
                size: formatSize(state.status.size ?? 0, i18n.language),
                when: state.status.generatedAt
                  ? dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
                      new Date(state.status.generatedAt),
                    )
                  : '',
              })}
            </span>
          </p>
        ) : null}
        {state.kind === 'failed' ? (
          <p role="alert">
            {t('download.failed', { message: state.message })}{' '}
            <button type="button" className="button button--secondary" onClick={() => start(state.format, true)}>
              {t('download.retry')}
            </button>
          </p>
        ) : null}
      </div>
      {auth.status === 'signedIn' && auth.session.username === owner ? (
        <p className="download-panel__schedule">
          <Link to={`/workspace/content/${itemId}/settings`} data-testid="download-schedule-link">
            {t('download.scheduleLink')}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
