import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { explainDenial } from '../permissions/explainDenial.ts';
import { WorkspaceScreenError } from '../shell/WorkspaceScreenError.tsx';
import { AddContentWizard } from './AddContentWizard.tsx';
import { ADD_CONTENT_PERMISSION, addContentLoader, type AddContentData } from './addContentLoader.ts';

export const loader = addContentLoader;

/** `/workspace/content/new`: the add-content form, or why the user may not add content. */
export function Component() {
  const { t } = useTranslation();
  const { session, decision, site } = useLoaderData<AddContentData>();
  if (decision.allowed) return <AddContentWizard session={session} {...(site ? { site } : {})} />;
  return (
    <div className="workspace-page">
      <h1>{t('addContent.title')}</h1>
      <calcite-notice open kind="warning" icon="lock" width="full" data-testid="add-content-denied">
        <div slot="title">{t('addContent.denied')}</div>
        <div slot="message">{explainDenial(t, decision.denial, ADD_CONTENT_PERMISSION)}</div>
      </calcite-notice>
    </div>
  );
}

export const ErrorBoundary = WorkspaceScreenError;
