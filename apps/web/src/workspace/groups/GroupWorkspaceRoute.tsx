import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PaneNav } from '../entity/PaneNav.tsx';
import { DeniedPane } from '../panes/DeniedPane.tsx';
import { decide } from '../permissions/decide.ts';
import { WorkspaceScreenError } from '../shell/WorkspaceScreenError.tsx';
import { AccessBadge } from '../ui/AccessBadge.tsx';
import { GroupContentPane } from './GroupContentPane.tsx';
import { GroupDetailsPane } from './GroupDetailsPane.tsx';
import { GroupDiscussionPane } from './GroupDiscussionPane.tsx';
import { GroupMembersPane } from './GroupMembersPane.tsx';
import { GroupSettingsPane } from './GroupSettingsPane.tsx';
import { groupWorkspaceLoader, type GroupWorkspaceData } from './groupWorkspaceLoader.ts';
import './groupWorkspace.css';

export const loader = groupWorkspaceLoader;

/** `/workspace/groups/{id}/{pane}` (issue 19): a group's details, members, content, discussion (issue 44) and settings. */
export function Component() {
  const data = useLoaderData<GroupWorkspaceData>();
  const { t } = useTranslation();
  const { group, links, pane } = data;
  const permission = `hub:group:workspace:${pane}`;
  const open = links.some((link) => link.pane === pane);
  return (
    <div className="entity-workspace group-workspace">
      <header className="entity-header">
        <p className="entity-header__kind">{t('workspace.kind.group')}</p>
        <h1 data-testid="entity-name" dir="auto">
          {group.name}
        </h1>
        <p className="entity-header__meta">
          <AccessBadge access={group.access} />
          {group.protected ? <span className="status-badge">{t('groupWorkspace.protectedBadge')}</span> : null}
          <a href={`/groups/${group.id}`}>{t('workspace.viewLive')}</a>
        </p>
      </header>
      <div className="entity-workspace__body">
        <PaneNav links={links} current={pane} name={group.name} />
        <div className="entity-workspace__pane">
          {!open ? (
            <DeniedPane
              pane={pane}
              permission={permission}
              decision={decide(permission, data.session.answer, data.context, { id: group.id, owner: group.owner })}
            />
          ) : pane === 'details' ? (
            <GroupDetailsPane key={group.id} data={data} />
          ) : pane === 'members' ? (
            <GroupMembersPane data={data} />
          ) : pane === 'content' ? (
            <GroupContentPane data={data} />
          ) : pane === 'discussion' ? (
            <GroupDiscussionPane key={group.id} data={data} />
          ) : (
            <GroupSettingsPane key={group.id} data={data} />
          )}
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = WorkspaceScreenError;
