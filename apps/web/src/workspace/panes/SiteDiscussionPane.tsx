import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChannelManager } from '../channels/ChannelManager.tsx';
import type { EntityWorkspaceData } from '../entity/entityWorkspaceLoader.ts';

/**
 * A site's discussion pane (spec 2 §2; issue 16): the channels the member manages for the site's boards, and the way
 * to the moderation queue. Discussions on the site follow its Discussions switch (Settings).
 */
export function SiteDiscussionPane({ data }: { readonly data: EntityWorkspaceData }) {
  const { t } = useTranslation();
  return (
    <section className="pane" aria-labelledby="pane-heading">
      <h2 id="pane-heading">{t('workspace.pane.discussion')}</h2>
      <p>
        <Link to="/workspace/moderation" data-testid="to-moderation">
          {t('discussionWorkspace.toModeration')}
        </Link>
      </p>
      <ChannelManager session={data.session} />
    </section>
  );
}
