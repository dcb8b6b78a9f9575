import { useTranslation } from 'react-i18next';
import type { Decision } from '../permissions/decide.ts';
import { explainDenial } from '../permissions/explainDenial.ts';

/** When the workspace feature is not granted (switched off by a `pd` flag, say): why, instead of the screen. */
export function WorkspaceClosed({ decision }: { readonly decision: Decision }) {
  const { t } = useTranslation();
  return (
    <section className="workspace-page" role="alert">
      <h1>{t('workspace.closed')}</h1>
      <p>{decision.allowed ? null : explainDenial(t, decision.denial, 'hub:feature:workspace')}</p>
    </section>
  );
}
