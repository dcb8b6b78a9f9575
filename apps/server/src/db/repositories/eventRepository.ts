import { sql, type Insertable, type RawBuilder, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../database.ts';
import type { EventTable, RegistrationRole } from '../eventTables.ts';

/** An event row with what every response needs: accepted registrations per type, the caller's own role. */
export type EventRow = Selectable<EventTable> & {
  readonly in_person_count: number;
  readonly virtual_count: number;
  /** The caller's registration role on this event, if any. */
  readonly caller_role: RegistrationRole | null;
  readonly creator_full_name: string;
};
export type NewEvent = Insertable<EventTable>;
export type EventChanges = Updateable<EventTable>;

export type EventSortField = 'title' | 'startDateTime' | 'createdAt' | 'updatedAt';

export interface EventSearchQuery {
  /** Conditions ANDed together; the caller's visibility is always one of them. */
  readonly where: readonly RawBuilder<SqlBool>[];
  readonly sortBy: EventSortField;
  readonly sortOrder: 'asc' | 'desc';
  readonly offset: number;
  readonly limit: number;
}

const SORT: Readonly<Record<EventSortField, RawBuilder<unknown>>> = {
  title: sql`lower(events.title)`,
  startDateTime: sql`events.start_at`,
  createdAt: sql`events.created_at`,
  updatedAt: sql`events.updated_at`,
};

function selectEvents(db: Db, username: string | undefined) {
  return db
    .selectFrom('events')
    .innerJoin('users', 'users.username', 'events.creator')
    .selectAll('events')
    .select([
      'users.full_name as creator_full_name',
      sql<number>`(select count(*) from event_registrations r where r.event_id = events.id and r.type = 'IN_PERSON' and r.status = 'ACCEPTED')`.as(
        'in_person_count',
      ),
      sql<number>`(select count(*) from event_registrations r where r.event_id = events.id and r.type = 'VIRTUAL' and r.status = 'ACCEPTED')`.as(
        'virtual_count',
      ),
      sql<RegistrationRole | null>`(select r.role from event_registrations r where r.event_id = events.id and r.user_id = ${username ?? null})`.as(
        'caller_role',
      ),
    ]);
}

/** One event, when `visible` (the caller's read rule) lets the caller see it. */
export async function findVisibleEvent(
  db: Db,
  id: string,
  visible: RawBuilder<SqlBool>,
  username: string | undefined,
): Promise<EventRow | undefined> {
  return selectEvents(db, username).where('events.id', '=', id).where(visible).executeTakeFirst();
}

/**
 * Locks an event's row until the transaction ends, so registrations of one event are decided one at a time
 * (capacity and one-per-user hold under concurrency). Returns undefined when the event is not there.
 */
export async function lockEvent(db: Db, id: string): Promise<Selectable<EventTable> | undefined> {
  return db.selectFrom('events').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertEvent(db: Db, event: NewEvent): Promise<void> {
  await db.insertInto('events').values(event).execute();
}

/** Inserts many events in one statement (demo data, benchmarks). */
export async function insertEvents(db: Db, events: readonly NewEvent[]): Promise<void> {
  if (events.length > 0)
    await db
      .insertInto('events')
      .values([...events])
      .execute();
}

export async function updateEventRow(db: Db, id: string, changes: EventChanges): Promise<void> {
  await db.updateTable('events').set(changes).where('id', '=', id).execute();
}

export async function deleteEventRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('events').where('id', '=', id).execute();
}

/**
 * One page of events and the total, both under the same conditions (the caller's visibility among them), so
 * nothing the caller may not read shows in either. Ties sort by id so pages never overlap.
 */
export async function searchEventRows(
  db: Db,
  username: string | undefined,
  query: EventSearchQuery,
): Promise<{ rows: EventRow[]; total: number }> {
  const where = sql<SqlBool>`${sql.join(query.where, sql` and `)}`;
  const [rows, count] = await Promise.all([
    query.limit > 0
      ? selectEvents(db, username)
          .where(where)
          .orderBy(SORT[query.sortBy], query.sortOrder)
          .orderBy('events.id', query.sortOrder)
          .offset(query.offset)
          .limit(query.limit)
          .execute()
      : Promise.resolve([]),
    db
      .selectFrom('events')
      .select(sql<number>`count(*)`.as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
