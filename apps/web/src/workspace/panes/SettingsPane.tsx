import { SurveyAnsweringSettings } from '../surveys/SurveyAnsweringSettings.tsx';
import { SaveAsTemplate } from '../templates/SaveAsTemplate.tsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScheduleEditor } from '../downloads/ScheduleEditor.tsx';
import { FolderPicker } from '../contentItem/FolderPicker.tsx';
import { ProtectToggle } from '../contentItem/ProtectToggle.tsx';
import { DeleteEntity } from '../editors/DeleteEntity.tsx';
import { DiscussableToggle } from '../editors/DiscussableToggle.tsx';
import { FeatureToggles } from '../editors/FeatureToggles.tsx';
import { SiteNoticesEditor } from '../editors/NoticesEditor.tsx';
import { SiteAddressEditor } from '../editors/SiteAddressEditor.tsx';
import { StatusEditor } from '../editors/StatusEditor.tsx';
import { ThemeEditor } from '../editors/ThemeEditor.tsx';
import { TimelineEditor } from '../editors/TimelineEditor.tsx';
import { UsageTrackingToggle } from '../editors/UsageTrackingToggle.tsx';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { useEntityDecision } from '../entity/useEntityDecision.ts';

/**
 * Settings by kind: a project's or initiative's status and timeline, a site's address, theme, notices and
 * features, an entity's feature switches, whether a discussion is open for posts, a content item's delete protection,
 * folder and download schedule, saving a site, page, project or initiative as a template and a site's JSON (issue 23), and deleting
 * it.
 */
export function SettingsPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t } = useTranslation();
  const can = useEntityDecision(data);
  const { target, session } = data;
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.settings')}</h2>
      {target.kind === 'project' || target.kind === 'initiative' ? (
        <>
          <StatusEditor target={target} session={session} />
          <TimelineEditor target={target} session={session} />
        </>
      ) : null}
      {target.kind === 'site' ? <SiteAddressEditor site={target.entity} session={session} /> : null}
      {target.kind === 'site' ? <ThemeEditor site={target.entity} session={session} /> : null}
      {target.kind === 'site' ? <SiteNoticesEditor site={target.entity} session={session} /> : null}
      {target.kind === 'site' ? <UsageTrackingToggle site={target.entity} session={session} /> : null}
      {target.kind === 'site' ? (
        <section className="workspace-block" aria-labelledby="advanced-edit-title">
          <h3 id="advanced-edit-title">{t('advancedEdit.section')}</h3>
          <p>
            <Link to={`/workspace/sites/${target.entity.id}/edit/advanced`} data-testid="advanced-edit-link">
              {t('advancedEdit.open')}
            </Link>
          </p>
        </section>
      ) : null}
      {target.kind === 'site' || target.kind === 'project' || target.kind === 'initiative' ? (
        <FeatureToggles target={target} session={session} />
      ) : null}
      {target.kind === 'discussion' ? <DiscussableToggle target={target} session={session} /> : null}
      {target.kind === 'survey' ? <SurveyAnsweringSettings survey={target.entity} session={session} /> : null}
      {target.kind === 'content' ? <ProtectToggle content={target.entity} session={session} /> : null}
      {target.kind === 'content' ? <FolderPicker content={target.entity} session={session} /> : null}
      {target.kind === 'content' && target.entity.extendedProps.kind === 'service' && session.options.hubUrl ? (
        <section className="workspace-block" aria-labelledby="schedule-heading" data-testid="content-schedule">
          <h3 id="schedule-heading">{t('contentWorkspace.schedule.title')}</h3>
          <p className="workspace-muted">{t('contentWorkspace.schedule.hint')}</p>
          <ScheduleEditor
            itemId={target.entity.id}
            options={{ hubUrl: session.options.hubUrl, authentication: session.handle }}
          />
        </section>
      ) : null}
      {target.kind === 'site' || target.kind === 'page' || target.kind === 'project' || target.kind === 'initiative' ? (
        <SaveAsTemplate kind={target.kind} entity={target.entity} session={session} />
      ) : null}
      <DeleteEntity target={target} session={session} decision={can('delete')} />
    </section>
  );
}
