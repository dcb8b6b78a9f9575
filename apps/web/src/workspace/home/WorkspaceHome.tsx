import { useTranslation } from 'react-i18next';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { CreateActions } from './CreateActions.tsx';
import { HistoryList } from './HistoryList.tsx';
import { OwnItemsList } from './OwnItemsList.tsx';
import { YourGroups } from './YourGroups.tsx';
import { OrgNotices } from './OrgNotices.tsx';
import { YourContent } from './yourContent/YourContent.tsx';
import { TemplateGallery } from '../templates/TemplateGallery.tsx';
import { PendingModerationNotice } from '../moderation/PendingModerationNotice.tsx';
import type { WorkspaceHomeData } from './workspaceHomeLoader.ts';

/**
 * The workspace home: create, recently visited (history), the user's own entities, the templates one can start from,
 * their groups, the organisation's notices (administrators) and their content.
 */
export function WorkspaceHome({ data }: { readonly data: WorkspaceHomeData }) {
  const { t } = useTranslation();
  const user = data.session.context.currentUser;
  return (
    <div className="workspace-page">
      <header className="workspace-page__header">
        <h1>{t('workspace.home.title')}</h1>
        <p className="workspace-muted">{t('workspace.home.intro', { name: user?.fullName ?? user?.username ?? '' })}</p>
      </header>
      <ErrorNotice title={t('workspace.home.partial')} message={data.problems.join(' ')} />
      <PendingModerationNotice session={data.session} />
      <CreateActions session={data.session} />
      {data.history ? <HistoryList entries={data.history} /> : null}
      <OwnItemsList items={data.ownItems} />
      <TemplateGallery session={data.session} />
      <YourGroups groups={user?.groups ?? []} />
      <OrgNotices session={data.session} />
      <YourContent session={data.session} />
    </div>
  );
}
