import { searchPosts } from '@plaza/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkspaceSession } from '../api/loadWorkspaceSession.ts';
import { moderatedChannels } from './moderationLoader.ts';

/**
 * Tells moderators and channel owners how many posts wait for them (issue 16), with a link to the queue; nothing for
 * members who moderate no channel or have nothing waiting.
 */
export function PendingModerationNotice({ session }: { session: WorkspaceSession }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(0);
  useEffect(() => {
    let cancelled = false;
    const options = { hubUrl: window.location.origin, authentication: session.handle };
    (async () => {
      const channels = await moderatedChannels(options);
      if (channels.length === 0) return;
      const page = await searchPosts({ channels: channels.map((c) => c.id), status: ['pending'], num: 0 }, options);
      if (!cancelled) setPending(page.total);
    })().catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [session.handle]);
  if (pending === 0) return null;
  return (
    <p className="workspace-notice" role="status" data-testid="pending-moderation">
      <a href="/workspace/moderation">{t('moderation.pending', { count: pending })}</a>
    </p>
  );
}
