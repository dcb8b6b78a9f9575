import type { Db } from '../../db/database.ts';
import { listDumpTables, readTableRows } from '../../db/repositories/backupRepository.ts';

/**
 * Every table's rows as sorted JSON lines (generated columns included): what a round trip through backup and restore
 * must leave equal, row for row.
 *
 * @example
 * expect(await tableContents(restored)).toEqual(await tableContents(original));
 */
export async function tableContents(db: Db): Promise<Record<string, string[]>> {
  return db.transaction().execute(async (trx) => {
    const contents: Record<string, string[]> = {};
    for (const table of await listDumpTables(trx)) {
      const rows: string[] = [];
      await readTableRows(trx, table.name, 1000, async (batch) => void rows.push(...batch));
      contents[table.name] = rows.sort();
    }
    return contents;
  });
}
