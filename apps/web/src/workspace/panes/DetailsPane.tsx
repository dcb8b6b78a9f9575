import { SurveyDesignSection } from '../surveys/SurveyDesignSection.tsx';
import { DeployTemplate } from '../templates/DeployTemplate.tsx';
import { useTranslation } from 'react-i18next';
import { ExtentEditor } from '../contentItem/ExtentEditor.tsx';
import { LicenseEditor } from '../contentItem/LicenseEditor.tsx';
import { AccessEditor } from '../editors/AccessEditor.tsx';
import { ContactsEditor } from '../editors/ContactsEditor.tsx';
import { DetailsEditor } from '../editors/DetailsEditor.tsx';
import { LocationEditor } from '../editors/LocationEditor.tsx';
import { ThumbnailEditor } from '../editors/ThumbnailEditor.tsx';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { useEntityDecision } from '../entity/useEntityDecision.ts';
import { PreviewUrlEditor } from '../initiativeTemplates/PreviewUrlEditor.tsx';

/**
 * Details (issue 9 "Editors"): name, summary, description, tags, categories, a content item's licence and extent, an
 * initiative's or project's location and an initiative's contacts (issue 20), a survey's questions (issue 21), deploying a template (issue 23), an initiative template's preview address (issue 44),
 * thumbnail and who can see it.
 */
export function DetailsPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t } = useTranslation();
  const can = useEntityDecision(data);
  const { target, session } = data;
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.details')}</h2>
      {target.kind === 'template' ? <DeployTemplate template={target.entity} session={session} /> : null}
      <DetailsEditor target={target} session={session} />
      {target.kind === 'content' ? <LicenseEditor content={target.entity} session={session} /> : null}
      {target.kind === 'content' ? <ExtentEditor content={target.entity} session={session} /> : null}
      {target.kind === 'initiative' || target.kind === 'project' ? (
        <LocationEditor target={target} session={session} />
      ) : null}
      {target.kind === 'initiative' ? <ContactsEditor initiative={target.entity} session={session} /> : null}
      {target.kind === 'initiativeTemplate' ? <PreviewUrlEditor template={target.entity} session={session} /> : null}
      {target.kind === 'survey' ? <SurveyDesignSection survey={target.entity} session={session} /> : null}
      <ThumbnailEditor target={target} session={session} />
      <AccessEditor target={target} session={session} decision={can('canChangeAccess')} />
    </section>
  );
}
