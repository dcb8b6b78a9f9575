import { useTranslation } from 'react-i18next';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';
import { useEntityDecision } from '../entity/useEntityDecision.ts';
import { AssociationsPane } from './AssociationsPane.tsx';
import { CollaboratorsPane } from './CollaboratorsPane.tsx';
import { MetricsPane } from '../metrics/MetricsPane.tsx';
import { WorkDashboardPane } from '../metrics/WorkDashboardPane.tsx';
import { ContentDashboardPane } from './ContentDashboardPane.tsx';
import { ContentDiscussionPane } from './ContentDiscussionPane.tsx';
import { ContentPane } from './ContentPane.tsx';
import { DeniedPane } from './DeniedPane.tsx';
import { DetailsPane } from './DetailsPane.tsx';
import { EventsPane } from './EventsPane.tsx';
import { ItemDashboardPane } from './ItemDashboardPane.tsx';
import { OverviewPane } from './OverviewPane.tsx';
import { PagesPane } from './PagesPane.tsx';
import { FollowersPanel } from '../follow/FollowersPanel.tsx';
import { ParticipationPane } from './ParticipationPane.tsx';
import { SettingsPane } from './SettingsPane.tsx';
import { SiteDashboardPane } from './SiteDashboardPane.tsx';
import { SiteDiscussionPane } from './SiteDiscussionPane.tsx';
import { SiteWorkPane } from './SiteWorkPane.tsx';
import { SurveyResultsPane } from '../surveys/SurveyResultsPane.tsx';

/**
 * The pane in the URL: refused (with why) when its permissions are not granted, else the pane itself. Panes this
 * app does not draw are never offered, and their addresses answer 404 in the loader (`servedPanes.ts`).
 */
export function PaneView({ data }: { readonly data: EntityWorkspaceData }) {
  const can = useEntityDecision(data);
  const { t } = useTranslation();
  const { pane, target } = data;
  const permission = `hub:${target.kind}:workspace:${pane}`;
  if (!data.links.some((link) => link.pane === pane)) {
    return <DeniedPane pane={pane} decision={can(permission)} permission={permission} />;
  }
  switch (pane) {
    case 'overview':
      return <OverviewPane data={data} />;
    case 'dashboard':
      if (target.kind === 'initiative' || target.kind === 'project') return <WorkDashboardPane data={data} />;
      if (target.kind === 'site') return <SiteDashboardPane data={data} />;
      if (target.kind === 'survey') return <SurveyResultsPane survey={target.entity} session={data.session} />;
      if (
        target.kind === 'page' ||
        target.kind === 'discussion' ||
        target.kind === 'template' ||
        target.kind === 'initiativeTemplate'
      )
        return <ItemDashboardPane data={data} />;
      return target.kind === 'content' ? <ContentDashboardPane content={target.entity} session={data.session} /> : null;
    case 'metrics':
      return target.kind === 'initiative' || target.kind === 'project' ? <MetricsPane data={data} /> : null;
    case 'projects':
    case 'initiatives':
      if (target.kind === 'site') return <SiteWorkPane site={target.entity} pane={pane} session={data.session} />;
      return target.kind === 'initiative' || target.kind === 'project' ? <AssociationsPane data={data} /> : null;
    case 'details':
      return <DetailsPane data={data} />;
    case 'followers':
      return target.kind === 'site' ? (
        <section className="pane" aria-labelledby="pane-heading">
          <h2 id="pane-heading">{t('workspace.pane.followers')}</h2>
          <FollowersPanel target={target} session={data.session} canEdit={can('edit')} />
        </section>
      ) : null;
    case 'settings':
      return <SettingsPane data={data} />;
    case 'collaborators':
      return <CollaboratorsPane data={data} />;
    case 'content':
      return <ContentPane data={data} />;
    case 'events':
      return <EventsPane data={data} />;
    case 'pages':
      return target.kind === 'site' ? <PagesPane data={data} site={target.entity} /> : null;
    case 'participation':
      return target.kind === 'discussion' ? <ParticipationPane data={data} discussion={target.entity} /> : null;
    case 'discussion':
      if (target.kind === 'site') return <SiteDiscussionPane data={data} />;
      return target.kind === 'content' ? <ContentDiscussionPane target={target} session={data.session} /> : null;
    default:
      return null;
  }
}
