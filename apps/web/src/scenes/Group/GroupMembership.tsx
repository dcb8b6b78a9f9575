import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { signInPath } from '../../auth/signInPath.ts';
import { useGroupMembership } from './useGroupMembership.ts';

/**
 * Membership on the public group page: join (an auto-join group), ask to join (others), withdraw a request, or leave;
 * an invitation-only group says so; visitors get a sign-in link. Signed in, the first members are listed.
 */
export function GroupMembership({ groupId, autoJoin }: { readonly groupId: string; readonly autoJoin: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { state, busy, error, join, leave } = useGroupMembership(groupId);

  let action;
  if (state.kind === 'anonymous') {
    action = (
      <a className="button" href={signInPath(`${location.pathname}${location.search}`)}>
        {t('group.signInToJoin')}
      </a>
    );
  } else if (state.kind === 'ready') {
    const membership = state.group.userMembership;
    const type = membership?.memberType ?? 'none';
    if (type === 'owner') action = <p>{t('group.youOwn')}</p>;
    else if (type === 'admin' || type === 'member') {
      action = (
        <>
          <p>{t(type === 'admin' ? 'group.youManage' : 'group.youAreMember')}</p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void leave()}>
            {t('group.leave')}
          </button>
        </>
      );
    } else if (membership?.applied) {
      action = (
        <>
          <p>{t('group.requested')}</p>
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void leave()}>
            {t('group.withdraw')}
          </button>
        </>
      );
    } else if (state.group.isInvitationOnly) action = <p>{t('group.invitationOnly')}</p>;
    else {
      action = (
        <button type="button" className="button" disabled={busy} onClick={() => void join()}>
          {t(autoJoin ? 'group.join' : 'group.askToJoin')}
        </button>
      );
    }
  } else {
    action = <p aria-busy="true">{t('group.checking')}</p>;
  }

  return (
    <section aria-labelledby="group-membership" className="group-membership" data-testid="group-membership">
      <h2 id="group-membership">{t('group.membership')}</h2>
      <div className="group-membership__action">{action}</div>
      {error ? (
        <p role="alert" className="event-registration__error">
          {error}
        </p>
      ) : null}
      {state.kind === 'ready' && state.total > 0 ? (
        <>
          <h3>{t('group.members', { count: state.total })}</h3>
          <ul className="group-membership__members" data-testid="group-members-list">
            {state.members.map((member) => (
              <li key={member.username}>
                <Link to={`/people/${encodeURIComponent(member.username)}`} dir="auto">
                  {member.fullName || member.username}
                </Link>
                {member.memberType !== 'member' ? (
                  <span className="group-membership__role"> · {t(`group.role.${member.memberType}`)}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
