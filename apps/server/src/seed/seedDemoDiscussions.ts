import type { Db } from '../db/database.ts';
import type { PostStatus, PostType } from '../db/discussionTables.ts';
import { demoItemId } from './demoItemId.ts';
import { RIVERSIDE_EXTENT } from './demoItems.ts';
import { postBodyHtml } from '../commands/discussions/postBodyHtml.ts';

const MINUTE = 60_000;

interface DemoPost {
  readonly key: string;
  readonly channel: 'community' | 'streets';
  readonly about: string;
  readonly parent?: string;
  readonly title?: string;
  readonly body: string;
  readonly type?: PostType;
  readonly poll?: readonly string[];
  readonly at: [number, number];
  readonly creator: string;
  readonly status?: PostStatus;
  readonly reactions?: readonly (readonly [string, string])[];
  readonly votes?: readonly (readonly [string, number])[];
}

/** Minutes before the seed's `now` for a [days, hours] pair. */
const ago = ([days, hours]: [number, number]) => (days * 24 + hours) * 60 * MINUTE;

const POSTS: readonly DemoPost[] = [
  {
    key: 'main-street-crossing',
    channel: 'streets',
    about: 'safe-streets',
    title: 'Can we get a signalised crossing at Main and 5th?',
    body: 'Crossing **Main Street at 5th** with kids is scary at school time: cars do not stop. Could the plan add a signal?',
    type: 'question',
    at: [6, 3],
    creator: 'user_riverside',
    reactions: [
      ['viewer_riverside', 'thumbs_up'],
      ['user_hillcrest', 'thumbs_up'],
      ['publisher_riverside', 'eyes'],
    ],
  },
  {
    key: 'main-street-crossing-answer',
    channel: 'streets',
    about: 'safe-streets',
    parent: 'main-street-crossing',
    body: 'Thanks — a signal at Main and 5th is in the draft for next spring. The traffic counts are in the [Traffic Collisions](/search?q=collisions) data.',
    at: [5, 20],
    creator: 'publisher_riverside',
    reactions: [['user_riverside', 'heart']],
  },
  {
    key: 'bike-lane-route-poll',
    channel: 'streets',
    about: 'safe-streets',
    title: 'Where should the next protected bike lane go?',
    body: 'The draft plan has two options for the next stretch. Vote, and tell us why in a reply.',
    type: 'poll',
    poll: ['Magnolia Avenue', 'University Avenue'],
    at: [4, 2],
    creator: 'publisher_riverside',
    votes: [
      ['user_riverside', 1],
      ['viewer_riverside', 1],
      ['user_hillcrest', 0],
    ],
    reactions: [['user_riverside', 'rocket']],
  },
  {
    key: 'open-house-announcement',
    channel: 'streets',
    about: 'safe-streets',
    title: 'Open house on the draft bike-lane plan',
    body: 'Come and see the draft plan, with the maps and the counts behind it. Staff will answer questions all evening.',
    type: 'announcement',
    at: [3, 1],
    creator: 'admin_riverside',
  },
  {
    key: 'pending-lighting',
    channel: 'streets',
    about: 'safe-streets',
    title: 'Street lights out on Victoria Avenue',
    body: 'Three lights have been out for a month between Jane St and Arlington.',
    at: [0, 2],
    creator: 'viewer_riverside',
    status: 'pending',
  },
  {
    key: 'bike-plan-magnolia',
    channel: 'community',
    about: 'bike-plan-discussion',
    title: 'Magnolia needs a lane more than University',
    body: 'I ride Magnolia to work every day: the traffic is faster there and there is no shoulder at all.',
    at: [2, 4],
    creator: 'user_riverside',
    reactions: [
      ['viewer_riverside', 'thumbs_up'],
      ['user_hillcrest', 'clapping_hands'],
    ],
  },
  {
    key: 'bike-plan-parking',
    channel: 'community',
    about: 'bike-plan-discussion',
    title: 'What happens to parking on Main?',
    body: 'Shops worry about losing the parking spaces. Will the plan keep loading zones?',
    type: 'question',
    at: [1, 6],
    creator: 'viewer_riverside',
  },
  {
    key: 'trees-on-my-street',
    channel: 'community',
    about: 'greener-riverside',
    title: 'How do I ask for a street tree?',
    body: 'Our block has none. Is there a form, and which species can we choose from?',
    type: 'question',
    at: [9, 5],
    creator: 'viewer_riverside',
    reactions: [['user_riverside', 'thumbs_up']],
  },
];

/**
 * The demo's discussions (issue 16): a public community channel and a pre-moderated engagement channel for Safe
 * Streets with block words, posts of every kind on the Safe Streets and Greener Riverside initiatives — a question
 * with its answer, a poll with votes, an announcement, reactions, and one post waiting in the moderation queue; the
 * bike-lane discussion item takes posts in the community channel only, within the city.
 */
export async function seedDemoDiscussions(db: Db, options: { readonly orgId: string; readonly now: number }) {
  const channelIds = {
    community: demoItemId('riverside', 'channel-community'),
    streets: demoItemId('riverside', 'channel-safe-streets'),
  };
  const channels = [
    { id: channelIds.community, name: 'Riverside community', pending: false },
    { id: channelIds.streets, name: 'Safe Streets engagement', pending: true },
  ];
  const at = options.now - 30 * 24 * 60 * MINUTE;
  for (const channel of channels) {
    await db
      .insertInto('channels')
      .values({
        id: channel.id,
        org_id: options.orgId,
        creator: 'publisher_riverside',
        editor: null,
        name: channel.name,
        allowed_reactions: null,
        default_post_status: channel.pending ? 'pending' : 'approved',
        block_words: channel.pending ? ['viagra', 'casino'] : [],
        metadata: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const acl = [
      { category: 'anonymousUser' as const, key: null, role: 'read' as const },
      { category: 'authenticatedUser' as const, key: null, role: 'readWrite' as const },
      { category: 'user' as const, key: 'publisher_riverside', role: 'owner' as const },
    ];
    await db
      .insertInto('channel_acl')
      .values(
        acl.map((entry, i) => ({
          id: demoItemId('riverside', `channel-acl-${channel.id}-${i}`),
          channel_id: channel.id,
          category: entry.category,
          sub_category: null,
          key: entry.key,
          role: entry.role,
          creator: 'publisher_riverside',
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  }
  // The bike-lane discussion takes posts in the community channel only, located within the city (spec 2 §3).
  const [west, south, east, north] = RIVERSIDE_EXTENT;
  await db
    .insertInto('entity_settings')
    .values({
      id: demoItemId('riverside', 'bike-plan-discussion'),
      type: 'content',
      settings: JSON.stringify({
        discussions: {
          allowedChannelIds: [channelIds.community],
          allowedLocations: [
            {
              type: 'Polygon',
              coordinates: [
                [
                  [west, south],
                  [east, south],
                  [east, north],
                  [west, north],
                  [west, south],
                ],
              ],
            },
          ],
        },
      }),
      creator: 'publisher_riverside',
      editor: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  for (const post of POSTS) {
    const id = demoItemId('riverside', `post-${post.key}`);
    const created = options.now - ago(post.at);
    await db
      .insertInto('posts')
      .values({
        id,
        channel_id: channelIds[post.channel],
        parent_id: post.parent ? demoItemId('riverside', `post-${post.parent}`) : null,
        discussion: `hub://item/${demoItemId('riverside', post.about)}`,
        title: post.title ?? null,
        body: post.body,
        body_html: postBodyHtml(post.body),
        post_type: post.type ?? 'text',
        poll_options: post.poll ? [...post.poll] : null,
        geometry:
          post.key === 'main-street-crossing'
            ? JSON.stringify({ type: 'Point', coordinates: [-117.3755, 33.9806] })
            : null,
        app_info: null,
        status: post.status ?? 'approved',
        creator: post.creator,
        creator_address: null,
        editor: null,
        created_at: created,
        updated_at: created,
      })
      .execute();
    for (const [i, [who, value]] of (post.reactions ?? []).entries()) {
      await db
        .insertInto('reactions')
        .values({
          id: demoItemId('riverside', `reaction-${post.key}-${i}`),
          post_id: id,
          creator: who,
          value,
          created_at: created + MINUTE,
        })
        .execute();
    }
    for (const [who, option] of post.votes ?? []) {
      await db
        .insertInto('poll_votes')
        .values({ post_id: id, username: who, option_index: option, created_at: created + MINUTE })
        .execute();
    }
  }
}
