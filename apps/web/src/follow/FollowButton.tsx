import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { signInPath } from '../auth/signInPath.ts';
import type { FollowTargetView } from './followTarget.ts';
import { useFollow } from './useFollow.ts';

/**
 * The follow action (spec 3 §3 "Follow action inputs"): follow, or unfollow when following (not for the followers
 * group's owner: `cannotUnfollow`); a sign-in link for visitors. Its texts come from the card when it sets them.
 */
export function FollowButton({
  target,
  buttonText,
  unfollowButtonText,
  buttonStyle = 'solid',
}: {
  readonly target: FollowTargetView;
  readonly buttonText?: string;
  readonly unfollowButtonText?: string;
  readonly buttonStyle?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { view, busy, error, follow, unfollow } = useFollow(target);
  const solid = buttonStyle === 'solid' ? 'button' : 'button button--secondary';
  let body;
  if (!target.followersGroupId) body = null;
  else if (view.kind === 'anonymous') {
    body = (
      <a className={solid} href={signInPath(`${location.pathname}${location.search}`)}>
        {t('follow.signIn', { name: target.name })}
      </a>
    );
  } else if (view.kind === 'ready' && view.state.isFollowing) {
    body = (
      <>
        <span className="follow__state">{t('follow.following', { name: target.name })}</span>
        {view.state.cannotUnfollow ? null : (
          <button type="button" className="button button--secondary" disabled={busy} onClick={() => void unfollow()}>
            {unfollowButtonText || t('follow.unfollow')}
          </button>
        )}
      </>
    );
  } else if (view.kind === 'ready' && view.state.followable) {
    body = (
      <button type="button" className={solid} disabled={busy} onClick={() => void follow()}>
        {buttonText || t('follow.follow', { name: target.name })}
      </button>
    );
  } else body = null;
  if (!body) return null;
  return (
    <div className="follow" data-testid="follow">
      <div className="follow__actions">{body}</div>
      {error ? (
        <p role="alert" className="follow__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
