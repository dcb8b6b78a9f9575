import { sql, type RawBuilder } from 'kysely';

/** One UTC day in epoch ms. */
export const DAY_MS = 86_400_000;

/**
 * The facts of a set of events (ADR 0172): from a CTE named `w` with `target_id`, `bucket`, `event_type`, `item_id`,
 * `query`, `result_count`, `format`, `referrer_host`, `visitor_hash`, `session_hash`, `user_type`, `internal_user` and
 * `occurred`, the rows
 * `(target_id, bucket, fact, key, count, total)`: counts per event type, per item viewed, per search
 * (with the sum of its result counts), per empty search, per download format, per referrer, per visitor class and of
 * internal users (page views; issue 44, ADR 0242), a row per visitor (so
 * distinct visitors stay exact across buckets and days) and how many there were in the bucket, and the sessions: how many were active each UTC day and the
 * sum of their lengths that day (a session is counted in each day it was active, as web analytics usually count them,
 * so sessions add up across days). A day's rollup stores exactly these; a report computes them for the events no
 * rollup holds yet. One definition for both, so they agree.
 */
export function factsOfEvents(): RawBuilder<unknown> {
  return sql`
    select target_id, bucket, 'event'::text as fact, event_type as key, count(*) as count, 0::bigint as total
      from w group by 1, 2, 4
    union all
    select target_id, bucket, 'content', item_id, count(*), 0
      from w where event_type = 'pageView' and item_id is not null group by 1, 2, 4
    union all
    select target_id, bucket, 'query', query, count(*), coalesce(sum(result_count), 0)
      from w where event_type = 'search' and query is not null group by 1, 2, 4
    union all
    select target_id, bucket, 'emptyQuery', query, count(*), 0
      from w where event_type = 'search' and query is not null and result_count = 0 group by 1, 2, 4
    union all
    select target_id, bucket, 'format', format, count(*), 0
      from w where event_type = 'download' and format is not null group by 1, 2, 4
    union all
    select target_id, bucket, 'referrer', referrer_host, count(*), 0
      from w where event_type = 'pageView' and referrer_host is not null group by 1, 2, 4
    union all
    select target_id, bucket, 'userType', user_type, count(*), 0
      from w where event_type = 'pageView' group by 1, 2, 4
    union all
    select target_id, bucket, 'internal', '', count(*), 0
      from w where event_type = 'pageView' and internal_user group by 1, 2
    union all
    select target_id, bucket, 'visitor', visitor_hash, count(*), 0 from w group by 1, 2, 4
    union all
    select target_id, bucket, 'visitors', '', count(distinct visitor_hash), 0 from w group by 1, 2
    union all
    select target_id, 0, 'sessions', '', count(*), coalesce(sum(span), 0)
      from (select target_id, max(occurred) - min(occurred) as span from w
             group by target_id, occurred / ${DAY_MS}, session_hash) sessions
     group by target_id`;
}
