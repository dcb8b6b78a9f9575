import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * Keeps unsaved work from being lost by accident: leaving for another page of the app asks first (a dialog), and
 * closing or reloading the tab lets the browser ask.
 */
export function UnsavedChangesGuard({ dirty }: { readonly dirty: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
  if (blocker.state !== 'blocked') return null;
  return (
    <calcite-dialog
      modal
      open
      kind="warning"
      heading={t('editor.leave.title')}
      oncalciteDialogClose={() => blocker.reset()}
    >
      <p>{t('editor.leave.body')}</p>
      <calcite-button slot="footer-start" appearance="outline" kind="neutral" onClick={() => blocker.reset()}>
        {t('editor.leave.stay')}
      </calcite-button>
      <calcite-button slot="footer-end" kind="danger" onClick={() => blocker.proceed()}>
        {t('editor.leave.leave')}
      </calcite-button>
    </calcite-dialog>
  );
}
