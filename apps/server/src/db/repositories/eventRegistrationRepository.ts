import { sql, type Insertable, type RawBuilder, type Selectable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../database.ts';
import type { EventAttendanceType, EventRegistrationTable } from '../eventTables.ts';

export type RegistrationRow = Selectable<EventRegistrationTable> & {
  readonly event_title: string;
  readonly event_access: string;
  readonly event_start_at: number;
};
export type NewRegistration = Insertable<EventRegistrationTable>;

export type RegistrationSortField = 'createdAt' | 'updatedAt' | 'firstName' | 'lastName' | 'username';

const SORT: Readonly<Record<RegistrationSortField, RawBuilder<unknown>>> = {
  createdAt: sql`event_registrations.created_at`,
  updatedAt: sql`event_registrations.updated_at`,
  firstName: sql`lower(event_registrations.first_name)`,
  lastName: sql`lower(event_registrations.last_name)`,
  username: sql`lower(event_registrations.user_id)`,
};

function selectRegistrations(db: Db) {
  return db
    .selectFrom('event_registrations')
    .innerJoin('events', 'events.id', 'event_registrations.event_id')
    .selectAll('event_registrations')
    .select(['events.title as event_title', 'events.access as event_access', 'events.start_at as event_start_at']);
}

export function findRegistrationById(db: Db, id: string): Promise<RegistrationRow | undefined> {
  return selectRegistrations(db).where('event_registrations.id', '=', id).executeTakeFirst();
}

export function findRegistrationOf(db: Db, eventId: string, userId: string): Promise<RegistrationRow | undefined> {
  return selectRegistrations(db)
    .where('event_registrations.event_id', '=', eventId)
    .where('event_registrations.user_id', '=', userId)
    .executeTakeFirst();
}

/** Accepted registrations of one attendance type (the places taken). */
export async function countAccepted(db: Db, eventId: string, type: EventAttendanceType): Promise<number> {
  const row = await db
    .selectFrom('event_registrations')
    .select(sql<number>`count(*)`.as('n'))
    .where('event_id', '=', eventId)
    .where('type', '=', type)
    .where('status', '=', 'ACCEPTED')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertRegistration(db: Db, registration: NewRegistration): Promise<void> {
  await db.insertInto('event_registrations').values(registration).execute();
}

/** Inserts many registrations in one statement (demo data, benchmarks). */
export async function insertRegistrations(db: Db, registrations: readonly NewRegistration[]): Promise<void> {
  if (registrations.length > 0)
    await db
      .insertInto('event_registrations')
      .values([...registrations])
      .execute();
}

export async function updateRegistrationRow(
  db: Db,
  id: string,
  changes: Updateable<EventRegistrationTable>,
): Promise<void> {
  await db.updateTable('event_registrations').set(changes).where('id', '=', id).execute();
}

export async function deleteRegistrationRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('event_registrations').where('id', '=', id).execute();
}

/** One page of registrations and the total under the same conditions (the caller's visibility among them). */
export async function searchRegistrationRows(
  db: Db,
  query: {
    readonly where: readonly RawBuilder<SqlBool>[];
    readonly sortBy: RegistrationSortField;
    readonly sortOrder: 'asc' | 'desc';
    readonly offset: number;
    readonly limit: number;
  },
): Promise<{ rows: RegistrationRow[]; total: number }> {
  const where = sql<SqlBool>`${sql.join(query.where, sql` and `)}`;
  const [rows, count] = await Promise.all([
    selectRegistrations(db)
      .where(where)
      .orderBy(SORT[query.sortBy], query.sortOrder)
      .orderBy('event_registrations.id', query.sortOrder)
      .offset(query.offset)
      .limit(query.limit)
      .execute(),
    db
      .selectFrom('event_registrations')
      .innerJoin('events', 'events.id', 'event_registrations.event_id')
      .select(sql<number>`count(*)`.as('total'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
