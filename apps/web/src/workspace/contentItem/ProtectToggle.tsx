import { setItemProtected, type HubContent } from '@plaza/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { useAction } from '../ui/useAction.ts';

/**
 * Delete protection (`protect` / `unprotect`): a protected item cannot be deleted by anyone until it is turned off.
 * Only those who may delete the item may change it; others see its state.
 */
export function ProtectToggle({
  content,
  session,
}: {
  readonly content: HubContent;
  readonly session: WorkspaceSession;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, failure, run } = useAction();
  const change = (value: boolean) =>
    run(() => setItemProtected(content, value, { portal: session.options.portal, authentication: session.handle }));
  return (
    <section className="workspace-block" aria-labelledby={`${id}-title`} data-testid="protect-toggle">
      <h3 id={`${id}-title`}>{t('contentWorkspace.protect.title')}</h3>
      <calcite-label layout="inline-space-between">
        {t('contentWorkspace.protect.label')}
        <calcite-switch
          checked={content.protected}
          disabled={busy || !content.canDelete}
          oncalciteSwitchChange={(event) => void change(event.target.checked)}
        />
      </calcite-label>
      <p className="workspace-muted">{t('contentWorkspace.protect.hint')}</p>
      <p role="status" aria-live="polite" className="save-bar__status">
        {content.protected ? t('contentWorkspace.protect.on') : t('contentWorkspace.protect.off')}
      </p>
      <ErrorNotice title={t('contentWorkspace.protect.failed')} message={failure} />
    </section>
  );
}
