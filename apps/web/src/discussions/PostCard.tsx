import { searchPosts, type PostRecord } from '@plaza/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../format/intlFormats.ts';
import { discussionError, type DiscussionBoardModel } from './useDiscussionBoard.ts';
import { PollResults } from './PollResults.tsx';
import { ReactionBar } from './ReactionBar.tsx';

/** Who wrote a post and when, as the board shows it. */
function PostMeta({ post }: { post: PostRecord }) {
  const { t, i18n } = useTranslation();
  const when = new Date(post.createdAt);
  return (
    <p className="post-card__meta">
      <span>{post.creator ?? t('discussion.anonymous')}</span>
      {' · '}
      <time dateTime={post.createdAt}>
        {dateTimeFormat(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' }).format(when)}
      </time>
      {post.edited ? ` · ${t('discussion.edited')}` : ''}
      {post.status === 'pending' ? <span className="status-badge"> {t('discussion.pending')}</span> : null}
    </p>
  );
}

/**
 * One post on the board: its kind, title, author and date, the sanitised body, a poll's options, the reactions, and
 * its thread — replies shown on demand, a reply form and a report button for signed-in visitors.
 */
export function PostCard({ post, board }: { post: PostRecord; board: DiscussionBoardModel }) {
  const { t } = useTranslation();
  const [replies, setReplies] = useState<readonly PostRecord[] | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [reply, setReply] = useState('');
  const [message, setMessage] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const threadId = `post-${post.id}-thread`;

  const loadReplies = async () => {
    const page = await searchPosts({ parents: [post.id], sortOrder: 'ASC', num: 100 }, board.options);
    setReplies(page.items);
  };
  const toggleThread = async () => {
    const next = !open;
    setOpen(next);
    if (next && !replies) await loadReplies().catch((e: unknown) => setError(discussionError(e)));
  };
  const sendReply = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const pending = await board.reply(post.id, reply);
      setReply('');
      setMessage(pending ? t('discussion.replyPending') : t('discussion.replied'));
      setOpen(true);
      await loadReplies();
    } catch (e) {
      setError(discussionError(e));
    }
  };
  const sendReport = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await board.report(post.id, reason);
      setReporting(false);
      setMessage(t('discussion.reported'));
    } catch (e) {
      setError(discussionError(e));
    }
  };

  return (
    <article className={`post-card post-card--${post.postType}`} aria-labelledby={`post-${post.id}-title`}>
      <p className="post-card__kind">
        {post.postType !== 'text' ? (
          <span className="family-badge">{t(`discussion.kinds.${post.postType}`)}</span>
        ) : null}
        {post.geometry ? <span className="post-card__located">{t('discussion.located')}</span> : null}
      </p>
      <h3 id={`post-${post.id}-title`} dir="auto">
        {post.title}
      </h3>
      <PostMeta post={post} />
      <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
      {post.pollOptions ? (
        <PollResults post={post} canVote={board.signedIn} onVote={(i) => board.vote(post.id, i)} />
      ) : null}
      <ReactionBar post={post} canReact={board.signedIn} onToggle={(value) => board.toggleReaction(post, value)} />
      <div className="post-card__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-expanded={open}
          aria-controls={threadId}
          onClick={() => void toggleThread()}
        >
          {t('discussion.replies', { count: post.replyCount })}
        </button>
        {board.signedIn && !reporting ? (
          <button type="button" className="button button--secondary" onClick={() => setReporting(true)}>
            {t('discussion.report')}
          </button>
        ) : null}
      </div>
      {reporting ? (
        <form className="post-card__report" onSubmit={(e) => void sendReport(e)}>
          <label htmlFor={`post-${post.id}-reason`}>{t('discussion.reportReason')}</label>
          <input
            id={`post-${post.id}-reason`}
            value={reason}
            required
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="submit" className="button">
            {t('discussion.sendReport')}
          </button>
        </form>
      ) : null}
      <p aria-live="polite" className="post-card__message">
        {message}
      </p>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      <div id={threadId} hidden={!open} className="post-card__thread">
        {replies && replies.length > 0 ? (
          <ol className="post-card__replies">
            {replies.map((r) => (
              <li key={r.id} className="post-card__reply">
                <PostMeta post={r} />
                <div className="rich-text" dir="auto" dangerouslySetInnerHTML={{ __html: r.bodyHtml }} />
                <ReactionBar post={r} canReact={false} onToggle={async () => undefined} />
              </li>
            ))}
          </ol>
        ) : replies ? (
          <p>{t('discussion.noReplies')}</p>
        ) : null}
        {board.signedIn ? (
          <form className="post-card__reply-form" onSubmit={(e) => void sendReply(e)}>
            <label htmlFor={`post-${post.id}-reply`}>{t('discussion.replyLabel')}</label>
            <textarea
              id={`post-${post.id}-reply`}
              value={reply}
              required
              maxLength={10000}
              rows={3}
              onChange={(e) => setReply(e.target.value)}
            />
            <button type="submit" className="button">
              {t('discussion.sendReply')}
            </button>
          </form>
        ) : null}
      </div>
    </article>
  );
}
