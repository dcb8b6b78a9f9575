import { useTranslation } from 'react-i18next';

/** Announces only at whole quarters, so a screen reader is not flooded with every percent. */
function announced(fraction: number): number {
  return Math.floor(fraction * 4) * 25;
}

/**
 * Step 5's progress: the upload of a file with its percentage (a progress bar, announced politely at each quarter),
 * or an indeterminate bar while the portal fetches a URL or saves a link.
 */
export function PublishProgress({
  kind,
  fraction,
}: {
  readonly kind: 'file' | 'url' | 'link';
  readonly fraction: number;
}) {
  const { t } = useTranslation();
  const percent = Math.round(fraction * 100);
  return (
    <div className="add-content__progress" data-testid="add-content-progress">
      {kind === 'file' ? (
        <>
          <calcite-progress
            type="determinate"
            value={percent}
            label={t('addContent.publish.uploading')}
            text={t('addContent.publish.percent', { percent })}
          />
          <p className="workspace-muted" data-testid="add-content-percent" aria-hidden="true">
            {t('addContent.publish.uploadingPercent', { percent })}
          </p>
          <p className="visually-hidden" role="status" aria-live="polite">
            {t('addContent.publish.uploadingPercent', { percent: announced(fraction) })}
          </p>
        </>
      ) : (
        <>
          <calcite-progress
            type="indeterminate"
            label={t(kind === 'link' ? 'addContent.publish.saving' : 'addContent.publish.fetching')}
          />
          <p className="workspace-muted" role="status" aria-live="polite">
            {t(kind === 'link' ? 'addContent.publish.saving' : 'addContent.publish.fetching')}
          </p>
        </>
      )}
    </div>
  );
}
