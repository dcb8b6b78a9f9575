import { ensureFollowersGroup, getGroupUserList, type FollowTarget, type PortalGroupMember } from '@plaza/core';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import type { Decision } from '../permissions/decide.ts';
import { ErrorNotice } from '../ui/ErrorNotice.tsx';
import { formatWhen } from '../ui/formatWhen.ts';
import { useAction } from '../ui/useAction.ts';
import { useAsync } from '../ui/useAsync.ts';
import { FollowersChart } from './FollowersChart.tsx';
import { followersByMonth } from './followerCounts.ts';

/** Most followers read for the chart (in pages of 100). */
const MAX_READ = 2000;

async function allFollowers(groupId: string, session: WorkspaceSession, signal: AbortSignal) {
  const call = { portal: session.options.portal, authentication: session.handle, signal };
  const members: PortalGroupMember[] = [];
  let start = 1;
  let total = 0;
  while (start > 0 && members.length < MAX_READ) {
    const page = await getGroupUserList(groupId, { start, num: 100, sortField: 'joined', sortOrder: 'desc' }, call);
    members.push(...page.users);
    total = page.total;
    start = page.nextStart;
  }
  return { total, members };
}

/**
 * Who follows a site or an initiative (issue 19): how many, how that grew month by month (a chart with its table),
 * and the latest followers. Without a followers group yet, an editor makes one here.
 */
export function FollowersPanel({
  target,
  session,
  canEdit,
}: {
  readonly target: FollowTarget;
  readonly session: WorkspaceSession;
  readonly canEdit: Decision;
}) {
  const { t, i18n } = useTranslation();
  const groupId = target.entity.followersGroupId;
  const setUp = useAction();
  const [followers] = useAsync(
    (signal) => (groupId ? allFollowers(groupId, session, signal) : Promise.resolve(undefined)),
    groupId ?? 'none',
  );
  if (!groupId) {
    return (
      <section className="workspace-block" aria-labelledby="followers-heading" data-testid="followers-panel">
        <h3 id="followers-heading">{t('followers.title')}</h3>
        <p>{t('followers.notYet')}</p>
        {canEdit.allowed ? (
          <calcite-button
            iconStart="user-plus"
            loading={setUp.busy}
            disabled={setUp.busy}
            onClick={() => void setUp.run(() => ensureFollowersGroup(target, session.options))}
          >
            {t('followers.enable')}
          </calcite-button>
        ) : null}
        <ErrorNotice message={setUp.failure} />
      </section>
    );
  }
  return (
    <section className="workspace-block" aria-labelledby="followers-heading" data-testid="followers-panel">
      <h3 id="followers-heading">{t('followers.title')}</h3>
      {followers.status === 'loading' ? <calcite-loader label={t('workspace.loading')} inline /> : null}
      {followers.status === 'failed' ? <ErrorNotice message={followers.message} /> : null}
      {followers.status === 'done' && followers.value ? (
        <>
          <p data-testid="followers-total">{t('followers.total', { count: followers.value.total })}</p>
          <FollowersChart
            months={followersByMonth(
              followers.value.members.map((m) => m.joined),
              Date.now(),
            )}
          />
          {followers.value.members.length > 0 ? (
            <>
              <h4>{t('followers.latest')}</h4>
              <ul className="group-people">
                {followers.value.members.slice(0, 5).map((member) => (
                  <li key={member.username} className="group-people__row">
                    <span dir="auto">{member.fullName || member.username}</span>
                    <span className="workspace-muted">{formatWhen(member.joined, i18n.language)}</span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
