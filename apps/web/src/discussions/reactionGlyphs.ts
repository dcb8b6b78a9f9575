import type { PostReaction } from '@plaza/core';

/**
 * The emoji drawn for each of the 25 reactions (their names, spoken to screen readers, come from the translations).
 *
 * @example
 * REACTION_GLYPHS.thumbs_up; // "👍"
 */
export const REACTION_GLYPHS: Readonly<Record<PostReaction, string>> = Object.freeze({
  clapping_hands: '👏',
  confused: '😕',
  down_arrow: '⬇️',
  eyes: '👀',
  face_with_tears_of_joy: '😂',
  fire: '🔥',
  grinning: '😀',
  heart: '❤️',
  laugh: '😆',
  one_hundred: '💯',
  partying: '🥳',
  party_popper: '🎉',
  raising_hands: '🙌',
  rocket: '🚀',
  sad: '😢',
  slightly_smiling: '🙂',
  surprised: '😮',
  thinking: '🤔',
  thumbs_up: '👍',
  thumbs_down: '👎',
  trophy: '🏆',
  up_arrow: '⬆️',
  waving_hand: '👋',
  winking: '😉',
  world_map: '🗺️',
});

/** The reactions offered at once under every post; the others are one click further. */
export const QUICK_REACTIONS: readonly PostReaction[] = ['thumbs_up', 'heart', 'clapping_hands', 'thinking', 'eyes'];
