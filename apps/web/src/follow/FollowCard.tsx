import type { FollowCardData } from './followTarget.ts';
import { FollowButton } from './FollowButton.tsx';

/** The follow card of a layout (spec 3 §3): its call to action and the follow button, aligned as set. */
export function FollowCard({ data }: { readonly data: FollowCardData | undefined }) {
  if (!data?.target) return null;
  const { settings, target } = data;
  return (
    <section className="follow-card" aria-label={target.name}>
      {settings.callToActionText ? (
        <p className={`follow-card__text follow-card--${settings.callToActionAlign}`}>{settings.callToActionText}</p>
      ) : null}
      <div className={`follow-card--${settings.buttonAlign}`}>
        <FollowButton
          target={target}
          buttonText={settings.buttonText}
          unfollowButtonText={settings.unfollowButtonText}
          buttonStyle={settings.buttonStyle}
        />
      </div>
    </section>
  );
}
