import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { PublishFieldTypes } from './PublishFieldTypes.tsx';
import {
  analyzeFile,
  publishAndFollow,
  publishFraction,
  type FileAnalysis,
  type PublishFileType,
  type PublishJobStatus,
} from './publishHostedLayer.ts';
import { numberFormat } from '../../format/intlFormats.ts';

/**
 * After a CSV, GeoJSON or zipped shapefile is added: publish its rows as a hosted layer (the dataset page then shows a table, a map and
 * statistics). Shows the job's progress (a bar, announced at each quarter), then how many rows were published and
 * which rows had problems, with the row, column and why.
 */
export function HostedLayerPublish({
  session,
  itemId,
  fileType,
  owner,
  datasetHref,
}: {
  readonly session: WorkspaceSession;
  readonly itemId: string;
  readonly fileType: PublishFileType;
  readonly owner: string;
  readonly datasetHref: string;
}) {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<PublishJobStatus>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [analysis, setAnalysis] = useState<FileAnalysis>();
  const [types, setTypes] = useState<Record<string, string>>({});
  const calls = useMemo(
    () => ({ portal: session.options.portal, authentication: session.handle }),
    [session.options.portal, session.handle],
  );
  // What the file would publish as, so the publisher can change field types first.
  useEffect(() => {
    let live = true;
    analyzeFile(itemId, fileType, calls).then(
      (answer) => {
        if (live) setAnalysis(answer);
      },
      (error: unknown) => {
        if (live) setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      live = false;
    };
  }, [itemId, fileType, calls]);
  const done = useRef<HTMLHeadingElement>(null);
  const fmt = numberFormat(i18n.language);
  useEffect(() => {
    if (status?.state === 'completed') done.current?.focus();
  }, [status?.state]);

  const publish = async () => {
    setBusy(true);
    setFailure(undefined);
    // The bar shows from the click: the job is queued before its first report.
    setStatus({ state: 'running', progress: {} });
    try {
      // Only the types the publisher changed are sent; the others are inferred from the whole file.
      const changed = Object.fromEntries(
        Object.entries(types).filter(
          ([name, type]) => analysis?.publishParameters.layerInfo.fields.find((f) => f.name === name)?.type !== type,
        ),
      );
      const last = await publishAndFollow(owner, itemId, fileType, calls, setStatus, { fieldTypes: changed });
      if (last.state === 'failed') setFailure(last.message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const percent = status && status.state !== 'failed' ? Math.round(publishFraction(status.progress) * 100) : 0;
  return (
    <section className="hosted-publish" aria-labelledby="hosted-publish-title" data-testid="hosted-publish">
      <h3 id="hosted-publish-title">{t('hostedLayer.title')}</h3>
      <p className="workspace-muted">{t('hostedLayer.intro')}</p>
      {analysis && status?.state !== 'completed' ? (
        <PublishFieldTypes
          analysis={analysis}
          types={types}
          disabled={busy}
          onType={(field, type) => setTypes((current) => ({ ...current, [field]: type }))}
        />
      ) : null}
      {status?.state === 'running' ? (
        <div data-testid="hosted-publish-progress">
          <progress max={100} value={percent} aria-label={t('hostedLayer.progressLabel')} />
          <p className="workspace-muted" aria-hidden="true">
            {status.progress.phase === 'loading'
              ? t('hostedLayer.loading', {
                  loaded: fmt.format(status.progress.rowsLoaded ?? 0),
                  total: fmt.format(status.progress.rowsTotal ?? 0),
                })
              : t('hostedLayer.reading', { percent })}
          </p>
          <p className="visually-hidden" role="status" aria-live="polite">
            {t('hostedLayer.percent', { percent: Math.floor(percent / 25) * 25 })}
          </p>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="hosted-publish__failure">
          {t('hostedLayer.failed', { message: failure })}
        </p>
      ) : null}
      {status?.state === 'completed' ? (
        <div data-testid="hosted-publish-done">
          <h4 ref={done} tabIndex={-1}>
            {t('hostedLayer.done', { records: fmt.format(status.result.recordCount) })}
          </h4>
          {status.result.errorCount > 0 ? (
            <>
              <p>{t('hostedLayer.rowProblems', { problems: fmt.format(status.result.errorCount) })}</p>
              <ul className="hosted-publish__errors" data-testid="hosted-publish-errors">
                {status.result.errors.map((e) => (
                  <li key={`${e.row}-${e.column ?? ''}`}>
                    {e.column
                      ? t('hostedLayer.rowColumnError', { row: e.row, column: e.column, message: e.message })
                      : t('hostedLayer.rowError', { row: e.row, message: e.message })}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <p>
            <a href={datasetHref} data-testid="hosted-publish-view">
              {t('hostedLayer.view')}
            </a>
          </p>
        </div>
      ) : (
        <calcite-button
          appearance="outline"
          loading={busy}
          disabled={busy}
          onClick={() => void publish()}
          data-testid="hosted-publish-submit"
        >
          {t('hostedLayer.submit')}
        </calcite-button>
      )}
    </section>
  );
}
