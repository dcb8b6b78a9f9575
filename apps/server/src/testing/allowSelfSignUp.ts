import type { Db } from '../db/database.ts';

/**
 * Lets the default organisation take self sign-ups (ADR 0207's org setting) for a test: answers the organisation's id
 * and how to put its settings back.
 *
 * @example
 * const { orgId, restore } = await allowSelfSignUp(t.db);
 */
export async function allowSelfSignUp(db: Db): Promise<{ orgId: string; restore: () => Promise<void> }> {
  const org = await db
    .selectFrom('orgs')
    .select(['id', 'properties'])
    .where('is_default', '=', true)
    .executeTakeFirstOrThrow();
  const write = async (properties: unknown) => {
    await db
      .updateTable('orgs')
      .set({ properties: JSON.stringify(properties) })
      .where('id', '=', org.id)
      .execute();
  };
  await write({ ...(org.properties as object), selfSignUp: true });
  return { orgId: org.id, restore: () => write(org.properties) };
}
