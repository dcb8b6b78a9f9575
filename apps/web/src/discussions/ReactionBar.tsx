import { POST_REACTIONS, type PostReaction, type PostRecord } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUICK_REACTIONS, REACTION_GLYPHS } from './reactionGlyphs.ts';

/**
 * A post's reactions: the quick ones and any already given, each a toggle button with its count and its name for
 * screen readers (`aria-pressed` when the visitor gave it); "More reactions" opens the other kinds. Read-only for
 * visitors who may not react.
 */
export function ReactionBar({
  post,
  canReact,
  onToggle,
}: {
  post: PostRecord;
  canReact: boolean;
  onToggle: (value: PostReaction) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const given = POST_REACTIONS.filter((r) => (post.reactionCounts[r] ?? 0) > 0);
  const shown = canReact ? [...new Set([...QUICK_REACTIONS, ...given, ...(more ? POST_REACTIONS : [])])] : given;
  if (shown.length === 0) return null;
  const toggle = async (value: PostReaction) => {
    setBusy(true);
    try {
      await onToggle(value);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="reaction-bar" role="group" aria-label={t('discussion.reactionsLabel')}>
      {shown.map((value) => {
        const count = post.reactionCounts[value] ?? 0;
        const mine = post.userReactions.some((r) => r.value === value);
        const name = t(`discussion.reactions.${value}`);
        return canReact ? (
          <button
            key={value}
            type="button"
            className="reaction-bar__reaction"
            aria-pressed={mine}
            disabled={busy}
            aria-label={t('discussion.reactionCount', { name, count })}
            onClick={() => void toggle(value)}
          >
            <span aria-hidden="true">{REACTION_GLYPHS[value]}</span>
            {count > 0 ? <span aria-hidden="true">{count}</span> : null}
          </button>
        ) : (
          <span
            key={value}
            className="reaction-bar__reaction"
            role="img"
            aria-label={t('discussion.reactionCount', { name, count })}
          >
            <span aria-hidden="true">
              {REACTION_GLYPHS[value]} {count}
            </span>
          </span>
        );
      })}
      {canReact && !more ? (
        <button type="button" className="reaction-bar__more" onClick={() => setMore(true)}>
          {t('discussion.moreReactions')}
        </button>
      ) : null}
    </div>
  );
}
