import { useTranslation } from 'react-i18next';

/**
 * What the server renders for the workspace and the editors, and what the browser shows while their chunk and data
 * load: a landmark and a polite status, so the page is never blank.
 */
export function WorkspaceFallback() {
  const { t } = useTranslation();
  return (
    <main id="main" className="workspace-fallback" tabIndex={-1}>
      <p role="status" aria-live="polite">
        {t('workspace.loading')}
      </p>
    </main>
  );
}
