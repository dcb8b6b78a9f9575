import type { PostRecord } from '@plaza/core';
import { useTranslation } from 'react-i18next';

/**
 * A poll's options with their votes drawn as bars (numbers people compare), the visitor's vote marked; signed-in
 * visitors vote (or change their vote) by choosing an option.
 */
export function PollResults({
  post,
  canVote,
  onVote,
}: {
  post: PostRecord;
  canVote: boolean;
  onVote: (option: number) => Promise<void>;
}) {
  const { t } = useTranslation();
  const options = post.pollOptions ?? [];
  const total = options.reduce((n, o) => n + o.votes, 0);
  return (
    <fieldset className="poll">
      <legend>{t('discussion.pollLegend', { count: total })}</legend>
      <ul className="poll__options">
        {options.map((option, i) => {
          const share = total > 0 ? Math.round((option.votes / total) * 100) : 0;
          const mine = post.userVote === i;
          return (
            <li key={option.label} className="poll__option">
              {canVote ? (
                <button type="button" className="poll__choose" aria-pressed={mine} onClick={() => void onVote(i)}>
                  {option.label}
                </button>
              ) : (
                <span dir="auto">{option.label}</span>
              )}
              <span className="poll__bar" aria-hidden="true">
                <span style={{ inlineSize: `${share}%` }} />
              </span>
              <span className="poll__count">{t('discussion.votes', { count: option.votes, share })}</span>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
