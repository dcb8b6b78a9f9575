import type { FeatureCollection } from 'geojson';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signInPath } from '../auth/signInPath.ts';
import { LazyMapView } from '../components/map/LazyMapView.tsx';
import { useNearView } from '../components/useNearView.ts';
import { PostCard } from './PostCard.tsx';
import { PostForm } from './PostForm.tsx';
import { useDiscussionBoard, type BoardSort } from './useDiscussionBoard.ts';

const SORTS: readonly BoardSort[] = ['newest', 'reacted', 'unanswered'];

/**
 * The discussion board of an item (issue 16): its posts newest first, most reacted first or only unanswered questions,
 * the located posts on a map, each post with its thread and reactions, and the new-post form — or, for anonymous
 * visitors, a sign-in link. Loaded in the browser when the board comes near the screen (a visitor who reads only the
 * top of the page costs the discussion service nothing, and the page's start-up stays short).
 */
export function DiscussionBoard({
  itemId,
  bounds,
  prompt,
}: {
  itemId: string;
  bounds?: [[number, number], [number, number]];
  /** The question the discussion puts to people. */
  prompt?: string;
}) {
  const { t } = useTranslation();
  const section = useRef<HTMLElement>(null);
  const near = useNearView(section, { rootMargin: '400px 0px' });
  const board = useDiscussionBoard(itemId, near);
  const { state } = board;
  const located: FeatureCollection = {
    type: 'FeatureCollection',
    features:
      state.kind === 'ready'
        ? state.posts
            .filter((p) => p.geometry?.type === 'Point')
            .map((p) => ({
              type: 'Feature',
              id: p.id,
              properties: { title: p.title },
              geometry: p.geometry as unknown as GeoJSON.Point,
            }))
        : [],
  };
  return (
    <section
      ref={section}
      aria-labelledby="discussion-board"
      className="discussion-board"
      data-testid="discussion-board"
    >
      <h2 id="discussion-board">{t('discussion.title')}</h2>
      {prompt ? (
        <p className="discussion-board__prompt" dir="auto" data-testid="discussion-prompt">
          {prompt}
        </p>
      ) : null}
      <div className="view-switch" role="group" aria-label={t('discussion.sortLabel')}>
        {SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            className="view-switch__option"
            aria-pressed={board.sort === sort}
            onClick={() => board.setSort(sort)}
          >
            {t(`discussion.sorts.${sort}`)}
          </button>
        ))}
      </div>
      {state.kind === 'loading' ? <p aria-live="polite">{t('discussion.loading')}</p> : null}
      {state.kind === 'failed' ? <p role="alert">{t('discussion.failed', { message: state.message })}</p> : null}
      {state.kind === 'ready' ? (
        <>
          {located.features.length > 0 ? (
            <LazyMapView
              label={t('discussion.mapLabel', { count: located.features.length })}
              overlay={located}
              height="14rem"
              {...(bounds ? { bounds } : {})}
            />
          ) : null}
          <p className="workspace-muted" aria-live="polite" data-testid="discussion-count">
            {t('discussion.count', { count: state.total })}
          </p>
          {state.posts.length > 0 ? (
            <ol className="discussion-board__posts">
              {state.posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} board={board} />
                </li>
              ))}
            </ol>
          ) : (
            <p>{t(board.sort === 'unanswered' ? 'discussion.noneUnanswered' : 'discussion.none')}</p>
          )}
          {board.signedIn ? (
            state.channels.length > 0 ? (
              <PostForm board={board} channels={state.channels} />
            ) : (
              <p>{t('discussion.noChannel')}</p>
            )
          ) : (
            <p>
              <a
                className="button"
                href={signInPath(typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}`)}
              >
                {t('discussion.signInToPost')}
              </a>
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}
